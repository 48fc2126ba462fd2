import type { ImportResult } from '@arrears/domain';
import { Download } from 'lucide-react';
import { Alert } from '@/ui/alert';
import { buttonClasses } from '@/ui/button';
import { importErrorsCsvUrl } from '../api/import-links';

/** Row errors listed on the page; the CSV download has all of them. */
export const ROW_ERRORS_LISTED = 100;
const n = (v: number) => v.toLocaleString('en-US');
const TYPE_LABEL = { accounts: 'Accounts', payments: 'Payments', transactions: 'Transactions' } as const;
const SINGULAR = { accounts: 'account', payments: 'payment', transactions: 'transaction' } as const;
const rows = (count: number) => `${n(count)} ${count === 1 ? 'row' : 'rows'}`;

/** The import's answer: counts, records with errors, unknown columns and the bad rows. */
export function ImportResultPanel({ result }: { result: ImportResult }) {
  const imported = result[result.importType] ?? 0;
  const listed = result.rowErrors.slice(0, ROW_ERRORS_LISTED);
  return (
    <section aria-labelledby="import-result-title" className="space-y-4">
      <Alert tone={result.errors ? 'warning' : 'success'}>
        <h3 id="import-result-title" className="font-semibold">
          {result.errors ? 'Import finished with errors' : 'Import complete'}
        </h3>
        <p>{`${n(imported)} ${imported === 1 ? SINGULAR[result.importType] : TYPE_LABEL[result.importType].toLowerCase()} imported from ${rows(result.totalRows)}.`}</p>
      </Alert>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {[
          [TYPE_LABEL[result.importType], imported],
          ['Created', result.created],
          ['Updated', result.updated],
          ['Unchanged', result.unchanged],
          ['Records with errors', result.errors],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-gray-600 text-sm">{label}</dt>
            <dd className="font-semibold text-gray-900 text-xl">{n(Number(value))}</dd>
          </div>
        ))}
      </dl>
      {result.unknownColumns.length > 0 && (
        <p className="text-gray-700 text-sm">
          <span className="font-medium">Columns not imported (unknown): </span>
          {result.unknownColumns.join(', ')}
        </p>
      )}
      {result.rowErrors.length > 0 && (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-semibold text-gray-900">Rows with errors</h3>
            <a
              href={importErrorsCsvUrl(result.uploadId)}
              download
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Download className="size-4" aria-hidden="true" />
              Download errors (CSV)
            </a>
          </div>
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Rows with errors</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Column
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Reason
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {listed.map((e) => (
                  <tr key={`${e.row}-${e.column}-${e.reason}`}>
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums">{e.row}</td>
                    <td className="px-3 py-2">{e.column ?? '—'}</td>
                    <td className="px-3 py-2">{e.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.errors > listed.length && (
            <p className="text-gray-600 text-sm">{`Showing the first ${n(listed.length)} problems; the CSV has all of them.`}</p>
          )}
        </div>
      )}
    </section>
  );
}
