import { accountStatusListSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { accountStatusesOf } from './account-status';

/** GET /api/customer/account-status (debtors; docs/product/debtor-portal.md): the caller's own accounts only. */
export const debtorHomePlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/customer/account-status',
    { schema: { response: { 200: accountStatusListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { accounts: await accountStatusesOf(deps, sessionOf(request).user.id) };
    },
  );
};
