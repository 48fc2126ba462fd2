import { z } from 'zod';

/**
 * Documents tied to a debt account: uploaded as PDFs by staff on /admin/documents (docs/product/documents.md),
 * listed, viewed and downloaded by the account's debtor on /documents (docs/product/documents.md).
 */

/** Document types (docs/product/documents.md), in the order the upload form offers them. */
export const DOCUMENT_TYPES = ['contract', 'agreement', 'statement', 'notice', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  contract: 'Loan Contract',
  agreement: 'Payment Agreement',
  statement: 'Account Statement',
  notice: 'Notice',
  other: 'Other',
};

/** The label of a stored type; a value outside the list shows as it is. */
export function documentTypeLabel(type: string): string {
  return (DOCUMENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** The largest document accepted ('maximum 10MB', docs/product/documents.md); the server enforces it. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  /** docs/product/documents.md. */
  invalidType: 'Invalid file type - Only PDF files are allowed',
  missingInformation: 'Missing information - Please select a file and debt account',
  maxSizeHint: 'PDF files only, maximum 10MB',
  /** docs/product/documents.md. */
  fetchFailed: 'Failed to fetch documents',
  uploadFailed: 'Upload failed',
  deleteFailed: 'Delete failed',
  /** docs/product/documents.md. */
  empty: 'No Documents Available',
  /** Ours (the spec is silent). */
  tooLarge: 'File too large - The maximum size is 10MB',
  invalidDocumentType: 'Please choose a document type',
  accountNotFound: 'Debt account not found',
  notFound: 'Document not found',
  oneFileOnly: 'Please send one file with the fields debtAccountId and documentType',
  uploaded: 'Document Uploaded',
  deleted: 'Document Deleted',
} as const;

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: DOCUMENT_MESSAGES.invalidDocumentType });

/** GET /api/customer/documents: the caller's own documents, newest first (customer document, docs/product/documents.md). */
export const customerDocumentSchema = z.object({
  id: z.number(),
  originalFilename: z.string(),
  documentType: z.string(),
  /** Bytes. */
  size: z.number(),
  createdAt: z.string(),
  accountNumber: z.string(),
  /**
   * upload: a file staff uploaded (opened at /api/customer/documents/{id}); letter: a letter we sent
   * (decision 0069), its PDF at /api/letters/{id}/pdf. Ids are unique within a kind only.
   */
  kind: z.enum(['upload', 'letter']),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;
export const customerDocumentsSchema = z.array(customerDocumentSchema);

/** GET /api/admin/documents/{accountId} and the answer of an upload: a document as staff see it. */
export const adminDocumentSchema = customerDocumentSchema.extend({
  debtAccountId: z.number(),
  sha256: z.string(),
  /** Username of the uploader; null once that user is gone. */
  uploadedBy: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
export const adminDocumentsSchema = z.array(adminDocumentSchema);

export const deleteDocumentResultSchema = z.object({ success: z.literal(true), id: z.number() });

/**
 * The file of a document: GET /api/customer/documents/{id} (the debtor's own) and
 * GET /api/admin/documents/{id}/file (staff). Inline by default, for a new tab; `?download=1`
 * answers it as an attachment under its original name.
 */
export function customerDocumentFilePath(id: number, download = false): string {
  return `/api/customer/documents/${id}${download ? '?download=1' : ''}`;
}
/** The file of a row of GET /api/customer/documents, whichever kind it is. */
export function customerDocumentHref(doc: Pick<CustomerDocument, 'id' | 'kind'>, download = false): string {
  if (doc.kind === 'letter') return `/api/letters/${doc.id}/pdf${download ? '' : '?inline=1'}`;
  return customerDocumentFilePath(doc.id, download);
}
export function adminDocumentFilePath(id: number, download = false): string {
  return `/api/admin/documents/${id}/file${download ? '?download=1' : ''}`;
}

/**
 * The browser's check before an upload (docs/product/documents.md: only application/pdf). Some systems report no
 * type at all: then the .pdf name decides. The server checks the content whatever the browser says.
 */
export function isPdfUpload(file: { name: string; type: string }): boolean {
  if (file.type) return file.type === 'application/pdf';
  return /\.pdf$/i.test(file.name);
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** "0 Bytes", "512 Bytes", "1.5 KB", "2.25 MB", "1 GB" (docs/product/documents.md): 1024-based, at most 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** unit;
  return `${Number(value.toFixed(2))} ${SIZE_UNITS[unit]}`;
}
