import { z } from 'zod';
import { listPageFields, listQueryShape } from '../lists/list-query';
import { IMPORT_TYPES } from './import-columns';
import { IMPORT_RUN_STATUSES } from './import-result';

/** GET /api/admin/imports: the history of imports, newest first by default (decision 0043). */
export const IMPORT_HISTORY_SORTS = [
  'startedAt',
  'fileName',
  'importType',
  'status',
  'totalRows',
  'errors',
] as const;

export const importHistoryQuerySchema = z.object({
  ...listQueryShape(IMPORT_HISTORY_SORTS),
  importType: z
    .enum(IMPORT_TYPES, { error: 'importType must be accounts, payments or transactions' })
    .optional(),
  status: z
    .enum(IMPORT_RUN_STATUSES, { error: `status must be one of ${IMPORT_RUN_STATUSES.join(', ')}` })
    .optional(),
});
export type ImportHistoryQuery = z.infer<typeof importHistoryQuerySchema>;

const count = z.number().int().nonnegative();

export const importHistoryItemSchema = z.object({
  /** Null for a run from before upload ids; its error file cannot be fetched by id. */
  uploadId: z.string().nullable(),
  importType: z.enum(IMPORT_TYPES),
  fileName: z.string(),
  status: z.enum(IMPORT_RUN_STATUSES),
  totalRows: count.nullable(),
  created: count,
  updated: count,
  unchanged: count,
  errors: count,
  message: z.string().nullable(),
  /** Who uploaded it (name, or username), null when that user was removed. */
  uploadedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportHistoryItem = z.infer<typeof importHistoryItemSchema>;

export const importHistoryPageSchema = z.object({
  imports: z.array(importHistoryItemSchema),
  ...listPageFields,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ImportHistoryPage = z.infer<typeof importHistoryPageSchema>;
