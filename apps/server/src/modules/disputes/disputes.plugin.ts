import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { adminDisputeRoutes } from './admin-disputes.routes';
import { chatDisputeRoutes } from './chat-disputes.routes';
import { customerDisputeRoutes } from './customer-disputes.routes';

/** Disputes as the debtor files them (portal and chat) and as the back office works them. */
export const disputesPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(customerDisputeRoutes, { deps });
  await app.register(adminDisputeRoutes, { deps });
  await app.register(chatDisputeRoutes, { deps });
};
