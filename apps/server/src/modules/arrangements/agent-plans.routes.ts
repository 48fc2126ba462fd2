import {
  agentCreatePlanBodySchema,
  easternDateOf,
  idSchema,
  PLAN_MESSAGES,
  planOptionsSchema,
  planSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { accountIdParamsSchema, requireAccount } from '../accounts';
import { planOfAccount } from './plan-access';
import { cancelArrangement } from './plan-changes.service';
import { createArrangement } from './plan-creation.service';
import { accountTermsOf, planOptionsOf } from './plan-options';
import { plansOfAccount } from './plans.repository';

/**
 * The agent workspace's plans (`:id` is the debt account, as for promises): admin and staff on any
 * account, a collector on one assigned to them (route-access.ts checks that before these run).
 */
export const agentPlanRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const params = accountIdParamsSchema;

  app.get(
    '/api/debtors/:id/plan-options',
    { schema: { params, response: { 200: planOptionsSchema } } },
    async (request) => {
      const account = await requireAccount(deps.db, request.params.id);
      const terms = await accountTermsOf(deps.db, account.id);
      if (!terms) throw new Error('The account disappeared');
      return planOptionsOf(terms, easternDateOf(deps.clock()));
    },
  );

  app.get(
    '/api/debtors/:id/plans',
    { schema: { params, response: { 200: z.array(planSchema) } } },
    async (request) => plansOfAccount(deps.db, (await requireAccount(deps.db, request.params.id)).id),
  );

  app.post(
    '/api/debtors/:id/plans',
    { schema: { params, body: agentCreatePlanBodySchema, response: { 201: planSchema } } },
    async (request, reply) => {
      const account = await requireAccount(deps.db, request.params.id);
      const { debtAccountId, authorizationRead: _, settlementAmount, ...body } = request.body;
      // The path names the account; a body naming another is a mistake, not a second account.
      if (debtAccountId !== account.id) throw new HttpError(400, PLAN_MESSAGES.account);
      const plan = await createArrangement(deps, {
        ...body,
        settlementAmountCents: settlementAmount,
        debtAccountId: account.id,
        caller: sessionOf(request).user,
        origin: request.origin,
        channel: 'agent',
      });
      return reply.code(201).send(plan);
    },
  );

  app.post(
    '/api/debtors/:id/plans/:planId/cancel',
    {
      schema: {
        params: params.extend({ planId: idSchema(PLAN_MESSAGES.notFound) }),
        response: { 200: planSchema },
      },
    },
    async (request) => {
      const account = await requireAccount(deps.db, request.params.id);
      const plan = await planOfAccount(deps, account.id, request.params.planId);
      return cancelArrangement(deps, plan, { userId: sessionOf(request).user.id, debtor: false });
    },
  );
};
