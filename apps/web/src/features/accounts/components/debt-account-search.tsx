import { DEBT_ACCOUNT_SEARCH_MIN, type DebtAccountSearchHit, PAYMENT_MESSAGES } from '@arrears/domain';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import { useDebtAccountSearchQuery } from '../api/debt-account-search';

/** The name a search hit is shown under: the full name, else first and last, else N/A. */
export const accountNameOf = (hit: DebtAccountSearchHit) =>
  hit.fullName || [hit.firstName, hit.lastName].filter(Boolean).join(' ') || 'N/A';

export interface DebtAccountSearchProps {
  selected: DebtAccountSearchHit | null;
  /** A hit was chosen, or null on Change: back to the search, its term and results kept. */
  onSelect: (account: DebtAccountSearchHit | null) => void;
  label: string;
  placeholder: string;
  hint?: string;
  /** The lines that describe the chosen account, beside its Change button. */
  renderSelected: (account: DebtAccountSearchHit) => ReactNode;
  /** The inside of one result's button. */
  renderHit: (hit: DebtAccountSearchHit) => ReactNode;
  /** The space above the results (the pages differ). */
  resultsClassName?: string;
}

/**
 * The back office's debt-account search and pick (docs/product/accounts-import.md), used by /admin/record-payment and
 * /admin/documents: GET /api/admin/debt-accounts/search from 3 characters (name, account number,
 * phone or e-mail), each result chosen with one press, the choice shown with a Change button.
 */
export function DebtAccountSearch({
  selected,
  onSelect,
  label,
  placeholder,
  hint = `Enter at least ${DEBT_ACCOUNT_SEARCH_MIN} characters.`,
  renderSelected,
  renderHit,
  resultsClassName = 'mt-3',
}: DebtAccountSearchProps) {
  // The state stays while an account is selected: Change shows the last results again.
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const search = useDebtAccountSearchQuery(term);
  const ids = { input: useId(), hint: useId() };
  const ready = text.trim().length >= DEBT_ACCOUNT_SEARCH_MIN;

  if (selected) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
        <div>{renderSelected(selected)}</div>
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
            {label}
          </label>
          <div className="flex gap-2">
            <Input
              id={ids.input}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={placeholder}
              aria-describedby={ids.hint}
              autoComplete="off"
            />
            <Button type="submit" disabled={!ready}>
              <Search className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Search</span>
            </Button>
          </div>
          <p id={ids.hint} className="text-gray-600 text-sm">
            {hint}
          </p>
        </form>
      </search>
      <div className={resultsClassName} aria-live="polite">
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
                  {renderHit(hit)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
