import {
  CLIENT_MESSAGES,
  CLIENT_PORTAL_MESSAGES,
  clientAccountDetailSchema,
  clientAccountsPageSchema,
  clientAccountsQuerySchema,
  clientDashboardSchema,
  clientRecallInputSchema,
  clientTransactionsPageSchema,
  clientTransactionsQuerySchema,
  IMPORT_MAX_BYTES,
  type ImportResult,
  importResultSchema,
  placementsSchema,
  recallResultSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { parseAccountId } from '../accounts';
import { importUpload, receiveUpload } from '../accounts-import';
import { clientPlacements, findClient, recallAccounts } from '../clients';
import { clientAccount, clientAccountsPage } from './client-accounts.repository';
import { clientDashboard } from './client-dashboard.repository';
import { clientIdOf, noteOtherClients } from './client-scope';
import { clientTransactionsPage } from './client-transactions.repository';

/** The recall code's answers when a request names something that is not the client's. */
const NOT_THEIRS: readonly string[] = [CLIENT_MESSAGES.accountsNotFound, CLIENT_MESSAGES.placementNotFound];

/**
 * The client portal (docs/product/clients.md, decisions 0055 and 0056): only the client role
 * (route-access.ts), and every query starts from the caller's own client.
 */
export const clientPortalRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/client/dashboard',
    { schema: { response: { 200: clientDashboardSchema } } },
    async (request) => clientDashboard(deps.db, clientIdOf(request)),
  );

  app.get(
    '/api/client/accounts',
    { schema: { querystring: clientAccountsQuerySchema, response: { 200: clientAccountsPageSchema } } },
    async (request) => clientAccountsPage(deps.db, deps.encryption, clientIdOf(request), request.query),
  );

  app.get(
    '/api/client/accounts/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: clientAccountDetailSchema } } },
    async (request) => {
      const clientId = clientIdOf(request);
      const id = parseAccountId(request.params.id);
      if (id === null) throw new HttpError(404, CLIENT_PORTAL_MESSAGES.notFound);
      const detail = await clientAccount(deps.db, deps.encryption, clientId, id);
      if (detail) return detail;
      await noteOtherClients(deps, request, 'an account', { accountId: id });
      throw new HttpError(404, CLIENT_PORTAL_MESSAGES.notFound);
    },
  );

  app.get('/api/client/placements', { schema: { response: { 200: placementsSchema } } }, async (request) =>
    clientPlacements(deps.db, clientIdOf(request)),
  );

  app.get(
    '/api/client/transactions',
    {
      schema: { querystring: clientTransactionsQuerySchema, response: { 200: clientTransactionsPageSchema } },
    },
    async (request) => clientTransactionsPage(deps.db, clientIdOf(request), request.query),
  );

  app.post(
    '/api/client/placements',
    { schema: { response: { 200: importResultSchema } } },
    async (request): Promise<ImportResult> => {
      const clientId = clientIdOf(request);
      const client = await findClient(deps.db, clientId);
      if (!client?.active) throw new HttpError(400, CLIENT_PORTAL_MESSAGES.inactiveClient);
      const upload = await receiveUpload(request, IMPORT_MAX_BYTES);
      try {
        upload.fields.importType ??= 'accounts';
        return await importUpload(deps, upload, sessionOf(request).user.id, request.log, clientId);
      } finally {
        await upload.discard();
      }
    },
  );

  app.post(
    '/api/client/recalls',
    { schema: { body: clientRecallInputSchema, response: { 201: recallResultSchema } } },
    async (request, reply) => {
      const clientId = clientIdOf(request);
      try {
        const recall = await recallAccounts(deps.db, {
          clientId,
          ...request.body,
          userId: sessionOf(request).user.id,
        });
        return reply.code(201).send(recall);
      } catch (error) {
        // The recall code refuses the whole request when anything named is not the client's: the
        // same 400 as for a missing id, recorded like any other reach into another client.
        if (error instanceof HttpError && NOT_THEIRS.includes(error.message))
          await noteOtherClients(deps, request, 'accounts or a placement', request.body);
        throw error;
      }
    },
  );
};
