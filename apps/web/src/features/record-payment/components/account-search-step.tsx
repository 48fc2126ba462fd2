import { type DebtAccountSearchHit, formatMoney } from '@arrears/domain';
import { accountNameOf, DebtAccountSearch } from '@/features/accounts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

export interface AccountSearchStepProps {
  selected: DebtAccountSearchHit | null;
  /** A hit, or null on Change: back to the search, the selection cleared (docs/product/payments.md). */
  onSelect: (account: DebtAccountSearchHit | null) => void;
}

/** Step 1 of /admin/record-payment: search (at least 3 characters), pick an account, or change it. */
export function AccountSearchStep({ selected, onSelect }: AccountSearchStepProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Step 1: Find Account</CardTitle>
        <CardDescription>Search by name, account number, phone number or e-mail.</CardDescription>
      </CardHeader>
      <CardContent>
        <DebtAccountSearch
          selected={selected}
          onSelect={onSelect}
          label="Search accounts"
          placeholder="Name, account number, phone or e-mail"
          resultsClassName="mt-4"
          renderSelected={(account) => (
            <>
              <p className="font-semibold text-gray-900">{accountNameOf(account)}</p>
              <p className="text-gray-700 text-sm">{`Account ${account.accountNumber}`}</p>
              <p className="text-gray-700 text-sm">
                Current Balance:{' '}
                <span className="font-semibold tabular-nums">{formatMoney(account.unpaidBalance)}</span>
              </p>
            </>
          )}
          renderHit={(hit) => (
            <>
              <span>
                <span className="block font-semibold text-gray-900">{accountNameOf(hit)}</span>
                <span className="block text-gray-700 text-sm">
                  {hit.schoolName ? `${hit.accountNumber} · ${hit.schoolName}` : hit.accountNumber}
                </span>
              </span>
              <span className="font-semibold text-gray-900 tabular-nums">
                {formatMoney(hit.unpaidBalance)}
              </span>
            </>
          )}
        />
      </CardContent>
    </Card>
  );
}
