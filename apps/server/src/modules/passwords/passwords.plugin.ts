import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { passwordRoutes } from './passwords.routes';

/** Forgotten passwords, reset links and password changes. */
export const passwordsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(passwordRoutes, { deps });
};
