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
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import { assignAccount, assignAccounts, listAssignees } from './assignment.service';
import { callbackRecordingSid, markCallbackDone, unmatchedCallbacks } from './callback-requests';
import { myQueue } from './my-queue.service';
import { needsReview } from './needs-review.service';
import { scopeOf } from './queue-scope';
import { unreadReplies } from './replies.repository';

const CALLBACK_NOT_FOUND = 'No open callback request with this id.';
const NO_MESSAGE = 'This callback request has no message to play.';

/** My queue, the replies to read, and account assignment (decision 0040). */
export const workQueueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/admin/contact-center/my-queue',
    { schema: { querystring: myQueueQuerySchema, response: { 200: myQueueSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const scope = scopeOf(sessionOf(request).user);
      const queue = await myQueue(deps, scope, request.query);
      // Callers no account matched left only a number: the pool's people call them back (decision 0127).
      return scope.includePool ? { ...queue, callbacks: await unmatchedCallbacks(db, deps.clock()) } : queue;
    },
  );

  app.post(
    '/api/admin/contact-center/callback-requests/:id/done',
    { schema: { params: rowIdParamsSchema(CALLBACK_NOT_FOUND) } },
    async (request) => {
      const done = await markCallbackDone(db, request.params.id, sessionOf(request).user.id, deps.clock());
      if (!done) throw new HttpError(404, CALLBACK_NOT_FOUND);
      return { success: true };
    },
  );

  // The caller's recorded message, fetched from the provider by its recording id (never by the stored URL).
  app.get(
    '/api/admin/contact-center/callback-requests/:id/message',
    { schema: { params: rowIdParamsSchema(CALLBACK_NOT_FOUND) } },
    async (request, reply) => {
      const sid = await callbackRecordingSid(db, request.params.id);
      const media = sid ? await deps.telephony.fetchRecording(sid) : null;
      if (!media) throw new HttpError(404, NO_MESSAGE);
      reply.header('cache-control', 'no-store');
      return reply.type(media.contentType).send(media.body);
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
