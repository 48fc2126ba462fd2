import {
  adminDisputeCountsSchema,
  adminDisputeSchema,
  adminDisputesQuerySchema,
  adminDisputesSchema,
  adminDisputeUpdateSchema,
  DISPUTE_MESSAGES,
  LIST_TOTAL_HEADER,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { adminDispute, adminDisputeCounts, adminDisputes, adminDisputesPage } from './disputes.repository';
import { updateDispute } from './update-dispute.service';

/** Any id that is not a positive integer names no dispute: 404, like an unknown one. */
function disputeIdOf(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new HttpError(404, DISPUTE_MESSAGES.notFound);
  return id;
}

/** The back office's dispute review (/admin/disputes, docs/product/disputes.md): admin and staff. */
export const adminDisputeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/disputes',
    { schema: { querystring: adminDisputesQuerySchema, response: { 200: adminDisputesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!Object.values(request.query).some((v) => v !== undefined)) {
        const { rows, total } = await adminDisputes(deps.db);
        // The header only when disputes were left out: small data keeps the spec's bare answer.
        if (total !== null) reply.header(LIST_TOTAL_HEADER, String(total));
        return rows;
      }
      const { rows, total } = await adminDisputesPage(deps.db, request.query);
      reply.header(LIST_TOTAL_HEADER, String(total));
      return rows;
    },
  );

  app.get(
    '/api/admin/disputes/counts',
    { schema: { response: { 200: adminDisputeCountsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminDisputeCounts(deps.db);
    },
  );

  app.patch(
    '/api/admin/disputes/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        body: adminDisputeUpdateSchema,
        response: { 200: adminDisputeSchema },
      },
    },
    async (request) => {
      const id = disputeIdOf(request.params.id);
      await updateDispute(deps.db, id, request.body, sessionOf(request).user.id);
      const dispute = await adminDispute(deps.db, id);
      if (!dispute) throw new HttpError(404, DISPUTE_MESSAGES.notFound);
      return dispute;
    },
  );
};
