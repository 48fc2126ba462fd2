import {
  type BulkLetterResult,
  bulkLetterBodySchema,
  bulkLetterResultSchema,
  type LetterTemplate,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { createLetter } from './letters.service';

/**
 * Queues one letter type for many accounts (decision 0113): each account goes through the same
 * command as one letter from the workspace (createLetter), so every rule that refuses a single letter
 * (scrub flags, the state licence, a returned address, a template that does not apply, a notice
 * already waiting) refuses that account here, and the answer lists it with the same message. One
 * refused account never stops the others; each queued letter is its own transaction.
 */
export async function queueBulkLetters(
  db: Database,
  input: {
    accountIds: readonly number[];
    template: LetterTemplate;
    language: 'en' | 'es';
    userId: number;
    now: number;
  },
): Promise<BulkLetterResult> {
  const result: BulkLetterResult = { queued: [], refused: [] };
  for (const accountId of [...new Set(input.accountIds)]) {
    try {
      const row = await createLetter(db, {
        accountId,
        body: { template: input.template, language: input.language, delivery: 'print' },
        userId: input.userId,
        now: input.now,
      });
      result.queued.push({ accountId, letterId: row.id });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.refused.push({ accountId, status: error.statusCode, message: error.message });
    }
  }
  return result;
}

/** POST /api/admin/letters/bulk: admin and staff (route-access.ts), printed letters only. */
export const bulkLetterRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/admin/letters/bulk',
    { schema: { body: bulkLetterBodySchema, response: { 200: bulkLetterResultSchema } } },
    (request) =>
      queueBulkLetters(deps.db, {
        ...request.body,
        userId: sessionOf(request).user.id,
        now: deps.clock(),
      }),
  );
};
