import { setTimeBarredBodySchema, timeBarredSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { accountIdParamsSchema } from '../accounts';
import { markTimeBarred } from './time-barred.service';

/**
 * PUT /api/admin/accounts/{id}/time-barred (admin, staff): marks an account past, or not past, the
 * statute of limitations (decision 0067). Its letters made from then on never mention legal action
 * and carry its state's disclosure. Audited, and on the account's timeline.
 */
export const timeBarredRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    '/api/admin/accounts/:id/time-barred',
    {
      schema: {
        params: accountIdParamsSchema,
        body: setTimeBarredBodySchema,
        response: { 200: timeBarredSchema },
      },
    },
    (request) =>
      markTimeBarred(deps.db, {
        accountId: request.params.id,
        timeBarred: request.body.timeBarred,
        userId: sessionOf(request).user.id,
      }),
  );
};
