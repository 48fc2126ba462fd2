import {
  changePlanMethodBodySchema,
  createPlanBodySchema,
  easternDateOf,
  idSchema,
  PLAN_MESSAGES,
  planOptionsSchema,
  planSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { debtorActionLanguage } from '../../i18n/language';
import { sessionOf } from '../../plugins/access.plugin';
import { CARD_DECLINE_THROTTLES } from '../payments';
import { accountForCaller, ownPlan } from './plan-access';
import { cancelArrangement, changeArrangementMethod } from './plan-changes.service';
import { createArrangement } from './plan-creation.service';
import { accountTermsOf, planOptionsOf } from './plan-options';
import { plansOfUser } from './plans.repository';

const planParams = z.object({ id: idSchema(PLAN_MESSAGES.notFound) });

/**
 * The debtor's payment plans and settlements (docs/product/arrangements.md): only their own accounts, the
 * user always from the session; another's account is a 403 and a security event (plan-access.ts).
 */
export const customerPlanRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/customer/plan-options',
    {
      schema: {
        querystring: z.object({ debtAccountId: idSchema(PLAN_MESSAGES.account) }),
        response: { 200: planOptionsSchema },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const account = await accountForCaller(deps, user, request.query.debtAccountId, request.origin);
      const terms = await accountTermsOf(deps.db, account.id);
      if (!terms) throw new Error('The account disappeared');
      reply.header('cache-control', 'no-store');
      return planOptionsOf(terms, easternDateOf(deps.clock()));
    },
  );

  app.get(
    '/api/customer/plans',
    { schema: { response: { 200: z.array(planSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return plansOfUser(deps.db, sessionOf(request).user.id);
    },
  );

  app.post(
    '/api/customer/plans',
    {
      // A card saved for the plan counts as a card attempt (payment-methods.ts).
      config: { throttle: CARD_DECLINE_THROTTLES },
      schema: { body: createPlanBodySchema, response: { 201: planSchema } },
    },
    async (request, reply) => {
      const plan = await createArrangement(deps, {
        ...request.body,
        caller: sessionOf(request).user,
        origin: request.origin,
        channel: 'portal',
        lang: request.body.language ?? debtorActionLanguage(request),
      });
      return reply.code(201).send(plan);
    },
  );

  app.delete(
    '/api/customer/plans/:id',
    { schema: { params: planParams, response: { 200: planSchema } } },
    async (request) => {
      const { user } = sessionOf(request);
      const { plan } = await ownPlan(deps, user, request.params.id, request.origin);
      return cancelArrangement(deps, plan, { userId: user.id, debtor: true });
    },
  );

  app.put(
    '/api/customer/plans/:id/method',
    {
      config: { throttle: CARD_DECLINE_THROTTLES },
      schema: { params: planParams, body: changePlanMethodBodySchema, response: { 200: planSchema } },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const { plan, account } = await ownPlan(deps, user, request.params.id, request.origin);
      return changeArrangementMethod(
        deps,
        plan,
        account,
        user,
        request.body.method,
        request.origin,
        // The words are kept in the language the debtor read them in; the copy is mailed in it too.
        request.body.language ?? debtorActionLanguage(request),
      );
    },
  );
};
