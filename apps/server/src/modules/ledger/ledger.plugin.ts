import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ledgerRoutes } from './ledger.routes';
import type { MarkPaymentReversed } from './ledger.service';

/** The money ledger (decision 0051): an account's entries, postings by hand, reversals of payments. */
export const ledgerPlugin: FastifyPluginAsyncZod<{
  deps: AppDeps;
  markPaymentReversed: MarkPaymentReversed;
}> = async (app, options) => {
  await app.register(ledgerRoutes, options);
};
