import { DASHBOARD_MESSAGES, paymentDetailsQuerySchema, paymentDetailsResponseSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { loadPaymentDetails } from './payment-details.repository';

/** /admin/payment-details's call (docs/product/payments.md); admin and staff only (route-access.ts). */
export const paymentDetailsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/payment-details',
    {
      // The page shows the 403 in the spec's words (docs/product/payments.md).
      config: { deniedMessage: DASHBOARD_MESSAGES.adminPrivilegesRequired },
      schema: { querystring: paymentDetailsQuerySchema, response: { 200: paymentDetailsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return loadPaymentDetails(deps.db, request.query);
    },
  );
};
