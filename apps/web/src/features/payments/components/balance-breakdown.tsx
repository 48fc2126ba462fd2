import { type AccountSummaryTotals, formatMoney, parseCents } from '@arrears/domain';

/**
 * How a balance adds up: original + adjustments − paid = current. The adjustments line is shown only
 * where it is not zero (interest, fees, settlements or corrections moved the balance).
 */
export function BalanceBreakdown({ figures, testId }: { figures: AccountSummaryTotals; testId?: string }) {
  const adjustments = parseCents(figures.adjustments) ?? 0;
  const rows: Array<{ label: string; value: string; key: string }> = [
    { label: 'Original amount', value: formatMoney(figures.original), key: 'original' },
    ...(adjustments !== 0
      ? [
          {
            label: 'Adjustments',
            value: `${adjustments < 0 ? '−' : '+'} ${formatMoney(figures.adjustments.replace('-', ''))}`,
            key: 'adjustments',
          },
        ]
      : []),
    { label: 'Paid', value: `− ${formatMoney(figures.payments)}`, key: 'payments' },
    { label: 'Current balance', value: `= ${formatMoney(figures.currentBalance)}`, key: 'current' },
  ];
  return (
    <div className="space-y-2">
      <dl className="space-y-1 text-sm" data-testid={testId}>
        {rows.map(({ label, value, key }) => (
          <div
            key={key}
            className="flex justify-between gap-4 last:border-gray-200 last:border-t last:pt-1 last:font-semibold"
          >
            <dt className="text-gray-700">{label}</dt>
            <dd className="text-gray-900 tabular-nums" data-figure={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {adjustments !== 0 && (
        <p className="text-gray-600 text-xs">
          Adjustments are changes since the original amount: interest, fees, settlements or corrections.
        </p>
      )}
    </div>
  );
}
