import { adminHomeSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { loadAdminHome } from './admin-home.repository';

/** GET /api/admin/home (decision 0117): admin, staff and collectors, each their role's figures; never cached by the browser (no-store). */
export const adminHomePlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/api/admin/home', { schema: { response: { 200: adminHomeSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return loadAdminHome(deps, sessionOf(request).user);
  });
};
