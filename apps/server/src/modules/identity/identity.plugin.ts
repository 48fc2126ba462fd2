import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { identityRoutes } from './identity.routes';
import { identityReviewRoutes } from './identity-review.routes';

/** Quick access and debtor registration (the identity checks that replace a password), and the staff's review of who is who. */
export const identityPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(identityRoutes, { deps });
  await app.register(identityReviewRoutes, { deps });
};
