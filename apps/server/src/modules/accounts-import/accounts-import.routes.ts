import { Readable } from 'node:stream';
import {
  IMPORT_MAX_BYTES,
  type ImportProgress,
  type ImportResult,
  type ImportType,
  importHistoryPageSchema,
  importHistoryQuerySchema,
  importProgressSchema,
  importResultSchema,
  importTemplateQuerySchema,
  importUploadIdSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvLine } from '../../csv-text';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { importHistoryPage } from './import-history.repository';
import { reportInterruptedRuns } from './import-run-liveness';
import { findImportRunByUpload, rowErrorsOf } from './import-runs.repository';
import { templateCsv, templateFileName, templateXlsx } from './import-templates';
import { importTypeSchema, importUpload } from './import-upload.service';
import { receiveUpload } from './upload-receiver';

const uploadParams = z.object({ uploadId: importUploadIdSchema });

/**
 * Benchmarks measure a 100,000-row file (about 25 MB) in one request: with BENCH_ROUTES outside
 * production the size limit is raised for that; everywhere else it is the spec's 10 MB.
 */
const BENCH_MAX_BYTES = 256 * 1024 * 1024;

/** Import of accounts, payments and transactions (/admin/import, docs/product/accounts-import.md). */
export const accountsImportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const maxBytes = deps.config.benchRoutes && !deps.config.isProduction ? BENCH_MAX_BYTES : IMPORT_MAX_BYTES;
  // Runs left 'running' by a process that was killed are reported as stopped (import-run-liveness.ts).
  await reportInterruptedRuns(deps);

  app.post(
    '/api/admin/import',
    { schema: { response: { 200: importResultSchema } } },
    async (request): Promise<ImportResult> => {
      const { user } = sessionOf(request);
      const upload = await receiveUpload(request, maxBytes);
      try {
        return await importUpload(deps, upload, user.id, request.log);
      } finally {
        await upload.discard();
      }
    },
  );

  async function runOf(uploadId: string) {
    const run = await findImportRunByUpload(deps.db, uploadId);
    if (!run) throw new HttpError(404, 'No import with this uploadId.');
    return run;
  }

  app.get(
    '/api/admin/imports',
    { schema: { querystring: importHistoryQuerySchema, response: { 200: importHistoryPageSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Runs a killed process left 'running' read as stopped here too.
      await reportInterruptedRuns(deps);
      return importHistoryPage(deps.db, request.query);
    },
  );

  app.get(
    '/api/admin/import/:uploadId',
    { schema: { params: uploadParams, response: { 200: importProgressSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await reportInterruptedRuns(deps, request.params.uploadId);
      const run = await runOf(request.params.uploadId);
      return {
        uploadId: request.params.uploadId,
        importType: run.importType,
        status: run.status as ImportProgress['status'],
        totalRows: run.totalRows,
        processedRows: run.processedRows,
        created: run.createdCount,
        updated: run.updatedCount,
        unchanged: run.unchangedCount,
        errors: run.errorCount,
        lastCommittedRow: run.lastCommittedRow,
        message: run.message,
      };
    },
  );

  app.get(
    '/api/admin/import/:uploadId/errors.csv',
    { schema: { params: uploadParams } },
    async (request, reply) => {
      const run = await runOf(request.params.uploadId);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="import_errors_${run.id}.csv"`)
        .header('Cache-Control', 'no-store');
      const db = deps.db;
      async function* lines() {
        yield csvLine(['row', 'column', 'reason']);
        for await (const page of rowErrorsOf(db, run.id)) {
          yield page.map((e) => csvLine([e.row, e.column, e.reason])).join('');
        }
      }
      return reply.send(Readable.from(lines()));
    },
  );

  app.get(
    '/api/admin/import-templates/:importType',
    {
      schema: { params: z.object({ importType: importTypeSchema }), querystring: importTemplateQuerySchema },
    },
    async (request, reply) => {
      const importType: ImportType = request.params.importType;
      const { format } = request.query;
      reply.header('Content-Disposition', `attachment; filename="${templateFileName(importType, format)}"`);
      if (format === 'xlsx') {
        reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(await templateXlsx(importType));
      }
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      return reply.send(templateCsv(importType));
    },
  );
};
