import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { accountsRoutes } from './accounts.routes';

/** The accounts table, the full record, its edit and the export. */
export const accountsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(accountsRoutes, { deps });
};
