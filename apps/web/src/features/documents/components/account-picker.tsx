import { DEBT_ACCOUNT_SEARCH_MIN, type DebtAccountSearchHit, PAYMENT_MESSAGES } from '@arrears/domain';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useDebtAccountSearchQuery } from '@/features/record-payment/api/debt-account-search';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/field';
import { Spinner } from '@/ui/spinner';

export const accountNameOf = (hit: DebtAccountSearchHit) =>
  hit.fullName || [hit.firstName, hit.lastName].filter(Boolean).join(' ') || 'N/A';

/**
 * The debt-account search of /admin/documents (spec 2 §5): a substring of the account number or
 * the name (also phone or e-mail), at least 3 characters; a result is chosen with one press.
 */
export function AccountPicker({
  selected,
  onSelect,
}: {
  selected: DebtAccountSearchHit | null;
  onSelect: (account: DebtAccountSearchHit | null) => void;
}) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const search = useDebtAccountSearchQuery(term);
  const ids = { input: useId(), hint: useId() };
  const ready = text.trim().length >= DEBT_ACCOUNT_SEARCH_MIN;

  if (selected) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
        <div>
          <p className="text-gray-700 text-sm">Selected account</p>
          <p className="font-semibold text-gray-900" data-testid="selected-account">
            {`${accountNameOf(selected)} · ${selected.accountNumber}`}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => onSelect(null)}>
          Change
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setTerm(text.trim());
  };
  return (
    <div>
      <search>
        <form onSubmit={submit} className="space-y-1.5">
          <label htmlFor={ids.input} className="block font-medium text-gray-800 text-sm">
            Search debt accounts
          </label>
          <div className="flex gap-2">
            <Input
              id={ids.input}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Account number or name"
              aria-describedby={ids.hint}
              autoComplete="off"
            />
            <Button type="submit" disabled={!ready}>
              <Search className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Search</span>
            </Button>
          </div>
          <p id={ids.hint} className="text-gray-600 text-sm">
            {`Enter at least ${DEBT_ACCOUNT_SEARCH_MIN} characters of the account number or name.`}
          </p>
        </form>
      </search>
      <div className="mt-3" aria-live="polite">
        {search.isFetching && !search.data ? (
          <Spinner label="Searching accounts" />
        ) : search.isError ? (
          <Alert tone="danger">{PAYMENT_MESSAGES.searchFailed}</Alert>
        ) : search.data?.length === 0 ? (
          <p className="text-gray-700">{PAYMENT_MESSAGES.noSearchHits}</p>
        ) : search.data ? (
          <ul aria-label="Matching accounts" className="space-y-2">
            {search.data.map((hit) => (
              <li key={hit.id}>
                <button
                  type="button"
                  onClick={() => onSelect(hit)}
                  className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-gray-200 bg-white px-4 py-3 text-left hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
                >
                  <span className="font-semibold text-gray-900">{accountNameOf(hit)}</span>
                  <span className="text-gray-700 text-sm">{hit.accountNumber}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
