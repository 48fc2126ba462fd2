import { type CustomerDocument, documentTypeLabel, formatFileSize } from '@arrears/domain';
import { Download, ExternalLink, FileText, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@/ui/button';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Mar 2, 2026" from the stored time; the raw value when it is not a date. */
export function formatDocumentDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export interface DocumentListProps<T extends CustomerDocument> {
  documents: readonly T[];
  /** The file's address: inline for View, an attachment for Download. */
  fileHref: (document: T, download: boolean) => string;
  /** Show the account number on each row (a customer with several accounts). */
  showAccount?: boolean;
  /** Adds a Delete button (staff). */
  onDelete?: (document: T) => void;
}

/**
 * Documents with original filename, type, size and date (docs/product/documents.md), and their actions: View
 * opens the PDF in a new tab, Download saves it; staff also get Delete (docs/product/documents.md).
 */
export function DocumentList<T extends CustomerDocument>({
  documents,
  fileHref,
  showAccount = false,
  onDelete,
}: DocumentListProps<T>) {
  const actionClasses = buttonClasses({ variant: 'outline', size: 'sm', className: 'flex-1 @2xl:flex-none' });
  return (
    <ul className="@container divide-y divide-gray-200" aria-label="Documents">
      {documents.map((doc) => (
        <li
          key={`${doc.kind}-${doc.id}`}
          className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 @2xl:flex-row @2xl:items-center"
          data-testid="document-row"
        >
          <FileText className="hidden size-8 shrink-0 text-brand-600 @2xl:block" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="break-words font-semibold text-gray-900">{doc.originalFilename}</p>
            <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-gray-700 text-sm">
              <span className="rounded bg-brand-50 px-1.5 font-medium text-brand-800">
                {documentTypeLabel(doc.documentType)}
              </span>
              <span className="tabular-nums">{formatFileSize(doc.size)}</span>
              <span>{formatDocumentDate(doc.createdAt)}</span>
              {showAccount && <span>{`Account ${doc.accountNumber}`}</span>}
            </p>
          </div>
          <div className="flex gap-2 @md:max-w-md">
            <a
              href={fileHref(doc, false)}
              target="_blank"
              rel="noopener noreferrer"
              className={actionClasses}
              aria-label={`View ${doc.originalFilename} (opens in a new tab)`}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              View
            </a>
            <a
              href={fileHref(doc, true)}
              download
              className={actionClasses}
              aria-label={`Download ${doc.originalFilename}`}
            >
              <Download className="size-4" aria-hidden="true" />
              Download
            </a>
            {onDelete && (
              <Button
                variant="outline"
                size="sm"
                className="flex-1 text-danger-700 @2xl:flex-none"
                onClick={() => onDelete(doc)}
                aria-label={`Delete ${doc.originalFilename}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
