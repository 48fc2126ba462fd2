import { formatMoney } from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNTS_QUERY_KEY } from '@/features/accounts';
import { apiJson } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { QueryState } from '@/ui/query-state';

const PAGE_SIZE = 25;

interface SummaryAccount {
  id: number;
  account_number: string;
  full_name: string | null;
  account_status: string | null;
  unpaid_balance: string | null;
}

/** The client's accounts, newest first, a page at a time; admin may recall one. */
export function ClientAccounts({
  clientId,
  onRecall,
}: {
  clientId: number;
  onRecall?: (account: {
    accountId: number;
    name: string;
    facts: ReadonlyArray<readonly [string, string]>;
  }) => void;
}) {
  const [page, setPage] = useState(1);
  const accounts = useQuery({
    queryKey: [...ACCOUNTS_QUERY_KEY, 'client', clientId, page],
    queryFn: () =>
      apiJson<{ accounts: SummaryAccount[]; total: number }>(
        'GET',
        `/api/admin/accounts?clientId=${clientId}&view=summary&sort=-id&page=${page}&pageSize=${PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryState
      query={accounts}
      what="accounts"
      isEmpty={(d) => d.accounts.length === 0}
      empty={<p className="text-gray-700">No accounts yet.</p>}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
        return (
          <div className="space-y-3">
            <ul className="divide-y divide-gray-200">
              {data.accounts.map((a) => {
                const recalled = a.account_status === 'Recalled';
                return (
                  <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <Link
                        to={`/admin/accounts/${a.id}`}
                        className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                      >
                        {a.account_number}
                      </Link>
                      <span className="block text-gray-700 text-sm">
                        {`${a.full_name ?? 'No name'} · ${formatMoney(a.unpaid_balance)}${recalled ? ' · Recalled' : ''}`}
                      </span>
                    </div>
                    {onRecall && !recalled && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Recall account ${a.account_number}`}
                        onClick={() =>
                          onRecall({
                            accountId: a.id,
                            name: `account ${a.account_number}`,
                            facts: [
                              ['Consumer', a.full_name ?? 'No name'],
                              ['Balance', formatMoney(a.unpaid_balance)],
                            ],
                          })
                        }
                      >
                        Recall
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {pages > 1 && (
              <div className="flex flex-wrap items-center gap-3">
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span className="text-gray-700 text-sm">{`Page ${page} of ${pages}`}</span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </div>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
