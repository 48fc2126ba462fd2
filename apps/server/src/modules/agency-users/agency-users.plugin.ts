import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { agencyUserRoutes } from './agency-users.routes';

/** The agency's staff users, for an admin. */
export const agencyUsersPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(agencyUserRoutes, { deps });
};
