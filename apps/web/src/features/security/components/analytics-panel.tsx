import {
  type RiskLevelValue,
  SECURITY_WINDOWS,
  type SecurityDashboard,
  type SecurityStats,
} from '@arrears/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDayLabel } from '../format-security-time';
import { ChartFigure } from './chart-figure';
import { RiskBadge } from './risk-badge';

/** Colours from the design tokens (styles.css), each at least 3:1 against white. */
const SERIES = { total: '#255b91', failed: '#b45309', highRisk: '#b91c1c' } as const;
const RISK_COLOURS: Record<RiskLevelValue, string> = {
  LOW: '#64748b',
  MEDIUM: '#255b91',
  HIGH: '#dc2626',
  CRITICAL: '#7f1d1d',
};
const AXIS = { fontSize: 12, fill: '#475569' };

export interface AnalyticsPanelProps {
  stats: SecurityStats;
  metrics: SecurityDashboard['metrics'];
}

/**
 * The Analytics tab: events per day, by type and by risk over 14 days, and the last 24 hours by
 * type and risk. recharts is only in this chunk, loaded when the tab opens. No animation: the
 * charts redraw on every refresh.
 */
export function AnalyticsPanel({ stats, metrics }: AnalyticsPanelProps) {
  const days = stats.eventsByDay.map((d) => ({ ...d, label: formatDayLabel(d.date) }));
  const period = `last ${stats.days} days, US Eastern`;
  return (
    <div className="space-y-4">
      <ChartFigure
        title="Events over time"
        summary={`Total, failed and high-risk (HIGH or CRITICAL) events per day, ${period}.`}
        columns={['Day', 'Total', 'Failed', 'High risk']}
        rows={days.map((d) => [d.label, d.total, d.failed, d.highRisk])}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={days}
              accessibilityLayer={false}
              margin={{ top: 8, right: 12, left: -16, bottom: 0 }}
            >
              <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={16} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
              <Line
                type="linear"
                dataKey="total"
                name="Total"
                stroke={SERIES.total}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="linear"
                dataKey="failed"
                name="Failed"
                stroke={SERIES.failed}
                strokeWidth={2}
                strokeDasharray="6 3"
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="linear"
                dataKey="highRisk"
                name="High risk"
                stroke={SERIES.highRisk}
                strokeWidth={2}
                strokeDasharray="2 2"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          title="Events by type"
          summary={`How many events of each type, ${period}.`}
          columns={['Event type', 'Events']}
          rows={stats.eventsByType.map((t) => [t.eventType, t.count])}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={stats.eventsByType.slice(0, 10)}
                layout="vertical"
                accessibilityLayer={false}
                margin={{ top: 0, right: 12, left: 8, bottom: 0 }}
              >
                <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" allowDecimals={false} tick={AXIS} />
                <YAxis type="category" dataKey="eventType" width={120} tick={AXIS} />
                <Tooltip />
                <Bar
                  dataKey="count"
                  name="Events"
                  fill={SERIES.total}
                  maxBarSize={28}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          }
        />
        <ChartFigure
          title="Events by risk level"
          summary={`How many events at each risk level, ${period}.`}
          columns={['Risk level', 'Events']}
          rows={stats.eventsByRisk.map((r) => [r.riskLevel, r.count])}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={stats.eventsByRisk}
                accessibilityLayer={false}
                margin={{ top: 8, right: 12, left: -16, bottom: 0 }}
              >
                <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="riskLevel" tick={AXIS} />
                <YAxis allowDecimals={false} tick={AXIS} />
                <Tooltip />
                <Bar dataKey="count" name="Events" maxBarSize={56} isAnimationActive={false}>
                  {stats.eventsByRisk.map((r) => (
                    <Cell key={r.riskLevel} fill={RISK_COLOURS[r.riskLevel]} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          }
        />
      </div>
      <MetricsTable metrics={metrics} />
    </div>
  );
}

/** The dashboard's metrics: the last 24 hours by type and risk level. */
function MetricsTable({ metrics }: { metrics: SecurityDashboard['metrics'] }) {
  return (
    <section aria-labelledby="metrics-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="metrics-title" className="font-semibold text-base text-gray-900">
        {`Last ${SECURITY_WINDOWS.summaryHours} hours by type and risk`}
      </h2>
      {metrics.length === 0 ? (
        <p className="mt-2 text-gray-600 text-sm">
          No events in the last {SECURITY_WINDOWS.summaryHours} hours.
        </p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="border-gray-200 border-b text-left text-gray-700 text-xs uppercase">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Event type
              </th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Risk
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Events
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {metrics.map((m) => (
              <tr key={`${m.eventType}-${m.riskLevel}`}>
                <td className="break-all py-1.5 pr-3 font-mono text-gray-900 text-xs">{m.eventType}</td>
                <td className="py-1.5 pr-3">
                  <RiskBadge level={m.riskLevel} />
                </td>
                <td className="py-1.5 text-right tabular-nums">{m.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
