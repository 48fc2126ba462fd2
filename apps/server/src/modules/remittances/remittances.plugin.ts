import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { remittanceRoutes } from './remittances.routes';

/** Remittances to clients, their statements, and the trust reconciliation (decisions 0053 and 0054). */
export const remittancesPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(remittanceRoutes, { deps });
};
