import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { scrubsRoutes } from './scrubs.routes';

/** Scrub flags on accounts and the scrub file. */
export const scrubsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(scrubsRoutes, { deps });
};
