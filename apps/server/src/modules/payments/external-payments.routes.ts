import {
  debtAccountSearchQuerySchema,
  debtAccountSearchResultSchema,
  externalPaymentResultSchema,
  externalPaymentSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { searchDebtAccounts } from './debt-account-search';
import { recordExternalPayment } from './external-payments.service';

/** /admin/record-payment's calls (docs/product/payments.md): find the account, record the payment. Admin and staff only. */
export const externalPaymentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/debt-accounts/search',
    {
      schema: {
        querystring: debtAccountSearchQuerySchema,
        response: { 200: z.array(debtAccountSearchResultSchema) },
      },
    },
    async (request, reply) => {
      // Balances change with every payment: never answer from a cache.
      reply.header('Cache-Control', 'no-store');
      return searchDebtAccounts(deps.db, request.query.searchTerm);
    },
  );

  app.post(
    '/api/payments/record-external',
    { schema: { body: externalPaymentSchema, response: { 200: externalPaymentResultSchema } } },
    async (request) => recordExternalPayment(deps, request.body, sessionOf(request).user, request.origin),
  );
};
