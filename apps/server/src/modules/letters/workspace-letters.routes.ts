import { eDeliveryStateSchema, type WorkspaceLetter, workspaceLettersSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LetterRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { accountIdParamsSchema, requireAccount } from '../accounts';
import { eDeliveryStateOf, withdrawEDeliveryConsent } from './e-delivery.service';
import { heldAccounts } from './held-letters';
import { latestLettersOf } from './letters.service';

/** At most this many of the account's letters in the panel, newest first. */
const WORKSPACE_LETTERS = 50;

const waitsForBatch = (r: LetterRow) => r.status === 'queued' && r.delivery === 'print' && r.batchId === null;

/**
 * The debtor workspace's letters panel (decision 0071): the account's letters, whether its letters go
 * by e-mail (an agent records or withdraws the consent the consumer gives by phone), and whether it
 * is time-barred (set by admin and staff through PUT /api/admin/accounts/{id}/time-barred).
 */
export const workspaceLetterRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/debtors/:id/letters',
    { schema: { params: accountIdParamsSchema, response: { 200: workspaceLettersSchema } } },
    async (request) => {
      const account = await requireAccount(db, request.params.id);
      const rows = await latestLettersOf(db, account.id, WORKSPACE_LETTERS);
      const held = rows.some(waitsForBatch) ? await heldAccounts(db, [account.id], deps.clock()) : new Map();
      return {
        letters: rows.map(
          (r): WorkspaceLetter => ({
            id: r.id,
            template: r.template,
            language: r.language,
            delivery: r.delivery,
            status: r.status,
            letterDate: r.figures.letterDate,
            validationEndDate: r.validationEndDate,
            mailedOn: r.mailedOn,
            sentOn: r.sentOn,
            held: waitsForBatch(r) ? (held.get(account.id) ?? null) : null,
          }),
        ),
        eDelivery: await eDeliveryStateOf(db, account),
        timeBarred: account.timeBarred,
      };
    },
  );

  app.delete(
    '/api/debtors/:id/e-delivery',
    { schema: { params: accountIdParamsSchema, response: { 200: eDeliveryStateSchema } } },
    async (request) => {
      const account = await requireAccount(db, request.params.id);
      return withdrawEDeliveryConsent(db, {
        accountId: account.id,
        userId: sessionOf(request).user.id,
        now: deps.clock(),
        byAgent: true,
      });
    },
  );
};
