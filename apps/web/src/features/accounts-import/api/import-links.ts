import type { ImportType } from '@arrears/domain';

/** GET /api/admin/import-templates/:importType?format=csv|xlsx (downloaded through a link). */
export function importTemplateUrl(importType: ImportType, format: 'csv' | 'xlsx'): string {
  return `/api/admin/import-templates/${importType}?format=${format}`;
}

/** GET /api/admin/import/:uploadId/errors.csv: every bad row of an import. */
export function importErrorsCsvUrl(uploadId: string): string {
  return `/api/admin/import/${encodeURIComponent(uploadId)}/errors.csv`;
}
