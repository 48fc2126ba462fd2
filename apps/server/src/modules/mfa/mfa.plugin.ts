import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { mfaRoutes } from './mfa.routes';

/** Two-factor enrolment and the second step of a back-office sign-in. */
export const mfaPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(mfaRoutes, { deps });
};
