import { useId } from 'react';

/** The rows of a scrub file that changed nothing: the line in the file and why. */
export function ScrubProblemsTable({
  title,
  rows,
}: {
  title: string;
  rows: { line: number; reason: string }[];
}) {
  const titleId = useId();
  return (
    <div className="space-y-2">
      <h3 id={titleId} className="font-semibold text-gray-900">
        {title}
      </h3>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table aria-labelledby={titleId} className="min-w-full text-left text-sm">
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Line
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Reason
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((r) => (
              <tr key={`${r.line}-${r.reason}`}>
                <td className="px-3 py-2 text-gray-900 tabular-nums">{r.line}</td>
                <td className="px-3 py-2 text-gray-800">{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
