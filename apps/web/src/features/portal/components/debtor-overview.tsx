import { type CustomerAccount, formatCents, formatMoney } from '@arrears/domain';
import { accountLabelOf } from '@/features/payments';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { type DebtorTotals, originalCreditorOf, paymentProgressPercent } from '../debtor-totals';

/** The three balance tiles of the debtor home (docs/product/debtor-portal.md). */
export function BalanceTiles({ totals }: { totals: DebtorTotals }) {
  const tiles = [
    { label: 'Original Balance', cents: totals.originalCents, testId: 'tile-original' },
    { label: 'Current Balance', cents: totals.balanceCents, testId: 'tile-balance' },
    { label: 'Total Paid', cents: totals.paidCents, testId: 'tile-paid' },
  ];
  return (
    <ul aria-label="Balances" className="grid gap-4 sm:grid-cols-3">
      {tiles.map(({ label, cents, testId }) => (
        <li key={label} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <p className="font-medium text-gray-600 text-sm">{label}</p>
          <p className="mt-1 font-bold text-2xl text-gray-900 tabular-nums" data-testid={testId}>
            {formatCents(cents)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Payment progress = paid / (current balance + paid), one decimal (docs/product/debtor-portal.md). */
export function PaymentProgress({ totals }: { totals: DebtorTotals }) {
  const percent = paymentProgressPercent(totals);
  const whole = totals.balanceCents + totals.paidCents;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="progress-heading">Payment Progress</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-gray-900 text-lg tabular-nums" data-testid="payment-progress">
            {`${percent}% paid`}
          </p>
          <p className="text-gray-700 text-sm tabular-nums">
            {`${formatCents(totals.paidCents)} of ${formatCents(whole)}`}
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby="progress-heading"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Number(percent)}
          aria-valuetext={`${percent}% paid`}
          className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full rounded-full bg-success-600" style={{ width: `${percent}%` }} />
        </div>
      </CardContent>
    </Card>
  );
}

/** Each account: number, original creditor, status, balances. */
export function AccountDetails({ accounts }: { accounts: readonly CustomerAccount[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{accounts.length === 1 ? 'Account Details' : 'Your Accounts'}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-gray-200">
          {accounts.map((account) => (
            <li key={account.id} className="py-3 first:pt-0 last:pb-0" data-testid="account-details">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <Detail label="Account Number" value={`#${accountLabelOf(account)}`} />
                <Detail label="Original Creditor" value={originalCreditorOf(account)} />
                <Detail label="Status" value={account.account_status?.trim() || 'ACTIVE'} />
                <Detail label="Current Balance" value={formatMoney(account.unpaid_balance)} />
              </dl>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-gray-600">{label}</dt>
      <dd className="break-words font-semibold text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}
