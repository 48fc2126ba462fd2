import { formatMoney, type PlacementMonth } from '@arrears/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel } from '../client-format';

/**
 * The liquidation rate (collected ÷ placed) of each placement month as bars (recharts, its own
 * chunk). The drawing is hidden from assistive technology; it gets the numbers as a table.
 */
export function LiquidationChart({ months }: { months: PlacementMonth[] }) {
  const data = months.map((m) => ({ month: monthLabel(m.month), rate: Number(m.liquidationRate), exact: m }));
  return (
    <>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="month" tick={{ fill: '#334155', fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis
              tick={{ fill: '#334155', fontSize: 12 }}
              tickFormatter={(v: number) => `${v}%`}
              width={48}
            />
            <Tooltip
              formatter={(_value, _name, item) => [
                `${(item.payload as { exact: PlacementMonth }).exact.liquidationRate}%`,
                'Liquidation rate',
              ]}
            />
            <Bar dataKey="rate" fill="#255b91" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
        <table>
          <caption>Liquidation rate by placement month</caption>
          <thead>
            <tr>
              <th scope="col">Placed in</th>
              <th scope="col">Placed</th>
              <th scope="col">Collected</th>
              <th scope="col">Liquidation rate</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <td>{monthLabel(m.month)}</td>
                <td>{formatMoney(m.placed)}</td>
                <td>{formatMoney(m.collected)}</td>
                <td>{m.liquidationRate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
