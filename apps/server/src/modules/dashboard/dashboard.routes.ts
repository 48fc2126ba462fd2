import {
  DASHBOARD_MESSAGES,
  dashboardSummarySchema,
  hotLeadsQuerySchema,
  hotLeadsResponseSchema,
  totalCollectedSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { loadDashboardSummary, loadTotalCollected } from './dashboard.repository';
import { findHotLeads, findHotLeadsPage } from './hot-leads.repository';

/** The dashboard's calls (docs/product/dashboard.md); admin and staff only (route-access.ts). Figures are never cached. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/admin/dashboard-summary',
    { schema: { response: { 200: dashboardSummarySchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return loadDashboardSummary(db, deps.config.testAccountNumber);
    },
  );

  app.get(
    '/api/admin/total-collected',
    { schema: { response: { 200: totalCollectedSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const excludedTestAccount = deps.config.testAccountNumber;
      return { totalCollected: await loadTotalCollected(db, excludedTestAccount), excludedTestAccount };
    },
  );

  app.get(
    '/api/admin/hot-leads',
    {
      // The page shows the 403 in the spec's words (docs/product/dashboard.md).
      config: { deniedMessage: DASHBOARD_MESSAGES.adminPrivilegesRequired },
      schema: { querystring: hotLeadsQuerySchema, response: { 200: hotLeadsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { days, sort, ...list } = request.query;
      if (!Object.values(list).some((v) => v !== undefined))
        return { hotLeads: await findHotLeads(db, days, sort) };
      return findHotLeadsPage(db, days, sort, list);
    },
  );
};
