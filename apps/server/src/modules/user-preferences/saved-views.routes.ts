import {
  SAVED_VIEW_MESSAGES,
  savedViewBodySchema,
  savedViewSchema,
  savedViewsSchema,
  savedViewTableSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import {
  createSavedView,
  deleteSavedView,
  findSavedView,
  listSavedViews,
  updateSavedView,
} from './saved-views.repository';

const idParams = rowIdParamsSchema(SAVED_VIEW_MESSAGES.notFound);

/**
 * Saved views of the back-office lists (decision 0112): the signed-in user's own only. Another user's
 * view answers 404, as a view that does not exist does.
 */
export const savedViewsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const now = () => new Date(deps.clock());

  app.get(
    '/api/admin/saved-views',
    {
      schema: { querystring: z.object({ table: savedViewTableSchema }), response: { 200: savedViewsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { views: await listSavedViews(db, sessionOf(request).user.id, request.query.table) };
    },
  );

  app.get(
    '/api/admin/saved-views/:id',
    { schema: { params: idParams, response: { 200: savedViewSchema } } },
    (request) => findSavedView(db, sessionOf(request).user.id, request.params.id),
  );

  app.post(
    '/api/admin/saved-views',
    { bodyLimit: 8 * 1024, schema: { body: savedViewBodySchema, response: { 201: savedViewSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createSavedView(db, sessionOf(request).user.id, request.body, now())),
  );

  app.put(
    '/api/admin/saved-views/:id',
    {
      bodyLimit: 8 * 1024,
      schema: { params: idParams, body: savedViewBodySchema, response: { 200: savedViewSchema } },
    },
    (request) => updateSavedView(db, sessionOf(request).user.id, request.params.id, request.body, now()),
  );

  app.delete('/api/admin/saved-views/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteSavedView(db, sessionOf(request).user.id, request.params.id);
    return reply.code(204).send();
  });
};
