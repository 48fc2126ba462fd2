import {
  REMITTANCE_MESSAGES,
  remittanceDetailSchema,
  remittanceDraftInputSchema,
  remittancePaidInputSchema,
  remittanceSchema,
  remittanceStatementQuerySchema,
  remittancesPageSchema,
  remittancesQuerySchema,
  trustReconciliationQuerySchema,
  trustReconciliationSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { remittanceStatement } from './remittance-statement';
import { listRemittances, remittanceDetail } from './remittances.repository';
import {
  approveRemittance,
  draftRemittance,
  markRemittancePaid,
  regenerateRemittance,
} from './remittances.service';
import { trustReconciliation } from './trust-reconciliation';

const idParams = z.object({ id: z.string() });

/** Any id that is not a positive integer names no remittance: 404, like an unknown one. */
function idOf(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new HttpError(404, REMITTANCE_MESSAGES.notFound);
  return id;
}

/** /api/admin/remittances and the trust reconciliation (decisions 0053 and 0054). */
export const remittanceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/admin/remittances',
    { schema: { body: remittanceDraftInputSchema, response: { 201: remittanceSchema } } },
    async (request, reply) => {
      const draft = await draftRemittance(deps.db, request.body, {
        userId: sessionOf(request).user.id,
        nowMs: deps.clock(),
      });
      if (!draft) throw new Error('A manual draft is never skipped');
      reply.code(201);
      return draft;
    },
  );

  app.get(
    '/api/admin/remittances',
    { schema: { querystring: remittancesQuerySchema, response: { 200: remittancesPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRemittances(deps.db, request.query);
    },
  );

  app.get(
    '/api/admin/remittances/:id',
    { schema: { params: idParams, response: { 200: remittanceDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const detail = await remittanceDetail(deps.db, idOf(request.params.id));
      if (!detail) throw new HttpError(404, REMITTANCE_MESSAGES.notFound);
      return detail;
    },
  );

  app.post(
    '/api/admin/remittances/:id/regenerate',
    { schema: { params: idParams, response: { 200: remittanceSchema } } },
    async (request) => regenerateRemittance(deps.db, idOf(request.params.id)),
  );

  app.post(
    '/api/admin/remittances/:id/approve',
    { schema: { params: idParams, response: { 200: remittanceSchema } } },
    async (request) => approveRemittance(deps.db, idOf(request.params.id), sessionOf(request).user.id),
  );

  app.post(
    '/api/admin/remittances/:id/paid',
    { schema: { params: idParams, body: remittancePaidInputSchema, response: { 200: remittanceSchema } } },
    async (request) => markRemittancePaid(deps.db, idOf(request.params.id), request.body.reference),
  );

  app.get(
    '/api/admin/remittances/:id/statement',
    { schema: { params: idParams, querystring: remittanceStatementQuerySchema } },
    async (request, reply) => {
      const file = await remittanceStatement(
        deps.db,
        idOf(request.params.id),
        request.query.format,
        deps.config.brand,
      );
      if (!file) throw new HttpError(404, REMITTANCE_MESSAGES.notFound);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/api/admin/trust-reconciliation',
    { schema: { querystring: trustReconciliationQuerySchema, response: { 200: trustReconciliationSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trustReconciliation(deps.db, request.query);
    },
  );
};
