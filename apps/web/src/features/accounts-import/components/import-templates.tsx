import { IMPORT_TYPES } from '@arrears/domain';
import { FileSpreadsheet } from 'lucide-react';
import { buttonClasses } from '@/ui/button';
import { importTemplateUrl } from '../api/import-links';

const TYPE_LABEL = { accounts: 'Accounts', payments: 'Payments', transactions: 'Transactions' } as const;

/** The guidelines of docs/product/accounts-import.md: header row first, MM/DD/YYYY dates, no duplicates, required fields filled. */
export const IMPORT_GUIDELINES = [
  'The first row must be the header row with the column names.',
  'Dates in the format MM/DD/YYYY.',
  'No duplicate rows (one row per account, one per payment reference).',
  'Required fields filled in (account_number on every row; for payments and transactions also amount, date and reference_number).',
] as const;

export function ImportGuidelines() {
  return (
    <section aria-labelledby="import-guidelines-title" className="space-y-2">
      <h3 id="import-guidelines-title" className="font-semibold text-gray-900">
        Guidelines
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-gray-700 text-sm">
        {IMPORT_GUIDELINES.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
    </section>
  );
}

/** Template downloads for the three import types, as CSV and as Excel (their header rows). */
export function ImportTemplates() {
  return (
    <section aria-labelledby="import-templates-title" className="space-y-2">
      <h3 id="import-templates-title" className="font-semibold text-gray-900">
        Templates
      </h3>
      <ul className="divide-y divide-gray-100">
        {IMPORT_TYPES.map((type) => (
          <li key={type} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="inline-flex items-center gap-2 font-medium text-gray-800">
              <FileSpreadsheet className="size-4 text-gray-500" aria-hidden="true" />
              {TYPE_LABEL[type]}
            </span>
            <span className="flex gap-2">
              <a
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                href={importTemplateUrl(type, 'csv')}
                aria-label={`${TYPE_LABEL[type]} template (CSV)`}
                download
              >
                CSV
              </a>
              <a
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                href={importTemplateUrl(type, 'xlsx')}
                aria-label={`${TYPE_LABEL[type]} template (Excel)`}
                download
              >
                Excel
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
