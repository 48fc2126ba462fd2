import {
  assignAccountBodySchema,
  assignAccountsBodySchema,
  assigneesSchema,
  assignmentResultSchema,
  myQueueQuerySchema,
  myQueueSchema,
  needsReviewSchema,
  unreadRepliesSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import { assignAccount, assignAccounts, listAssignees } from './assignment.service';
import { myQueue } from './my-queue.service';
import { needsReview } from './needs-review.service';
import { scopeOf } from './queue-scope';
import { unreadReplies } from './replies.repository';

/** My queue, the replies to read, and account assignment (decision 0040). */
export const workQueueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/admin/contact-center/my-queue',
    { schema: { querystring: myQueueQuerySchema, response: { 200: myQueueSchema } } },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return myQueue(deps, scopeOf(sessionOf(request).user), request.query);
    },
  );

  // Accounts a scrub flag holds back, out of My queue, for staff to decide on (decision 0101).
  app.get(
    '/api/admin/contact-center/needs-review',
    { schema: { response: { 200: needsReviewSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { accounts: await needsReview(deps) };
    },
  );

  app.get(
    '/api/admin/contact-center/replies',
    { schema: { response: { 200: unreadRepliesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { replies: await unreadReplies(db, scopeOf(sessionOf(request).user)) };
    },
  );

  app.get('/api/admin/assignees', { schema: { response: { 200: assigneesSchema } } }, async () => ({
    assignees: await listAssignees(db),
  }));

  app.put(
    '/api/admin/accounts/:id/assignment',
    {
      schema: {
        params: rowIdParamsSchema('Account not found'),
        body: assignAccountBodySchema,
        response: { 200: assignmentResultSchema },
      },
    },
    (request) => assignAccount(db, request.params.id, request.body.userId, sessionOf(request).user.id),
  );

  app.post(
    '/api/admin/accounts/assignment',
    { schema: { body: assignAccountsBodySchema, response: { 200: assignmentResultSchema } } },
    (request) => assignAccounts(db, request.body.accountIds, request.body.userId, sessionOf(request).user.id),
  );
};
