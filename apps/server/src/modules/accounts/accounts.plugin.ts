import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import type { PostBalanceCorrection } from './account-edit.service';
import { accountsRoutes } from './accounts.routes';

/** The accounts table, the full record, its edit and the export. */
export const accountsPlugin: FastifyPluginAsyncZod<{
  deps: AppDeps;
  postBalanceCorrection: PostBalanceCorrection;
}> = async (app, options) => {
  await app.register(accountsRoutes, options);
};
