import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { letterBatchRoutes } from './letter-batches.routes';
import { letterRoutes } from './letters.routes';
import { timeBarredRoutes } from './time-barred.routes';

/** Letters to consumers (issue 23; decision 0065): the Regulation F validation notice so far. */
export const lettersPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(letterRoutes, { deps });
  await app.register(timeBarredRoutes, { deps });
  await app.register(letterBatchRoutes, { deps });
};
