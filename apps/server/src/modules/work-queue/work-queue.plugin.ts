import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { workQueueRoutes } from './work-queue.routes';

/** The agent's work queue: My queue, the replies to read, and who works which account. */
export const workQueuePlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(workQueueRoutes, { deps });
};
