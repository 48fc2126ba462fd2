import {
  CLIENT_PORTAL_MESSAGES,
  clientRemittancesQuerySchema,
  type Remittance,
  type RemittanceDetail,
  remittanceDetailSchema,
  remittanceStatementQuerySchema,
  remittancesPageSchema,
} from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { listRemittances, remittanceDetail, remittanceStatement } from '../remittances';
import { clientIdOf, noteOtherClients } from './client-scope';

/** What a client sees of its remittances: approved and paid ones (decision 0057). */
const SHOWN = ['approved', 'paid'] as const;

/** The agency's staff stay the agency's: a client is not told who drafted or approved. */
const withoutStaff = <T extends Remittance>(r: T): T => ({ ...r, createdBy: null, approvedBy: null });

/**
 * The client's remittances and their statements. Another client's remittance, a draft and a
 * missing one all answer the same 404; reaching for another client's is a security event.
 */
export const clientRemittanceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function ownRemittance(request: FastifyRequest, raw: string): Promise<RemittanceDetail> {
    const clientId = clientIdOf(request);
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const detail = id > 0 ? await remittanceDetail(deps.db, id) : null;
    if (detail && detail.clientId === clientId && (SHOWN as readonly string[]).includes(detail.status))
      return detail;
    if (detail && detail.clientId !== clientId)
      await noteOtherClients(deps, request, 'a remittance', { remittanceId: id });
    throw new HttpError(404, CLIENT_PORTAL_MESSAGES.notFound);
  }

  app.get(
    '/api/client/remittances',
    { schema: { querystring: clientRemittancesQuerySchema, response: { 200: remittancesPageSchema } } },
    async (request) => {
      const page = await listRemittances(deps.db, {
        ...request.query,
        clientId: clientIdOf(request),
        statuses: SHOWN,
      });
      return { ...page, remittances: page.remittances.map(withoutStaff) };
    },
  );

  app.get(
    '/api/client/remittances/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: remittanceDetailSchema } } },
    async (request) => ownRemittance(request, request.params.id),
  );

  app.get(
    '/api/client/remittances/:id/statement',
    { schema: { params: z.object({ id: z.string() }), querystring: remittanceStatementQuerySchema } },
    async (request, reply) => {
      const own = await ownRemittance(request, request.params.id);
      const file = await remittanceStatement(deps.db, own.id, request.query.format, deps.config.brand);
      if (!file) throw new HttpError(404, CLIENT_PORTAL_MESSAGES.notFound);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
