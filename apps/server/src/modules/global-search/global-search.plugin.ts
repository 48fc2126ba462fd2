import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { globalSearchRoutes } from './global-search.routes';

/** The back office's global search. */
export const globalSearchPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(globalSearchRoutes, { deps });
};
