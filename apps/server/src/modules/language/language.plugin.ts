import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { languageRoutes } from './language.routes';

/** The language a debtor reads the site in (decision 0072). */
export const languagePlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(languageRoutes, { deps });
};
