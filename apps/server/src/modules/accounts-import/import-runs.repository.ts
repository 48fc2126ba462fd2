import type { ImportRowError, ImportType } from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { importRowErrors, importRuns } from '../../db/schema';

/**
 * import_runs holds one import's progress while it runs (so any server instance can answer the
 * progress call) and its counts afterwards; import_row_errors holds every bad row. Both are
 * written in the same transaction as the rows they describe.
 */
export type ImportRunRow = typeof importRuns.$inferSelect;
type Executor = Pick<Database, 'execute' | 'update'>;

export interface BatchCounts {
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
}

export async function createImportRun(
  db: Database,
  run: { uploadId: string; importType: ImportType; fileName: string; fileSha256: string; userId: number },
): Promise<ImportRunRow> {
  const [row] = await db
    .insert(importRuns)
    .values({
      uploadId: run.uploadId,
      importType: run.importType,
      fileName: run.fileName,
      fileSha256: run.fileSha256,
      createdByUserId: run.userId,
    })
    .returning();
  return row;
}

export async function setTotalRows(db: Database, runId: number, totalRows: number | null): Promise<void> {
  await db.update(importRuns).set({ totalRows }).where(eq(importRuns.id, runId));
}

/** Progress of one committed batch, in the batch's own transaction. */
export async function recordBatch(
  tx: Executor,
  runId: number,
  batch: { processedRows: number; lastRow: number; counts: BatchCounts; errors: ImportRowError[] },
): Promise<void> {
  const { counts } = batch;
  await tx
    .update(importRuns)
    .set({
      processedRows: batch.processedRows,
      lastCommittedRow: batch.lastRow,
      createdCount: sql`${importRuns.createdCount} + ${counts.created}`,
      updatedCount: sql`${importRuns.updatedCount} + ${counts.updated}`,
      unchangedCount: sql`${importRuns.unchangedCount} + ${counts.unchanged}`,
      errorCount: sql`${importRuns.errorCount} + ${counts.errors}`,
    })
    .where(eq(importRuns.id, runId));
  if (batch.errors.length === 0) return;
  // One statement for all the batch's errors, however many (a file of bad rows stays fast).
  await tx.execute(sql`
    INSERT INTO import_row_errors (import_run_id, row_number, "column", reason)
    SELECT ${runId}::integer, e.row, e.column, e.reason
    FROM json_to_recordset(${JSON.stringify(batch.errors)}::json) AS e("row" integer, "column" text, reason text)`);
}

export async function finishImportRun(
  db: Database,
  runId: number,
  outcome: { status: 'completed' | 'failed'; totalRows: number; message?: string | null },
): Promise<void> {
  await db
    .update(importRuns)
    .set({
      status: outcome.status,
      totalRows: outcome.totalRows,
      message: outcome.message ?? null,
      finishedAt: sql`now()`,
    })
    .where(eq(importRuns.id, runId));
}

export async function findImportRun(db: Database, runId: number): Promise<ImportRunRow | null> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  return row ?? null;
}

export async function findImportRunByUpload(db: Database, uploadId: string): Promise<ImportRunRow | null> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.uploadId, uploadId));
  return row ?? null;
}

/** Every bad row of a run in file order, a page at a time (the CSV download streams them). */
export async function* rowErrorsOf(
  db: Database,
  runId: number,
  pageSize = 5000,
): AsyncIterable<ImportRowError[]> {
  let afterId = 0;
  for (;;) {
    const page = await db
      .select({
        id: importRowErrors.id,
        row: importRowErrors.rowNumber,
        column: importRowErrors.column,
        reason: importRowErrors.reason,
      })
      .from(importRowErrors)
      .where(sql`${importRowErrors.importRunId} = ${runId} AND ${importRowErrors.id} > ${afterId}`)
      .orderBy(importRowErrors.id)
      .limit(pageSize);
    if (page.length === 0) return;
    afterId = page[page.length - 1].id;
    yield page.map(({ row, column, reason }) => ({ row, column, reason }));
  }
}
