import type { DashboardSummary } from '@arrears/domain';
import { formatMoney } from '@arrears/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWeekLabel, formatWholeDollars } from '../dashboard-format';

type Weeks = DashboardSummary['collectedByWeek'];

/**
 * Amounts collected per week as bars (recharts, its own chunk: loaded after the figures). The
 * drawing is hidden from assistive technology (and not focusable); it gets the numbers as a table.
 */
export function CollectedByWeekChart({ weeks }: { weeks: Weeks }) {
  const data = weeks.map((w) => ({
    week: formatWeekLabel(w.weekStart),
    amount: Number(w.amount),
    exact: w.amount,
  }));
  return (
    <>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="week" tick={{ fill: '#334155', fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis
              tick={{ fill: '#334155', fontSize: 12 }}
              tickFormatter={(v: number) => formatWholeDollars(v.toFixed(2))}
              width={72}
            />
            <Tooltip
              formatter={(_value, _name, item) => [
                formatMoney((item.payload as { exact: string }).exact),
                'Collected',
              ]}
              labelFormatter={(label) => `Week of ${label}`}
            />
            <Bar dataKey="amount" fill="#255b91" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A table ignores a 1px width: the wrapper is what hides it. */}
      <div className="sr-only">
        <table>
          <caption>Amount collected per week (weeks start on Monday)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Collected</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <td>{formatWeekLabel(w.weekStart)}</td>
                <td>{formatMoney(w.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
