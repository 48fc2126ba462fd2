import { throwIfNotOk } from '@/lib/api-client';

const FALLBACK_NAME = 'debt_accounts_export.xlsx';

/** The file name of a Content-Disposition header, if it has one. */
export function fileNameOf(contentDisposition: string | null): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ?? FALLBACK_NAME;
}

/**
 * GET /api/admin/export-excel: fetches the spreadsheet and saves it under the server's name
 * (debt_accounts_export_{YYYY-MM-DD}.xlsx).
 */
export async function downloadAccountsExport(): Promise<string> {
  const res = await fetch('/api/admin/export-excel', { credentials: 'include' });
  await throwIfNotOk(res);
  const name = fileNameOf(res.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser reads the blob after the click returns: free it once the download has surely started.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
  return name;
}
