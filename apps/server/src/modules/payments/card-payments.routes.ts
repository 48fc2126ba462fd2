import {
  processPaymentBodySchema,
  processPaymentResultSchema,
  testChargeBodySchema,
  testChargeResultSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { requireChatAccount } from '../../sessions/chat-scope';
import { CHAT_CARD_DECLINE_THROTTLES } from './card-decline-limits';
import { processCardPayment } from './card-payments.service';
import { testCharge } from './test-charge.service';

/**
 * Card payments (docs/product/payments.md). The path names USAePay whatever gateway is configured: the sandbox
 * answers on the same path, so the pages and the chat never change.
 */
export const cardPaymentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/usaepay/process-payment',
    {
      // Staff payments are not counted (card-decline-guard.ts); a chat's adds its session's limit.
      config: { throttle: CHAT_CARD_DECLINE_THROTTLES },
      schema: { body: processPaymentBodySchema, response: { 200: processPaymentResultSchema } },
    },
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

  app.post(
    '/api/payments/test-charge',
    { schema: { body: testChargeBodySchema, response: { 200: testChargeResultSchema } } },
    async (request) =>
      testCharge(deps, { caller: sessionOf(request).user, origin: request.origin, input: request.body }),
  );
};
