import { z } from 'zod';
import { IMPORT_TYPES } from './import-columns';

/**
 * The answers of the import calls (docs/product/accounts-import.md "Import result": the count of accounts, payments or
 * transactions and the count of errors), plus what the page shows around them: how many rows were
 * created, updated or left unchanged, the first row errors and the columns nobody knew.
 */
export const IMPORT_ROW_ERRORS_SHOWN = 1000;

/** The client's id for one upload, so the page can ask for its progress while it runs. */
export const importUploadIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'uploadId must be 8 to 64 letters, digits, - or _');

export const importRowErrorSchema = z.object({
  /** The row as numbered in the file (the header is row 1). */
  row: z.number().int(),
  /** The column as named in the file's header, or null for the whole row. */
  column: z.string().nullable(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

const count = z.number().int().min(0);

export const importResultSchema = z.object({
  importType: z.enum(IMPORT_TYPES),
  uploadId: z.string(),
  /** Good rows of an accounts import (created + updated + unchanged). */
  accounts: count.optional(),
  payments: count.optional(),
  transactions: count.optional(),
  /** Rows skipped because of a bad value. */
  errors: count,
  created: count,
  updated: count,
  unchanged: count,
  /** Data rows read (the header and blank rows are not counted). */
  totalRows: count,
  /** The first IMPORT_ROW_ERRORS_SHOWN problems; all of them in GET /api/admin/import/:uploadId/errors.csv. */
  rowErrors: z.array(importRowErrorSchema),
  unknownColumns: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** interrupted: the server working on it stopped (crash, kill) before the end; see lastCommittedRow. */
export const IMPORT_RUN_STATUSES = ['running', 'completed', 'failed', 'interrupted'] as const;

export const importProgressSchema = z.object({
  uploadId: z.string(),
  importType: z.enum(IMPORT_TYPES),
  status: z.enum(IMPORT_RUN_STATUSES),
  /** Known for CSV and .xls files once the upload is stored; for .xlsx only at the end. */
  totalRows: count.nullable(),
  processedRows: count,
  created: count,
  updated: count,
  unchanged: count,
  errors: count,
  /** The last file row (the header is row 1) whose batch is committed: where a stopped run stopped. */
  lastCommittedRow: count,
  message: z.string().nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
