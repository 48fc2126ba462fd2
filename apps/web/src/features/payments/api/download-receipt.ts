import { downloadFile } from '@/lib/download-file';

/** GET /api/payments/{id}/receipt: the PDF receipt of an approved payment (also a plain link target). */
export function receiptPath(paymentId: number): string {
  return `/api/payments/${paymentId}/receipt`;
}

/** Fetches the receipt and saves it under the server's file name; raises ApiError on failure. */
export async function downloadReceipt(paymentId: number): Promise<void> {
  await downloadFile(receiptPath(paymentId), `receipt-${paymentId}.pdf`);
}
