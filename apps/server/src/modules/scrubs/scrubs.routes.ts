import {
  accountScrubsSchema,
  clearScrubBodySchema,
  recordScrubBodySchema,
  scrubFileResultSchema,
  scrubSummarySchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import { clearScrubOnAccount, recordScrubOnAccount, scrubsOfAccount } from './account-scrubs.service';
import { runScrubFile } from './scrub-file.service';
import { receiveScrubFile } from './scrub-upload';
import { scrubSummary } from './scrubs.repository';

const accountParams = rowIdParamsSchema('Account not found');
const scrubParams = accountParams.extend({
  scrubId: z.coerce
    .number()
    .int('Scrub flag not found')
    .positive('Scrub flag not found')
    .max(2_147_483_647, 'Scrub flag not found'),
});

/**
 * Scrub flags (decisions 0100-0103): on the account (read and record by anyone working it, lift by
 * staff and admins), and the scrub file with its summary (staff and admins; route-access.ts).
 */
export const scrubsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/debtors/:id/scrubs',
    { schema: { params: accountParams, response: { 200: accountScrubsSchema } } },
    (request) => scrubsOfAccount(db, request.params.id, deps.clock()),
  );

  app.post(
    '/api/debtors/:id/scrubs',
    {
      schema: { params: accountParams, body: recordScrubBodySchema, response: { 200: accountScrubsSchema } },
    },
    (request) =>
      recordScrubOnAccount(db, {
        accountId: request.params.id,
        body: request.body,
        userId: sessionOf(request).user.id,
        role: sessionOf(request).user.role,
        now: deps.clock(),
      }),
  );

  app.delete(
    '/api/debtors/:id/scrubs/:scrubId',
    { schema: { params: scrubParams, body: clearScrubBodySchema, response: { 200: accountScrubsSchema } } },
    (request) =>
      clearScrubOnAccount(db, {
        accountId: request.params.id,
        scrubId: request.params.scrubId,
        reason: request.body.reason,
        userId: sessionOf(request).user.id,
        now: deps.clock(),
      }),
  );

  app.post('/api/admin/scrubs', { schema: { response: { 200: scrubFileResultSchema } } }, async (request) => {
    const file = await receiveScrubFile(request);
    return runScrubFile(deps, { ...file, userId: sessionOf(request).user.id });
  });

  app.get(
    '/api/admin/scrubs/summary',
    { schema: { response: { 200: scrubSummarySchema } } },
    (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return scrubSummary(db);
    },
  );
};
