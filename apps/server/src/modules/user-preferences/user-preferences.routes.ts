import {
  EMPTY_TABLE_PREFERENCES,
  type PreferenceAnswer,
  preferenceAnswerSchema,
  preferenceKeySchema,
  tablePreferencesSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { findPreference, type StoredPreference, savePreference } from './user-preferences.repository';

const keyParamsSchema = z.object({ key: preferenceKeySchema });

/** A stored value that no longer fits the contract (an older shape) reads as the empty choice. */
function answer(key: string, stored: StoredPreference | null): PreferenceAnswer {
  const parsed = tablePreferencesSchema.safeParse(stored?.value);
  return {
    key,
    value: parsed.success ? parsed.data : EMPTY_TABLE_PREFERENCES,
    updatedAt: stored && parsed.success ? stored.updatedAt.toISOString() : null,
  };
}

/** The signed-in user's own settings of the back office (a table's columns, view and page size). */
export const userPreferencesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/preferences/:key',
    { schema: { params: keyParamsSchema, response: { 200: preferenceAnswerSchema } } },
    async (request) => {
      const { key } = request.params;
      return answer(key, await findPreference(deps.db, sessionOf(request).user.id, key));
    },
  );

  app.put(
    '/api/admin/preferences/:key',
    {
      bodyLimit: 8 * 1024,
      schema: {
        params: keyParamsSchema,
        body: tablePreferencesSchema,
        response: { 200: preferenceAnswerSchema },
      },
    },
    async (request) => {
      const { key } = request.params;
      const userId = sessionOf(request).user.id;
      const saved = await savePreference(deps.db, userId, key, request.body, new Date(deps.clock()));
      return answer(key, saved);
    },
  );
};
