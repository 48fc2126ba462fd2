import { describeWindow, THROTTLE_KEY_LABELS, type ThrottleRow } from '@arrears/domain';

const COLUMNS = [
  { label: 'Throttle' },
  { label: 'Counts' },
  { label: 'Per' },
  { label: 'Limit', numeric: true },
  { label: 'Window' },
  { label: 'When exceeded' },
  { label: 'Routes' },
] as const;

/**
 * Every throttle of the server with the routes that declare it, as the dashboard's call lists them:
 * what a refused caller ran into, and where.
 */
export function ThrottleTable({ throttles }: { throttles: ThrottleRow[] }) {
  return (
    <section aria-labelledby="throttles-heading" className="space-y-2">
      <div>
        <h2 id="throttles-heading" className="font-semibold text-gray-900 text-base">
          Throttles
        </h2>
        <p className="text-gray-600 text-xs">
          How many of each may be counted within the window before the next is refused, and the routes they
          guard.
        </p>
      </div>
      <section
        aria-label="Throttles and their routes"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled area must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full min-w-[64rem] border-separate border-spacing-0 text-left text-sm">
          <caption className="sr-only">Throttles and their routes</caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={`border-gray-200 border-b bg-gray-100 px-3 py-2 font-semibold text-gray-800 ${'numeric' in c ? 'text-right' : ''}`}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="align-top [&_td]:border-gray-100 [&_td]:border-b [&_td]:px-3 [&_td]:py-1.5">
            {throttles.map((t) => (
              <tr key={t.name}>
                <th
                  scope="row"
                  className="border-gray-100 border-b px-3 py-1.5 font-mono font-normal text-gray-900 text-xs"
                >
                  {t.name}
                </th>
                <td className="text-gray-800">{t.counts}</td>
                <td className="text-gray-800">{t.per.map((key) => THROTTLE_KEY_LABELS[key]).join(', ')}</td>
                <td className="text-right font-semibold text-gray-900 tabular-nums">{t.limit}</td>
                <td className="whitespace-nowrap text-gray-800">{describeWindow(t.windowMs)}</td>
                <td className="text-gray-800">{t.whenExceeded}</td>
                <td>
                  <ul>
                    {t.routes.map((route) => (
                      <li key={route} className="whitespace-nowrap font-mono text-gray-700 text-xs">
                        {route}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
