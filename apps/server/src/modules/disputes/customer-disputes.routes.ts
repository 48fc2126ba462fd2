import { customerDisputeCreateSchema, customerDisputeSchema, customerDisputesSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { customerDisputes } from './disputes.repository';
import { fileCustomerDispute } from './file-dispute.service';

/**
 * The dispute portal's calls (docs/product/disputes.md). The caller is the session's user, never an id from
 * the request: the list holds only disputes of the caller's own accounts, and a new dispute is
 * accepted only on one of them.
 */
export const customerDisputeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/customer/disputes',
    { schema: { response: { 200: customerDisputesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customerDisputes(deps.db, sessionOf(request).user.id);
    },
  );

  app.post(
    '/api/customer/disputes',
    { schema: { body: customerDisputeCreateSchema, response: { 201: customerDisputeSchema } } },
    async (request, reply) => {
      const dispute = await fileCustomerDispute(deps.db, {
        caller: sessionOf(request).user,
        origin: request.origin,
        input: request.body,
      });
      return reply.code(201).send(dispute);
    },
  );
};
