import { setTimeBarredBodySchema, timeBarredSchema } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { debtAccounts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { addTimelineEntry, recordAudit } from '../account-timeline';
import { accountIdParamsSchema, requireAccount } from '../accounts';

/**
 * PUT /api/admin/accounts/{id}/time-barred (admin, staff): marks an account past, or not past, the
 * statute of limitations (decision 0067). Its letters made from then on never mention legal action
 * and carry its state's disclosure. Audited, and on the account's timeline.
 */
export const timeBarredRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.put(
    '/api/admin/accounts/:id/time-barred',
    {
      schema: {
        params: accountIdParamsSchema,
        body: setTimeBarredBodySchema,
        response: { 200: timeBarredSchema },
      },
    },
    async (request) => {
      const account = await requireAccount(db, request.params.id);
      const { timeBarred } = request.body;
      if (account.timeBarred === timeBarred) return { id: account.id, timeBarred };
      const userId = sessionOf(request).user.id;
      await db.transaction(async (tx) => {
        await tx.update(debtAccounts).set({ timeBarred }).where(eq(debtAccounts.id, account.id));
        await recordAudit(tx, {
          debtAccountId: account.id,
          userId,
          source: 'edit',
          field: 'time_barred',
          oldValue: String(account.timeBarred),
          newValue: String(timeBarred),
        });
        await addTimelineEntry(tx, {
          debtAccountId: account.id,
          channel: 'Update',
          userId,
          message: timeBarred
            ? 'Marked time-barred: letters no longer mention legal action and carry the state disclosure'
            : 'No longer marked time-barred',
        });
      });
      return { id: account.id, timeBarred };
    },
  );
};
