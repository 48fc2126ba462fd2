import {
  ADMIN_MESSAGES,
  securityDashboardSchema,
  securitySearchResponseSchema,
  securitySearchSchema,
  securityStatsSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { loadDashboard, loadStats, searchEvents, searchEventsPage } from './security-dashboard.repository';
import { throttleRows } from './throttle-rows';

/** Admin only (route-access.ts); anyone else gets the spec's own words (docs/product/security-dashboard.md). */
const config = { deniedMessage: ADMIN_MESSAGES.administratorPrivilegesRequired };

/** The Security Dashboard's three calls (docs/product/security-dashboard.md). */
export const securityDashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/security/dashboard',
    { config, schema: { response: { 200: securityDashboardSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ...(await loadDashboard(db)), throttles: throttleRows(app.throttledRoutes) };
    },
  );

  app.get(
    '/api/security/stats',
    { config, schema: { response: { 200: securityStatsSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return loadStats(db);
    },
  );

  app.post(
    '/api/security/search',
    { config, schema: { body: securitySearchSchema, response: { 200: securitySearchResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { sort, direction, page, pageSize } = request.body;
      if ([sort, direction, page, pageSize].every((v) => v === undefined))
        return { events: await searchEvents(db, request.body) };
      return searchEventsPage(db, request.body);
    },
  );
};
