import type { ReactNode } from 'react';

/** A plain, captioned table of one kind of state rule: a row per state, its legal source in the last column. */
export function RuleTable<T>({
  caption,
  headers,
  rows,
  cells,
  rowKey = (row) => (row as { state: string }).state,
  empty,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly T[];
  cells: (row: T) => ReactNode[];
  /** Each row's key: the state, by default (each table holds a state once). */
  rowKey?: (row: T) => string;
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-gray-200 bg-white px-4 py-4 text-gray-700 text-sm">{empty}</p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold text-gray-700">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => {
            const values = cells(row);
            return (
              <tr key={rowKey(row)} className="align-top">
                {headers.map((header, j) => (
                  <td
                    key={header}
                    className={
                      j === 0
                        ? 'whitespace-nowrap px-3 py-2 font-medium text-gray-900'
                        : 'px-3 py-2 text-gray-700'
                    }
                  >
                    {values[j]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
