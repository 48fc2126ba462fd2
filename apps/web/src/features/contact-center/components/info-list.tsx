import type { ReactNode } from 'react';

/** Label and value rows of the workspace's cards. */
export function InfoList({ rows, label }: { rows: ReadonlyArray<[string, ReactNode]>; label?: string }) {
  return (
    <dl aria-label={label} className="divide-y divide-gray-100">
      {rows.map(([name, value]) => (
        <div key={name} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="text-gray-600 text-sm">{name}</dt>
          <dd className="min-w-0 max-w-full text-right font-medium text-gray-900 wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
