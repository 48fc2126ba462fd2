import { type CustomerAccount, formatMoney } from '@arrears/domain';
import { accountLabelOf } from '@/features/payments';
import { accountStatusOf, originalCreditorOf } from '../dispute-display';

/** The disputed account as the debtor knows it (docs/product/disputes.md). */
export function AccountInfoBox({ account }: { account: CustomerAccount }) {
  const rows: Array<[string, string]> = [
    ['Account Number', `#${accountLabelOf(account)}`],
    ['Current Balance', formatMoney(account.unpaid_balance)],
    ['Original Creditor', originalCreditorOf(account)],
    ['Status', accountStatusOf(account)],
  ];
  return (
    <section aria-label="Account information" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h3 className="font-semibold text-brand-900 text-sm">Account Information</h3>
      <dl
        className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
        data-testid="dispute-account-info"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-700">{label}</dt>
            <dd className="break-words font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
