import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { accountsImportRoutes } from './accounts-import.routes';

/** Imports of accounts, payments and transactions: the upload, its progress, its errors and the templates. */
export const accountsImportPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(accountsImportRoutes, { deps });
};
