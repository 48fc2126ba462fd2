import {
  arrangementsPageSchema,
  arrangementsQuerySchema,
  easternDateOf,
  idSchema,
  installmentQueuePageSchema,
  installmentQueueQuerySchema,
  PLAN_MESSAGES,
  planSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { decideArrangement } from './plan-changes.service';
import { installmentQueue, listArrangements } from './plans.repository';

const planParams = z.object({ id: idSchema(PLAN_MESSAGES.notFound) });

/** The back office's arrangements: every plan and settlement, the installment queues, approvals. */
export const adminArrangementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/arrangements',
    { schema: { querystring: arrangementsQuerySchema, response: { 200: arrangementsPageSchema } } },
    (request) => listArrangements(deps.db, request.query),
  );

  app.get(
    '/api/admin/arrangements/installments',
    { schema: { querystring: installmentQueueQuerySchema, response: { 200: installmentQueuePageSchema } } },
    (request) => installmentQueue(deps.db, request.query, easternDateOf(deps.clock())),
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/api/admin/plans/:id/${decision}`,
      { schema: { params: planParams, response: { 200: planSchema } } },
      (request) => decideArrangement(deps, request.params.id, decision, sessionOf(request).user.id),
    );
  }
};
