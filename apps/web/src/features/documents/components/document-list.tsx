import { type CustomerDocument, documentTypeLabel, formatFileSize } from '@arrears/domain';
import { Download, ExternalLink, FileText, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@/ui/button';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Mar 2, 2026" from the stored time; the raw value when it is not a date. */
export function formatDocumentDate(value: string, format: Intl.DateTimeFormat = dateFormat): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format.format(date);
}

/** The list's words; the back office keeps the English defaults, the debtor's page passes its language's. */
export interface DocumentListWords {
  list: string;
  type: (type: string) => string;
  date: (value: string) => string;
  account: (accountNumber: string) => string;
  view: string;
  viewLabel: (name: string) => string;
  download: string;
  downloadLabel: (name: string) => string;
}

const ENGLISH: DocumentListWords = {
  list: 'Documents',
  type: documentTypeLabel,
  date: (value) => formatDocumentDate(value),
  account: (accountNumber) => `Account ${accountNumber}`,
  view: 'View',
  viewLabel: (name) => `View ${name} (opens in a new tab)`,
  download: 'Download',
  downloadLabel: (name) => `Download ${name}`,
};

export interface DocumentListProps<T extends CustomerDocument> {
  documents: readonly T[];
  /** The file's address: inline for View, an attachment for Download. */
  fileHref: (document: T, download: boolean) => string;
  /** Show the account number on each row (a customer with several accounts). */
  showAccount?: boolean;
  /** Adds a Delete button (staff). */
  onDelete?: (document: T) => void;
  words?: DocumentListWords;
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
  words = ENGLISH,
}: DocumentListProps<T>) {
  const actionClasses = buttonClasses({ variant: 'outline', size: 'sm', className: 'flex-1 @2xl:flex-none' });
  return (
    <ul className="@container divide-y divide-gray-200" aria-label={words.list}>
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
                {words.type(doc.documentType)}
              </span>
              <span className="tabular-nums">{formatFileSize(doc.size)}</span>
              <span>{words.date(doc.createdAt)}</span>
              {showAccount && <span>{words.account(doc.accountNumber)}</span>}
            </p>
          </div>
          <div className="flex gap-2 @md:max-w-md">
            <a
              href={fileHref(doc, false)}
              target="_blank"
              rel="noopener noreferrer"
              className={actionClasses}
              aria-label={words.viewLabel(doc.originalFilename)}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              {words.view}
            </a>
            <a
              href={fileHref(doc, true)}
              download
              className={actionClasses}
              aria-label={words.downloadLabel(doc.originalFilename)}
            >
              <Download className="size-4" aria-hidden="true" />
              {words.download}
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
