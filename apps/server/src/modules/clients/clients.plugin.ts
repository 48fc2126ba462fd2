import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { clientRoutes } from './clients.routes';

/** Clients (creditors), their placements and recalls (docs/product/clients.md). */
export const clientsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(clientRoutes, { deps });
};
