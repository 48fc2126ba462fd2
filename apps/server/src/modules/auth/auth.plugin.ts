import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { authRoutes } from './auth.routes';

/** Sign-in and sign-out for debtors and the back office, and the signed-in user. */
export const authPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(authRoutes, { deps });
};
