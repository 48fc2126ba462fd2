import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { userPreferencesRoutes } from './user-preferences.routes';

/** Per-user settings of the back office, e.g. the columns chosen for a table. */
export const userPreferencesPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(userPreferencesRoutes, { deps });
};
