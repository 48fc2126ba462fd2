import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { cardPaymentRoutes } from './card-payments.routes';
import { customerPaymentRoutes } from './customer-payments.routes';
import { externalPaymentsRoutes } from './external-payments.routes';
import { paymentDetailsRoutes } from './payment-details.routes';
import { receiptRoutes } from './receipts/receipts.routes';

/**
 * Payments: external payments, payment details, card payments (and the sandbox test charge), the
 * customer's payments and receipts.
 */
export const paymentsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(externalPaymentsRoutes, { deps });
  await app.register(paymentDetailsRoutes, { deps });
  await app.register(cardPaymentRoutes, { deps });
  await app.register(customerPaymentRoutes, { deps });
  await app.register(receiptRoutes, { deps });
};
