import { type AccountSummaryTotals, parseCents } from '@arrears/domain';
import { usePaymentWords } from '../payment-words';

/**
 * How a balance adds up: original + adjustments − paid = current. The adjustments line is shown only
 * where it is not zero (interest, fees, settlements or corrections moved the balance).
 */
export function BalanceBreakdown({ figures, testId }: { figures: AccountSummaryTotals; testId?: string }) {
  const { t, money } = usePaymentWords();
  const adjustments = parseCents(figures.adjustments) ?? 0;
  const rows: Array<{ label: string; value: string; key: string }> = [
    { label: t('breakdown.original'), value: money(figures.original), key: 'original' },
    ...(adjustments !== 0
      ? [
          {
            label: t('breakdown.adjustments'),
            value: `${adjustments < 0 ? '−' : '+'} ${money(figures.adjustments.replace('-', ''))}`,
            key: 'adjustments',
          },
        ]
      : []),
    { label: t('breakdown.paid'), value: `− ${money(figures.payments)}`, key: 'payments' },
    { label: t('breakdown.current'), value: `= ${money(figures.currentBalance)}`, key: 'current' },
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
      {adjustments !== 0 && <p className="text-gray-600 text-xs">{t('breakdown.note')}</p>}
    </div>
  );
}
