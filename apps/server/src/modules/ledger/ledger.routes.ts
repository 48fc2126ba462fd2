import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  ledgerEntriesSchema,
  ledgerEntrySchema,
  manualPostingSchema,
  reversalSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { requireAccount } from '../accounts';
import { accountLedger } from './ledger.repository';
import { type MarkPaymentReversed, postManualEntry, reverseEntry } from './ledger.service';

const idParams = z.object({ id: z.string() });

/** An account's ledger for the back office: read it, post an entry by hand, reverse a payment. */
export const ledgerRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  markPaymentReversed: MarkPaymentReversed;
}> = async (app, { deps, markPaymentReversed }) => {
  app.get(
    '/api/admin/accounts/:id/ledger',
    { schema: { params: idParams, response: { 200: ledgerEntriesSchema } } },
    async (request, reply) => {
      const account = await requireAccount(deps.db, request.params.id);
      reply.header('Cache-Control', 'no-store');
      return accountLedger(deps.db, account.id);
    },
  );

  app.post(
    '/api/admin/accounts/:id/ledger',
    { schema: { params: idParams, body: manualPostingSchema, response: { 201: ledgerEntrySchema } } },
    async (request, reply) => {
      // Required (decision 0091): a double submit or a retry after a lost answer never posts twice.
      const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.success) throw new HttpError(400, key.error.issues[0].message);
      const { entry, replayed } = await postManualEntry(
        deps,
        request.params.id,
        request.body,
        sessionOf(request).user.id,
        key.data,
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      reply.code(201);
      return entry;
    },
  );

  app.post(
    '/api/admin/ledger/entries/:id/reverse',
    { schema: { params: idParams, body: reversalSchema, response: { 201: ledgerEntrySchema } } },
    async (request, reply) => {
      const entry = await reverseEntry(
        deps,
        request.params.id,
        request.body,
        sessionOf(request).user.id,
        markPaymentReversed,
      );
      reply.code(201);
      return entry;
    },
  );
};
