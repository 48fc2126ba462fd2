import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { contactCenterRoutes } from './contact-center.routes';
import { contactChangeRequestRoutes } from './contact-change-requests.routes';

/** The agent's contact center: the debtor workspace, contacts, and contact change requests. */
export const contactCenterPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(contactCenterRoutes, { deps });
  await app.register(contactChangeRequestRoutes, { deps });
};
