import type { ImportHistoryItem, ImportHistoryPage, ImportHistoryQuery } from '@arrears/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listPage } from '../../db/list-page';
import { importRuns, users } from '../../db/schema';

const SORT_COLUMNS = {
  startedAt: importRuns.startedAt,
  fileName: sql`lower(${importRuns.fileName})`,
  importType: importRuns.importType,
  status: importRuns.status,
  totalRows: importRuns.totalRows,
  errors: importRuns.errorCount,
};

/**
 * One page of the import history: each upload's file, type, outcome and counts, who uploaded it and
 * when. The table holds one row per upload, so a page and its count stay cheap however many rows the
 * files had.
 */
export async function importHistoryPage(db: Database, query: ImportHistoryQuery): Promise<ImportHistoryPage> {
  const filters: SQL[] = [];
  if (query.importType) filters.push(eq(importRuns.importType, query.importType));
  if (query.status) filters.push(eq(importRuns.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const page = listPage(query, SORT_COLUMNS, { sort: 'startedAt', direction: 'desc' }, importRuns.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        run: importRuns,
        uploadedBy: sql<
          string | null
        >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`,
      })
      .from(importRuns)
      .leftJoin(users, eq(users.id, importRuns.createdByUserId))
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(importRuns).where(where),
  ]);
  return {
    imports: rows.map(
      ({ run, uploadedBy }): ImportHistoryItem => ({
        uploadId: run.uploadId,
        importType: run.importType,
        fileName: run.fileName,
        status: run.status as ImportHistoryItem['status'],
        totalRows: run.totalRows,
        created: run.createdCount,
        updated: run.updatedCount,
        unchanged: run.unchangedCount,
        errors: run.errorCount,
        message: run.message,
        uploadedBy,
        startedAt: run.startedAt.toISOString(),
        finishedAt: run.finishedAt?.toISOString() ?? null,
      }),
    ),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
