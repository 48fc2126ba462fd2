import { contactChangeRequestSchema, reviewContactChangeBodySchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import {
  CONTACT_CHANGE_MESSAGES,
  contactChangeRequestsOf,
  reviewContactChangeRequest,
} from './contact-change-requests.service';

/**
 * Contact change requests on the debtor workspace (decision 0023): the debtor sends them from the chat,
 * staff list them with the account and mark each applied or dismissed. Admin and staff only.
 */
export const contactChangeRequestRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/debtors/:id/contact-change-requests',
    {
      schema: {
        params: rowIdParamsSchema('Account not found'),
        response: { 200: z.array(contactChangeRequestSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return contactChangeRequestsOf(deps.db, request.params.id);
    },
  );

  app.patch(
    '/api/contact-change-requests/:id',
    {
      schema: {
        params: rowIdParamsSchema(CONTACT_CHANGE_MESSAGES.notFound),
        body: reviewContactChangeBodySchema,
        response: { 200: contactChangeRequestSchema },
      },
    },
    (request) =>
      reviewContactChangeRequest(deps.db, {
        requestId: request.params.id,
        status: request.body.status,
        userId: sessionOf(request).user.id,
        nowMs: deps.clock(),
      }),
  );
};
