import { popularIntentsResponseSchema, trackIntentBodySchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { chatAnswer } from '../../i18n/chat-answers';
import { popularMenuIntents, trackIntent } from './chat-intents.repository';

/** The menu's popularity (docs/product/chat.md): public, used before and after verification. */
export const chatIntentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/chat/popular-intents',
    { schema: { response: { 200: popularIntentsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const intents = await popularMenuIntents(deps.db, deps.clock());
      return intents.map((intentValue) => ({ intentValue }));
    },
  );

  app.post(
    '/api/chat/track-intent',
    {
      config: { throttle: 'chat-intent-track' },
      schema: { body: trackIntentBodySchema, response: { 200: z.object({ success: z.boolean() }) } },
    },
    async (request) => {
      const body = request.body;
      const intent = body.intentValue ?? body.intent;
      if (!intent) throw new HttpError(400, 'Intent is required'); // the schema already refuses this
      // An account id is kept only when this caller's chat session covers it; otherwise it is dropped.
      const accountId = body.debtAccountId ?? null;
      const covered = accountId !== null && (request.chatSession?.accountIds.includes(accountId) ?? false);
      const stored = await trackIntent(deps.db, deps.clock(), {
        intent,
        debtAccountId: covered ? accountId : null,
        conversationId: body.sessionId ?? null,
        ip: request.origin.ip,
      });
      if (!stored) throw new HttpError(429, chatAnswer(request, 'tooManyRequests'));
      return { success: true };
    },
  );
};
