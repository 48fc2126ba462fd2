import {
  asksForPage,
  CLIENT_MESSAGES,
  clientInputSchema,
  clientSchema,
  clientsQuerySchema,
  clientsSchema,
  LIST_TOTAL_HEADER,
  placementsSchema,
  recallInputSchema,
  recallResultSchema,
  recallsSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { clientExists, clientPlacements, clientsPage, findClient, listClients } from './clients.repository';
import { createClient, updateClient } from './clients.service';
import { clientRecalls, recallAccounts } from './recall.service';

const idParams = z.object({ id: z.string() });

/** Any id that is not a positive integer names no client: 404, like an unknown one. */
function clientIdOf(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new HttpError(404, CLIENT_MESSAGES.notFound);
  return id;
}

/** The id of a client that exists, else 404. */
async function requireClientId(deps: AppDeps, raw: string): Promise<number> {
  const id = clientIdOf(raw);
  if (!(await clientExists(deps.db, id))) throw new HttpError(404, CLIENT_MESSAGES.notFound);
  return id;
}

/** /admin/clients (docs/product/clients.md): admin writes, admin and staff read. */
export const clientRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/clients',
    { schema: { querystring: clientsQuerySchema, response: { 200: clientsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      if (!asksForPage(q) && q.q === undefined && q.active === undefined) return listClients(deps.db);
      const { rows, total } = await clientsPage(deps.db, q);
      reply.header(LIST_TOTAL_HEADER, String(total));
      return rows;
    },
  );

  app.post(
    '/api/admin/clients',
    { schema: { body: clientInputSchema, response: { 201: clientSchema } } },
    async (request, reply) => {
      const client = await createClient(deps.db, request.body);
      reply.code(201);
      return client;
    },
  );

  app.get(
    '/api/admin/clients/:id',
    { schema: { params: idParams, response: { 200: clientSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const client = await findClient(deps.db, clientIdOf(request.params.id));
      if (!client) throw new HttpError(404, CLIENT_MESSAGES.notFound);
      return client;
    },
  );

  app.put(
    '/api/admin/clients/:id',
    { schema: { params: idParams, body: clientInputSchema, response: { 200: clientSchema } } },
    async (request) => updateClient(deps.db, await requireClientId(deps, request.params.id), request.body),
  );

  app.get(
    '/api/admin/clients/:id/placements',
    { schema: { params: idParams, response: { 200: placementsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return clientPlacements(deps.db, await requireClientId(deps, request.params.id));
    },
  );

  app.get(
    '/api/admin/clients/:id/recalls',
    { schema: { params: idParams, response: { 200: recallsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return clientRecalls(deps.db, await requireClientId(deps, request.params.id));
    },
  );

  app.post(
    '/api/admin/clients/:id/recalls',
    { schema: { params: idParams, body: recallInputSchema, response: { 201: recallResultSchema } } },
    async (request, reply) => {
      const clientId = await requireClientId(deps, request.params.id);
      const recall = await recallAccounts(deps.db, {
        clientId,
        ...request.body,
        userId: sessionOf(request).user.id,
      });
      reply.code(201);
      return recall;
    },
  );
};
