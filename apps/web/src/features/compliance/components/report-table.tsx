import type { ReactNode } from 'react';

/**
 * A dense table in its own scroll box: the header row stays in sight (sticky), the box scrolls
 * sideways on a phone instead of the page, and it takes keyboard focus so arrows scroll it.
 */
export function ReportTable({
  caption,
  minWidth,
  columns,
  children,
}: {
  caption: string;
  /** Below this width the box scrolls sideways (Tailwind class, e.g. 'min-w-[60rem]'). */
  minWidth: string;
  columns: readonly { label: string; numeric?: boolean }[];
  children: ReactNode;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled area must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="max-h-[60vh] overflow-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className={`w-full ${minWidth} border-separate border-spacing-0 text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`sticky top-0 z-10 border-gray-200 border-b bg-gray-100 px-3 py-2 font-semibold text-gray-800 ${c.numeric ? 'text-right' : ''}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&_td]:border-gray-100 [&_td]:border-b [&_td]:px-3 [&_td]:py-1.5 [&_tr:hover]:bg-gray-50">
          {children}
        </tbody>
      </table>
    </section>
  );
}
