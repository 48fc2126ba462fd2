import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { identityRoutes } from './identity.routes';

/** Quick access and debtor registration: the identity checks that replace a password. */
export const identityPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(identityRoutes, { deps });
};
