import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { spaRoutes } from './spa.routes';

/** The built web app, with the catch-all that answers client-side routes: registered last. */
export const spaPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(spaRoutes, { deps });
};
