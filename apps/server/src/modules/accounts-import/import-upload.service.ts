import { randomUUID } from 'node:crypto';
import {
  CLIENT_PORTAL_MESSAGES,
  IMPORT_MESSAGES,
  IMPORT_TYPES,
  type ImportResult,
  type ImportRowError,
  importUploadIdSchema,
} from '@arrears/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { detectFileKind } from './file-kind';
import { importFile } from './import-run.service';
import { holdImportRun } from './import-run-liveness';
import { createImportRun, findImportRunByUpload } from './import-runs.repository';
import { UnreadableFileError } from './sheets/sheet-rows';
import type { StoredUpload } from './upload-receiver';

export const importTypeSchema = z.enum(IMPORT_TYPES, {
  error: 'importType must be accounts, payments or transactions',
});

const UNREADABLE = {
  empty: 'The file is empty.',
  'broken-workbook': 'The workbook could not be read: it is damaged or incomplete.',
} as const;

/**
 * A client's own file (decision 0091): a row refused for what only the agency may say is answered
 * "rejected", with no column, whatever the cause; the import's record (the agency's view) keeps why.
 */
function forClient(rowErrors: ImportRowError[], withheldRows: number[]): ImportRowError[] {
  if (withheldRows.length === 0) return rowErrors;
  const withheld = new Set(withheldRows);
  return rowErrors.map((e) =>
    withheld.has(e.row) ? { row: e.row, column: null, reason: CLIENT_PORTAL_MESSAGES.rowRejected } : e,
  );
}

/**
 * Imports a received upload: checks its fields and file kind, claims its uploadId (a second request
 * with the same id is refused), then runs the import and answers with its counts. The caller
 * discards the stored file.
 */
export async function importUpload(
  deps: AppDeps,
  upload: StoredUpload,
  userId: number,
  log: FastifyBaseLogger,
  /** A client's own placement file (the client portal): accounts only, every row to this client. */
  scopeClientId: number | null = null,
): Promise<ImportResult> {
  if (!upload.path) throw new HttpError(400, IMPORT_MESSAGES.missingFile);
  const importType = importTypeSchema.safeParse(upload.fields.importType);
  if (!importType.success) throw new HttpError(400, importType.error.issues[0].message);
  if (scopeClientId !== null && importType.data !== 'accounts')
    throw new HttpError(400, CLIENT_PORTAL_MESSAGES.accountsOnly);
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
      userId,
    });
    log.info({ importRunId: run.id, importType: importType.data, bytes: upload.size }, 'import started');
    const outcome = await importFile(deps, {
      runId: run.id,
      importType: importType.data,
      kind: verdict.kind,
      path: upload.path,
      userId,
      scopeClientId,
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
      rowErrors:
        scopeClientId === null ? outcome.rowErrors : forClient(outcome.rowErrors, outcome.withheldRows),
      unknownColumns: outcome.unknownColumns,
    };
  } catch (error) {
    if (error instanceof UnreadableFileError) throw new HttpError(400, error.message);
    throw error;
  } finally {
    await hold.release();
  }
}
