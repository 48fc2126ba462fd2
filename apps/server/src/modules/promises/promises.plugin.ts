import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { promiseRoutes } from './promises.routes';

/** Promises to pay (decision 0058): made by agents, settled daily by the promise-evaluation job. */
export const promisesPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(promiseRoutes, { deps });
};
