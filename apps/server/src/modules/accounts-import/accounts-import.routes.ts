import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_TYPES,
  type ImportProgress,
  type ImportResult,
  type ImportType,
  importProgressSchema,
  importResultSchema,
  importTemplateQuerySchema,
  importUploadIdSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { csvLine } from './csv-text';
import { detectFileKind } from './file-kind';
import { importFile } from './import-run.service';
import { holdImportRun, reportInterruptedRuns } from './import-run-liveness';
import { createImportRun, findImportRunByUpload, rowErrorsOf } from './import-runs.repository';
import { templateCsv, templateFileName, templateXlsx } from './import-templates';
import { UnreadableFileError } from './sheets/sheet-rows';
import { receiveUpload } from './upload-receiver';

const importTypeSchema = z.enum(IMPORT_TYPES, {
  error: 'importType must be accounts, payments or transactions',
});
const uploadParams = z.object({ uploadId: importUploadIdSchema });

const UNREADABLE = {
  empty: 'The file is empty.',
  'broken-workbook': 'The workbook could not be read: it is damaged or incomplete.',
} as const;

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
        if (!upload.path) throw new HttpError(400, IMPORT_MESSAGES.missingFile);
        const importType = importTypeSchema.safeParse(upload.fields.importType);
        if (!importType.success) throw new HttpError(400, importType.error.issues[0].message);
        const uploadId = upload.fields.uploadId || randomUUID();
        const validId = importUploadIdSchema.safeParse(uploadId);
        if (!validId.success) throw new HttpError(400, validId.error.issues[0].message);
        if (await findImportRunByUpload(deps.db, uploadId))
          throw new HttpError(409, 'This uploadId was already used; send a new one.');

        const verdict = await detectFileKind(upload.path);
        if (verdict.kind === null) {
          throw new HttpError(
            400,
            verdict.reason === 'not-spreadsheet' ? IMPORT_MESSAGES.wrongType : UNREADABLE[verdict.reason],
          );
        }
        // Held before the run exists, so no reader ever sees it 'running' and unheld.
        const hold = await holdImportRun(deps, uploadId);
        try {
          const run = await createImportRun(deps.db, {
            uploadId,
            importType: importType.data,
            fileName: upload.fileName,
            fileSha256: upload.sha256,
            userId: user.id,
          });
          request.log.info(
            { importRunId: run.id, importType: importType.data, bytes: upload.size },
            'import started',
          );
          const outcome = await importFile(deps, {
            runId: run.id,
            importType: importType.data,
            kind: verdict.kind,
            path: upload.path,
            userId: user.id,
          });
          const { created, updated, unchanged, errors } = outcome.counts;
          return {
            importType: importType.data,
            uploadId,
            [importType.data]: created + updated + unchanged,
            errors,
            created,
            updated,
            unchanged,
            totalRows: outcome.totalRows,
            rowErrors: outcome.rowErrors,
            unknownColumns: outcome.unknownColumns,
          };
        } catch (error) {
          if (error instanceof UnreadableFileError) throw new HttpError(400, error.message);
          throw error;
        } finally {
          await hold.release();
        }
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
