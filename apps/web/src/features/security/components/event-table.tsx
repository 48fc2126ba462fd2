import type { SecurityEvent } from '@arrears/domain';
import { useId } from 'react';
import { formatEventTime } from '../format-security-time';
import { OutcomeBadge, RiskBadge } from './risk-badge';

export interface EventTableProps {
  events: SecurityEvent[];
  /** Names the table (and its scroll region) for assistive technology. */
  caption: string;
  /** Shown instead of an empty table. */
  emptyText: string;
}

const th =
  'whitespace-nowrap px-3 py-2 text-left font-semibold text-gray-700 text-xs uppercase tracking-wide';
const td = 'px-3 py-2 align-top';

/**
 * Security events, dense: time (US Eastern), type, description, user, IP, risk and outcome. On a
 * narrow screen the table scrolls sideways inside a focusable region, so keys can scroll it too.
 */
export function EventTable({ events, caption, emptyText }: EventTableProps) {
  const captionId = useId();
  if (events.length === 0) return <p className="py-6 text-center text-gray-600 text-sm">{emptyText}</p>;
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="min-w-[56rem] w-full border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-gray-50">
          <tr className="border-gray-200 border-b">
            <th scope="col" className={th}>
              Time
            </th>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              Description
            </th>
            <th scope="col" className={th}>
              User
            </th>
            <th scope="col" className={th}>
              IP address
            </th>
            <th scope="col" className={th}>
              Risk
            </th>
            <th scope="col" className={th}>
              Outcome
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {events.map((e) => (
            <tr key={e.id} className="hover:bg-gray-50">
              <td className={`${td} whitespace-nowrap text-gray-700`}>
                <time dateTime={e.timestamp}>{formatEventTime(e.timestamp)}</time>
              </td>
              <td className={`${td} whitespace-nowrap font-mono text-gray-900 text-xs`}>{e.eventType}</td>
              <td className={`${td} text-gray-800`}>{e.eventDescription}</td>
              <td className={`${td} whitespace-nowrap text-gray-700`}>
                {e.userId === null ? (
                  <span className="text-gray-600">—</span>
                ) : (
                  `#${e.userId}${e.userRole ? ` · ${e.userRole}` : ''}`
                )}
              </td>
              <td className={`${td} whitespace-nowrap font-mono text-gray-700 text-xs`}>
                {e.ipAddress ?? '—'}
              </td>
              <td className={td}>
                <RiskBadge level={e.riskLevel} />
              </td>
              <td className={td}>
                <OutcomeBadge success={e.success} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
