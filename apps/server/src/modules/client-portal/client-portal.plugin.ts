import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { clientPortalRoutes } from './client-portal.routes';
import { clientRemittanceRoutes } from './client-remittances.routes';

/** The client portal: a client user's view of their own client (docs/product/clients.md). */
export const clientPortalPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(clientPortalRoutes, { deps });
  await app.register(clientRemittanceRoutes, { deps });
};
