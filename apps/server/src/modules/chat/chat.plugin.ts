import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { chatAccountRoutes } from './chat-account.routes';
import { chatIntentRoutes } from './chat-intents.routes';
import { chatPlanRoutes } from './chat-plan.routes';
import { chatRequestRoutes } from './chat-requests.routes';
import { chatVerifyRoutes } from './chat-verify.routes';

/** The chat assistant's calls (decision 0023; docs/product/chat.md). Card payments go through process-payment. */
export const chatPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(chatVerifyRoutes, { deps });
  await app.register(chatIntentRoutes, { deps });
  await app.register(chatAccountRoutes, { deps });
  await app.register(chatRequestRoutes, { deps });
  await app.register(chatPlanRoutes, { deps });
};
