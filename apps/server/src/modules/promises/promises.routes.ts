import {
  createPromiseBodySchema,
  promiseSchema,
  promisesPageSchema,
  promisesQuerySchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { accountIdParamsSchema, requireAccount } from '../accounts';
import { listPromises, promisesOfAccount } from './promises.repository';
import { createPromise } from './promises.service';

/** Promises to pay (decision 0058): agents make them on the workspace; the back office lists them. */
export const promiseRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const params = accountIdParamsSchema;

  app.post(
    '/api/debtors/:id/promises',
    { schema: { params, body: createPromiseBodySchema, response: { 201: promiseSchema } } },
    async (request, reply) => {
      const row = await createPromise(
        db,
        {
          debtAccountId: request.params.id,
          amountCents: request.body.amount,
          dueDate: request.body.dueDate,
          userId: sessionOf(request).user.id,
          source: 'api',
        },
        deps.clock(),
      );
      const [made] = (await promisesOfAccount(db, row.debtAccountId)).filter((p) => p.id === row.id);
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/api/debtors/:id/promises',
    { schema: { params, response: { 200: z.array(promiseSchema) } } },
    async (request) => promisesOfAccount(db, (await requireAccount(db, request.params.id)).id),
  );

  app.get(
    '/api/admin/promises',
    { schema: { querystring: promisesQuerySchema, response: { 200: promisesPageSchema } } },
    (request) => listPromises(db, request.query),
  );
};
