import type { ReactNode } from 'react';

export interface ChartFigureProps {
  title: string;
  /** One sentence on what the chart shows, read with the title. */
  summary: string;
  /** The chart itself: hidden from assistive technology, which reads the table instead. */
  chart: ReactNode;
  /** Column headings and rows of the same data. */
  columns: string[];
  rows: Array<Array<string | number>>;
}

/**
 * A chart with its text alternative: a caption, and the same numbers as a table for screen
 * readers (WCAG 1.1.1).
 */
export function ChartFigure({ title, summary, chart, columns, rows }: ChartFigureProps) {
  return (
    <figure className="rounded-lg border border-gray-200 bg-white p-4">
      <figcaption>
        <span className="block font-semibold text-gray-900">{title}</span>
        <span className="block text-gray-600 text-xs">{summary}</span>
      </figcaption>
      <div aria-hidden="true" className="mt-3 h-64 w-full">
        {chart}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have no identity but their column
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
