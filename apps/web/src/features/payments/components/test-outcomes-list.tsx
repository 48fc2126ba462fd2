import { cardTypeLabel, formatCents } from '@arrears/domain';
import { StatusBadge } from '@/ui/status-badge';
import { formatPaymentDate } from '../payment-display';
import type { TestOutcome } from './test-payment-form';

function detailsOf(outcome: TestOutcome): Array<[string, string]> {
  const tx = outcome.result?.transaction;
  if (!tx) return [];
  return [
    ['Reference', tx.refnum ?? 'N/A'],
    ['Auth Code', tx.authcode ?? 'N/A'],
    ['Card', `${cardTypeLabel(tx.creditcard.type)} ${tx.creditcard.number ?? ''}`.trim()],
    ['AVS', [tx.avs.result_code, tx.avs.result].filter(Boolean).join(' · ') || 'N/A'],
    ['CVC', [tx.cvc.result_code, tx.cvc.result].filter(Boolean).join(' · ') || 'N/A'],
  ];
}

/** The test charges of this visit, newest first; kept on the page only. */
export function TestOutcomesList({ outcomes }: { outcomes: readonly TestOutcome[] }) {
  if (outcomes.length === 0)
    return <p className="text-gray-600 text-sm">No test payments yet on this page.</p>;
  return (
    <ol className="space-y-3">
      {outcomes.map((outcome) => (
        <li
          key={outcome.id}
          data-testid="test-outcome"
          className="rounded-lg border border-gray-200 bg-white p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <StatusBadge
                tone={outcome.result?.success ? 'green' : 'red'}
                label={outcome.result ? (outcome.result.success ? 'Approved' : 'Declined') : 'Refused'}
              />
              <span className="font-semibold text-gray-900 tabular-nums">
                {formatCents(outcome.amountCents)}
              </span>
              <span className="text-gray-600 text-sm">card ending {outcome.cardLast4}</span>
            </div>
            <span className="text-gray-600 text-sm">{formatPaymentDate(outcome.at)}</span>
          </div>
          <p className="mt-2 text-gray-900">{outcome.result?.message ?? outcome.error}</p>
          {outcome.result?.transaction && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {detailsOf(outcome).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-gray-600">{label}</dt>
                  <dd className="break-all text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
