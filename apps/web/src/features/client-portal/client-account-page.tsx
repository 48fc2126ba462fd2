import { formatMoney } from '@arrears/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { useClientAccountQuery } from './api/client-portal';
import { dayLabel, kindLabel } from './client-format';
import { ClientPortalFrame } from './components/client-portal-frame';
import { RecallRequestDialog, type RecallTarget } from './components/recall-request-dialog';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-gray-600 text-sm">{label}</dt>
      <dd className="font-medium text-gray-900">{value}</dd>
    </div>
  );
}

/** /client/accounts/:id: one of the client's accounts with its ledger; a recall from here. */
export function ClientAccountPage() {
  const { id = '' } = useParams();
  const query = useClientAccountQuery(id);
  const [recall, setRecall] = useState<RecallTarget | null>(null);
  const account = query.data?.account;
  return (
    <ClientPortalFrame
      title={account ? `Account ${account.accountNumber}` : 'Account'}
      description={
        <Link to="/client/accounts" className="font-medium text-brand-700 hover:underline">
          Back to accounts
        </Link>
      }
      actions={
        account && !account.recalledAt ? (
          <Button
            variant="outline"
            onClick={() => setRecall({ accountId: account.id, name: `account ${account.accountNumber}` })}
          >
            Recall this account
          </Button>
        ) : undefined
      }
    >
      <QueryState query={query} what="the account" errorText="This account could not be found.">
        {({ account: a, transactions }) => (
          <>
            <Card>
              <CardContent>
                <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
                  <Fact label="Debtor" value={a.debtorName ?? 'No name'} />
                  <Fact label="SSN" value={a.ssn ?? 'Not on file'} />
                  <Fact label="Status" value={a.status ?? 'No status'} />
                  <Fact label="Placed on" value={dayLabel(a.placedOn)} />
                  <Fact label="Placed" value={formatMoney(a.placedAmount)} />
                  <Fact label="Collected" value={formatMoney(a.collected)} />
                  <Fact label="Balance" value={formatMoney(a.balance)} />
                  {a.recalledAt && <Fact label="Recalled on" value={dayLabel(a.recalledAt)} />}
                </dl>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Ledger</CardTitle>
              </CardHeader>
              <CardContent>
                {transactions.length === 0 ? (
                  <p className="text-gray-700">No entries yet.</p>
                ) : (
                  <ul className="divide-y divide-gray-100">
                    {transactions.map((t) => (
                      <li key={t.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                        <span className="text-gray-800">{`${dayLabel(t.date)} · ${kindLabel(t.kind)}`}</span>
                        <span className="font-medium text-gray-900">{formatMoney(t.amount)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </>
        )}
      </QueryState>
      <RecallRequestDialog target={recall} onClose={() => setRecall(null)} />
    </ClientPortalFrame>
  );
}
