import {
  accountSummarySchema,
  customerAccountsSchema,
  customerPaymentsSchema,
  paymentTotalsSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { accountSummaryOf } from './account-summary';
import { customerAccounts, customerPayments, customerPaymentTotals } from './customer-payments.repository';

/**
 * The portal's reads (docs/product/debtor-portal.md). Each answers only the signed-in user's own accounts and
 * payments: the user id comes from the session, never from the request.
 */
export const customerPaymentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/customer/accounts',
    { schema: { response: { 200: customerAccountsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customerAccounts(deps.db, sessionOf(request).user.id);
    },
  );

  app.get(
    '/api/customer/payment-totals',
    { schema: { response: { 200: paymentTotalsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customerPaymentTotals(deps.db, sessionOf(request).user.id);
    },
  );

  app.get(
    '/api/customer/payments',
    { schema: { response: { 200: customerPaymentsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customerPayments(deps.db, sessionOf(request).user.id);
    },
  );

  // The one summary the home and the payment pages read: original, adjustments, payments, balance.
  app.get(
    '/api/customer/account-summary',
    { schema: { response: { 200: accountSummarySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accountSummaryOf(deps.db, { userId: sessionOf(request).user.id });
    },
  );
};
