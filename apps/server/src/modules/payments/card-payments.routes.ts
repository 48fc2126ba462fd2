import {
  centsToNumber,
  isExpired,
  PAYMENT_MESSAGES,
  processPaymentBodySchema,
  processPaymentResultSchema,
  testChargeBodySchema,
  testChargeResultSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { requireChatAccount } from '../chat/chat-scope';
import { recordSecurityEvent } from '../security-events/security-events.service';
import { transactionOf } from './card-payment-result';
import { processCardPayment } from './card-payments.service';

/**
 * Card payments (docs/product/payments.md). The path names USAePay whatever gateway is configured: the sandbox
 * answers on the same path, so the pages and the chat never change.
 */
export const cardPaymentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/usaepay/process-payment',
    { schema: { body: processPaymentBodySchema, response: { 200: processPaymentResultSchema } } },
    async (request) => {
      // A signed-in user pays as always; without one, the chat's verified debtor pays their own accounts.
      if (request.session) {
        return processCardPayment(deps, {
          caller: request.session.user,
          origin: request.origin,
          input: request.body,
        });
      }
      const chat = await requireChatAccount(deps, request, request.body.debtAccountId);
      return processCardPayment(deps, { caller: null, chat, origin: request.origin, input: request.body });
    },
  );

  // /test-payment (docs/product/payments.md): a sandbox charge that touches no account; the page keeps the outcomes.
  app.post(
    '/api/payments/test-charge',
    { schema: { body: testChargeBodySchema, response: { 200: testChargeResultSchema } } },
    async (request) => {
      if (deps.cardGateway.name !== 'sandbox')
        throw new HttpError(409, PAYMENT_MESSAGES.testPaymentsSandboxOnly);
      const body = request.body;
      if (isExpired(body.expMonth, body.expYear, new Date(deps.clock()))) {
        throw new HttpError(400, PAYMENT_MESSAGES.expired);
      }
      const sale = await deps.cardGateway.sale({
        invoice: body.invoice,
        amountCents: body.amount,
        description: 'Test payment',
        card: {
          cardholder: `${body.billingInfo.firstName} ${body.billingInfo.lastName}`,
          number: body.cardNumber,
          expMonth: body.expMonth,
          expYear: body.expYear,
          cvc: body.cvv,
        },
      });
      const success = sale.outcome === 'approved' || sale.outcome === 'partial';
      await recordSecurityEvent(deps.db, {
        type: 'test_payment',
        success: true,
        description: `Sandbox test payment: ${sale.result}`,
        origin: request.origin,
        user: sessionOf(request).user,
        riskLevel: 'LOW',
      });
      return {
        success,
        message: success
          ? PAYMENT_MESSAGES.approved
          : (sale.errorMessage ?? PAYMENT_MESSAGES.declinedFallback),
        amount: centsToNumber(success ? sale.approvedAmountCents : body.amount),
        transaction: transactionOf(sale),
      };
    },
  );
};
