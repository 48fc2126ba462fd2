import { downloadFile } from '@/lib/download-file';

/**
 * GET /api/admin/export-excel: fetches the spreadsheet and saves it under the server's name
 * (debt_accounts_export_{YYYY-MM-DD}.xlsx).
 */
export function downloadAccountsExport(): Promise<string> {
  return downloadFile('/api/admin/export-excel', 'debt_accounts_export.xlsx');
}
