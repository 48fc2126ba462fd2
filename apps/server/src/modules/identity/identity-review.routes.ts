import {
  IDENTITY_REVIEW_MESSAGES,
  identityReviewDecisionResponseSchema,
  identityReviewDecisionSchema,
  identityReviewListSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import { decideIdentityReview, listIdentityReviews } from './identity-review.service';

/** The staff's identity review queue (decision 0086). */
export const identityReviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/api/admin/identity-reviews', { schema: { response: { 200: identityReviewListSchema } } }, () =>
    listIdentityReviews(deps),
  );

  app.post(
    '/api/admin/identity-reviews/:id',
    {
      schema: {
        params: rowIdParamsSchema(IDENTITY_REVIEW_MESSAGES.notFound),
        body: identityReviewDecisionSchema,
        response: { 200: identityReviewDecisionResponseSchema },
      },
    },
    (request) =>
      decideIdentityReview(deps, {
        accountId: request.params.id,
        decision: request.body,
        actor: sessionOf(request).user,
        origin: request.origin,
      }),
  );
};
