import { CLIENT_PORTAL_PAGE_SIZE, formatMoney } from '@arrears/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/ui/card';
import { TextField } from '@/ui/field';
import { QueryState } from '@/ui/query-state';
import { useClientTransactionsQuery } from './api/client-portal';
import { dayLabel, kindLabel } from './client-format';
import { ClientPortalFrame } from './components/client-portal-frame';
import { Pager } from './components/pager';

/** /client/transactions: the ledger entries of the client's accounts, newest first, by date range. */
export function ClientTransactionsPage() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const query = useClientTransactionsQuery({ page, from, to });
  return (
    <ClientPortalFrame
      title="Transactions"
      description="Every posting on your accounts, as its effect on the balance: a payment is negative."
    >
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="From"
            type="date"
            value={from}
            onChange={(e) => {
              setFrom(e.target.value);
              setPage(1);
            }}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            onChange={(e) => {
              setTo(e.target.value);
              setPage(1);
            }}
          />
        </CardContent>
      </Card>
      <QueryState
        query={query}
        what="transactions"
        errorText="These transactions could not be loaded: check the dates."
        isEmpty={(d) => d.transactions.length === 0}
        empty={<p className="text-gray-700">No transactions in these dates.</p>}
      >
        {(data) => (
          <>
            <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
              {data.transactions.map((t) => (
                <li
                  key={t.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
                >
                  <div className="min-w-0">
                    <span className="block text-gray-700 text-sm">{`${dayLabel(t.date)} · ${kindLabel(t.kind)}`}</span>
                    <Link
                      to={`/client/accounts/${t.accountId}`}
                      className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                    >
                      {`${t.accountNumber} · ${t.debtorName ?? 'No name'}`}
                    </Link>
                  </div>
                  <span className="font-semibold text-gray-900">{formatMoney(t.amount)}</span>
                </li>
              ))}
            </ul>
            <Pager
              page={data.page ?? page}
              pageSize={data.pageSize ?? CLIENT_PORTAL_PAGE_SIZE}
              total={data.total ?? 0}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </ClientPortalFrame>
  );
}
