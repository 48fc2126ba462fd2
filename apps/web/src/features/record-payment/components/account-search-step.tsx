import {
  DEBT_ACCOUNT_SEARCH_MIN,
  type DebtAccountSearchHit,
  formatMoney,
  PAYMENT_MESSAGES,
} from '@arrears/domain';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import { useDebtAccountSearchQuery } from '../api/debt-account-search';

export interface AccountSearchStepProps {
  selected: DebtAccountSearchHit | null;
  onSelect: (account: DebtAccountSearchHit) => void;
  /** Change: back to the search, the selection cleared (spec 2 §4). */
  onChange: () => void;
}

const nameOf = (hit: DebtAccountSearchHit) =>
  hit.fullName || [hit.firstName, hit.lastName].filter(Boolean).join(' ') || 'N/A';

/** Step 1 of /admin/record-payment: search (at least 3 characters), pick an account, or change it. */
export function AccountSearchStep({ selected, onSelect, onChange }: AccountSearchStepProps) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const search = useDebtAccountSearchQuery(term);
  const ids = { input: useId(), hint: useId(), results: useId() };
  const ready = text.trim().length >= DEBT_ACCOUNT_SEARCH_MIN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setTerm(text.trim());
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Step 1: Find Account</CardTitle>
        <CardDescription>Search by name, account number, phone number or e-mail.</CardDescription>
      </CardHeader>
      <CardContent>
        {selected ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
            <div>
              <p className="font-semibold text-gray-900">{nameOf(selected)}</p>
              <p className="text-gray-700 text-sm">{`Account ${selected.accountNumber}`}</p>
              <p className="text-gray-700 text-sm">
                Current Balance:{' '}
                <span className="font-semibold tabular-nums">{formatMoney(selected.unpaidBalance)}</span>
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={onChange}>
              Change
            </Button>
          </div>
        ) : (
          <>
            <search>
              <form onSubmit={submit} className="space-y-1.5">
                <label htmlFor={ids.input} className="block font-medium text-gray-800 text-sm">
                  Search accounts
                </label>
                <div className="flex gap-2">
                  <Input
                    id={ids.input}
                    type="search"
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    placeholder="Name, account number, phone or e-mail"
                    aria-describedby={ids.hint}
                    autoComplete="off"
                  />
                  <Button type="submit" disabled={!ready} aria-label="Search">
                    <Search className="size-4" aria-hidden="true" />
                    <span className="max-sm:sr-only">Search</span>
                  </Button>
                </div>
                <p id={ids.hint} className="text-gray-600 text-sm">
                  {`Enter at least ${DEBT_ACCOUNT_SEARCH_MIN} characters.`}
                </p>
              </form>
            </search>
            <div className="mt-4" aria-live="polite">
              {search.isFetching && !search.data ? (
                <Spinner label="Searching accounts" />
              ) : search.isError ? (
                <Alert tone="danger">{PAYMENT_MESSAGES.searchFailed}</Alert>
              ) : search.data && search.data.length === 0 ? (
                <p className="text-gray-700">{PAYMENT_MESSAGES.noSearchHits}</p>
              ) : search.data ? (
                <ul id={ids.results} aria-label="Matching accounts" className="space-y-2">
                  {search.data.map((hit) => (
                    <li key={hit.id}>
                      <button
                        type="button"
                        onClick={() => onSelect(hit)}
                        className="flex w-full min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-gray-200 bg-white px-4 py-3 text-left hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
                      >
                        <span>
                          <span className="block font-semibold text-gray-900">{nameOf(hit)}</span>
                          <span className="block text-gray-700 text-sm">
                            {hit.schoolName ? `${hit.accountNumber} · ${hit.schoolName}` : hit.accountNumber}
                          </span>
                        </span>
                        <span className="font-semibold text-gray-900 tabular-nums">
                          {formatMoney(hit.unpaidBalance)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
