import { noticeOverdueSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { REPORT_ROW_LIMIT, reportRange } from '../compliance';
import { noticesOverdue } from './notice-overdue';

const rangeQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/**
 * GET /api/admin/compliance/notices-overdue?from=&to= (the compliance report's range, last 30 days
 * by default): accounts first contacted in the range whose validation notice went out more than
 * five days later, or has not gone out and is overdue today (decision 0069).
 */
export const noticeOverdueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/compliance/notices-overdue',
    { schema: { querystring: rangeQuery, response: { 200: z.array(noticeOverdueSchema) } } },
    async (request) => {
      const now = deps.clock();
      const range = reportRange(request.query, now);
      const rows = await noticesOverdue(deps.db, {
        now,
        pendingOnly: false,
        limit: REPORT_ROW_LIMIT.blocked,
      });
      return rows.filter((r) => r.firstContactOn >= range.from && r.firstContactOn <= range.to);
    },
  );
};
