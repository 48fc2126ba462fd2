import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { adminArrangementRoutes } from './admin-arrangements.routes';
import { agentPlanRoutes } from './agent-plans.routes';
import { customerPlanRoutes } from './customer-plans.routes';

/**
 * Payment arrangements (decisions 0060 and 0061): plans and settlements set up by the debtor on the
 * portal or by an agent on the phone, cancelled under the refund policy, approved by staff when
 * outside the client's authority.
 */
export const arrangementsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(customerPlanRoutes, { deps });
  await app.register(agentPlanRoutes, { deps });
  await app.register(adminArrangementRoutes, { deps });
};
