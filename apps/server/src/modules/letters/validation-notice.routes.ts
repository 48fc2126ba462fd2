import { recordValidationNoticeBodySchema, validationPeriodAnswerSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import { recordValidationNotice } from './validation-notices';

const accountParams = rowIdParamsSchema('Account not found');

/**
 * The agent records when the validation notice was sent, when it went out otherwise than as one of
 * our letters. Its path stays with the workspace's compliance calls; the record is the letters'.
 */
export const validationNoticeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/debtors/:id/compliance/validation-notice',
    {
      schema: {
        params: accountParams,
        body: recordValidationNoticeBodySchema,
        response: { 200: validationPeriodAnswerSchema },
      },
    },
    (request) =>
      recordValidationNotice(deps.db, {
        accountId: request.params.id,
        userId: sessionOf(request).user.id,
        ...request.body,
        now: deps.clock(),
        role: sessionOf(request).user.role,
      }),
  );
};
