import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { documentRoutes } from './documents.routes';

/** Accounts' PDF documents: staff upload and manage them, a customer opens their own. */
export const documentsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(documentRoutes, { deps });
};
