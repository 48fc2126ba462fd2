import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { eDeliveryRoutes } from './e-delivery.routes';
import { letterRoutes } from './letters.routes';
import { noticeOverdueRoutes } from './notice-overdue.routes';

/** Letters to consumers (issue 23; decision 0065): the Regulation F validation notice so far. */
export const lettersPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(letterRoutes, { deps });
  await app.register(eDeliveryRoutes, { deps });
  await app.register(noticeOverdueRoutes, { deps });
};
