import {
  complianceReportQuerySchema,
  complianceReportSchema,
  contactPreferenceSchema,
  recordPreferenceBodySchema,
  revokePreferenceBodySchema,
  wrongPartyReportSchema,
  wrongPartyReviewBodySchema,
} from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import { requireAccount } from '../accounts';
import { reviewWrongPartyReport, wrongPartyReportsOf } from './chat-requests.service';
import { complianceCsv, complianceExportName, complianceXlsx } from './compliance-export';
import { type Actor, preferencesOf, recordPreference, revokePreference } from './compliance-records.service';
import { complianceReport, REPORT_ROW_LIMIT, reportRange } from './compliance-report.repository';

/** A recorded opt-out, consent or cease, as the agent screen lists it. */
const accountParams = rowIdParamsSchema('Account not found');
const preferenceParams = accountParams.extend({
  prefId: z.coerce
    .number()
    .int('Contact preference not found')
    .positive('Contact preference not found')
    .max(2_147_483_647, 'Contact preference not found'),
});
const reportParams = accountParams.extend({
  reportId: z.coerce
    .number()
    .int('Wrong-person report not found')
    .positive('Wrong-person report not found')
    .max(2_147_483_647, 'Wrong-person report not found'),
});
const exportQuery = complianceReportQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Format must be csv or xlsx' }).default('csv'),
});

/**
 * Compliance (decision 0024): what the agent records (opt-outs, consent, cease), and the admin report
 * of blocked attempts and weekly contacts. The validation notice's record is the letters' own.
 */
export const complianceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const actorOf = (request: FastifyRequest): Actor => {
    const { user } = sessionOf(request);
    return { id: user.id, role: user.role, username: user.username, origin: request.origin };
  };

  app.get(
    '/api/debtors/:id/compliance/preferences',
    { schema: { params: accountParams, response: { 200: z.array(contactPreferenceSchema) } } },
    async (request) => {
      await requireAccount(db, request.params.id);
      return preferencesOf(db, request.params.id);
    },
  );

  app.post(
    '/api/debtors/:id/compliance/preferences',
    {
      schema: {
        params: accountParams,
        body: recordPreferenceBodySchema,
        response: { 200: contactPreferenceSchema },
      },
    },
    (request) =>
      recordPreference(db, {
        accountId: request.params.id,
        userId: sessionOf(request).user.id,
        ...request.body,
        actor: actorOf(request),
      }),
  );

  // Lifting needs a reason; who may lift what is decision 0088 (compliance-records.service.ts).
  app.delete(
    '/api/debtors/:id/compliance/preferences/:prefId',
    {
      schema: {
        params: preferenceParams,
        body: revokePreferenceBodySchema,
        response: { 200: contactPreferenceSchema },
      },
    },
    (request) =>
      revokePreference(db, {
        accountId: request.params.id,
        preferenceId: request.params.prefId,
        reason: request.body.reason,
        actor: actorOf(request),
      }),
  );

  // Wrong-person reports of a chat that proved no identity: nothing stopped until staff decide.
  app.get(
    '/api/debtors/:id/compliance/wrong-party-reports',
    { schema: { params: accountParams, response: { 200: z.array(wrongPartyReportSchema) } } },
    async (request) => {
      await requireAccount(db, request.params.id);
      return wrongPartyReportsOf(db, request.params.id);
    },
  );

  app.post(
    '/api/debtors/:id/compliance/wrong-party-reports/:reportId',
    {
      schema: {
        params: reportParams,
        body: wrongPartyReviewBodySchema,
        response: { 200: z.array(wrongPartyReportSchema) },
      },
    },
    async (request) => {
      await reviewWrongPartyReport(db, {
        accountId: request.params.id,
        reportId: request.params.reportId,
        action: request.body.action,
        userId: sessionOf(request).user.id,
      });
      return wrongPartyReportsOf(db, request.params.id);
    },
  );

  app.get(
    '/api/admin/compliance',
    { schema: { querystring: complianceReportQuerySchema, response: { 200: complianceReportSchema } } },
    (request) => {
      const { from, to, weeklyPage, weeklyPageSize, ...table } = request.query;
      return complianceReport(db, reportRange({ from, to }, deps.clock()), table, {
        weeklyPage,
        weeklyPageSize,
      });
    },
  );

  app.get(
    '/api/admin/compliance/export',
    { schema: { querystring: exportQuery } },
    async (request, reply) => {
      const range = reportRange(request.query, deps.clock());
      // The file keeps its own, larger limits (REPORT_ROW_LIMIT), read by the same queries.
      const report = await complianceReport(db, range, {}, {}, REPORT_ROW_LIMIT);
      const format = request.query.format;
      reply
        .header('Content-Disposition', `attachment; filename="${complianceExportName(range, format)}"`)
        .header('Cache-Control', 'no-store');
      if (format === 'xlsx') {
        reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(await complianceXlsx(report));
      }
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      return reply.send(complianceCsv(report));
    },
  );
};
