import { globalSearchQuerySchema, globalSearchResponseSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { searchAccounts } from './global-search.repository';

/** The back office's search box (Ctrl+K): an account by name, number, phone, e-mail, PAY- code or processor reference. */
export const globalSearchRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/search',
    { schema: { querystring: globalSearchQuerySchema, response: { 200: globalSearchResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // A collector finds only the accounts assigned to them (decision 0040); admin and staff any.
      const { user } = sessionOf(request);
      const scope = user.role === 'collector' ? { assignedUserId: user.id } : {};
      return { results: await searchAccounts(deps.db, request.query.q, scope) };
    },
  );
};
