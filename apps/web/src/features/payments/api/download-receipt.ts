import { throwIfNotOk } from '@/lib/api-client';

/** GET /api/payments/{id}/receipt: the PDF receipt of an approved payment (also a plain link target). */
export function receiptPath(paymentId: number): string {
  return `/api/payments/${paymentId}/receipt`;
}

function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ?? fallback;
}

/** Fetches the receipt and saves it under the server's file name; raises ApiError on failure. */
export async function downloadReceipt(paymentId: number): Promise<void> {
  const res = await fetch(receiptPath(paymentId), { credentials: 'include' });
  await throwIfNotOk(res);
  const name = fileNameOf(res.headers.get('Content-Disposition'), `receipt-${paymentId}.pdf`);
  saveBlob(await res.blob(), name);
}

/** Saves a blob through a temporary link (also used by the history's CSV export). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
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
}
