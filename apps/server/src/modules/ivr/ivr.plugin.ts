import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ivrWebhookRoutes } from './ivr-webhooks.routes';
import { offerRoutes } from './offers.routes';
import { payConnectorRoutes } from './pay-connector.routes';

/** Debtors call in: the IVR's signed webhooks, the pay connector, and the agents' call offers. */
export const ivrPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(ivrWebhookRoutes, { deps });
  await app.register(payConnectorRoutes, { deps });
  await app.register(offerRoutes, { deps });
};
