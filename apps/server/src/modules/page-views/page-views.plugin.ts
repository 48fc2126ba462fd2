import { pageViewPayloadSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViews } from '../../db/schema';
import type { AppDeps } from '../../deps';

/** Page views are stored for debtors only (docs/product/dashboard.md); for anyone else the call is a no-op. */
export const pageViewsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post('/api/page-view', { schema: { body: pageViewPayloadSchema } }, async (request, reply) => {
    const user = request.session?.user;
    if (user?.role === 'debtor') {
      await deps.db.insert(pageViews).values({ userId: user.id, path: request.body.page });
    }
    return reply.code(204).send();
  });
};
