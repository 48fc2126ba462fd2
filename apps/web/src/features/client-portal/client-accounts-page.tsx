import { CLIENT_PORTAL_PAGE_SIZE, formatMoney } from '@arrears/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Card, CardContent } from '@/ui/card';
import { TextField } from '@/ui/field';
import { QueryState } from '@/ui/query-state';
import { SelectField } from '@/ui/select-field';
import { StatusBadge } from '@/ui/status-badge';
import { useClientAccountsQuery, useClientPlacementsQuery } from './api/client-portal';
import { dayLabel } from './client-format';
import { ClientPortalFrame } from './components/client-portal-frame';
import { Pager } from './components/pager';

/** /client/accounts: the client's accounts, searched and filtered by the server, a page at a time. */
export function ClientAccountsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  // A placement's link from /client/placements opens the list filtered to it.
  const [params] = useSearchParams();
  const [placementId, setPlacementId] = useState(params.get('placement') ?? '');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim());
  const accounts = useClientAccountsQuery({ page, search: settledSearch, status, placementId });
  const placements = useClientPlacementsQuery();
  const statuses = accounts.data?.statuses ?? [];
  const filter = (set: (v: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <ClientPortalFrame title="Accounts" description="The accounts you placed with the agency.">
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Search"
            type="search"
            placeholder="Name or account number"
            value={search}
            onChange={(e) => filter(setSearch)(e.target.value)}
          />
          <SelectField
            label="Status"
            placeholder="All statuses"
            options={statuses}
            value={status}
            onChange={(e) => filter(setStatus)(e.target.value)}
          />
          <SelectField
            label="Placement"
            placeholder="All placements"
            options={(placements.data ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.label} (${dayLabel(p.placedOn)})`,
            }))}
            value={placementId}
            onChange={(e) => filter(setPlacementId)(e.target.value)}
          />
        </CardContent>
      </Card>
      <QueryState
        query={accounts}
        what="accounts"
        isEmpty={(d) => d.accounts.length === 0}
        empty={<p className="text-gray-700">No accounts match.</p>}
      >
        {(data) => (
          <>
            <p className="text-gray-700 text-sm" aria-live="polite">
              {`${data.total} ${data.total === 1 ? 'account' : 'accounts'}`}
            </p>
            <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
              {data.accounts.map((a) => (
                <li
                  key={a.id}
                  className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3"
                >
                  <div className="min-w-0">
                    <Link
                      to={`/client/accounts/${a.id}`}
                      className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                    >
                      {a.accountNumber}
                    </Link>
                    <span className="block text-gray-700 text-sm">
                      {`${a.debtorName ?? 'No name'} · SSN ${a.ssn ?? 'not on file'}`}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    {a.status && <StatusBadge label={a.status} tone={a.recalledAt ? 'grey' : 'blue'} />}
                    <span className="text-gray-700">{`Balance ${formatMoney(a.balance)}`}</span>
                    <span className="text-gray-700">{`Collected ${formatMoney(a.collected)}`}</span>
                  </div>
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
