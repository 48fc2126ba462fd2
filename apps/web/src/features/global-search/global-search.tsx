import { GLOBAL_SEARCH_MIN, type GlobalSearchResult } from '@arrears/domain';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/ui/cn';
import { useGlobalSearchQuery } from './api/global-search';
import { useSearchShortcut } from './use-search-shortcut';

const DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The back office's search (decision 0042): a Find an account button in the top bar, `/` or Ctrl+K / Cmd+K, a
 * combobox of accounts found by name, number, phone, e-mail, PAY- code or processor reference;
 * Enter or a click opens the debtor's workspace.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const openSearch = useCallback(() => setOpen(true), []);
  useSearchShortcut(openSearch);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-keyshortcuts="/ Control+K Meta+K"
        className="inline-flex min-h-10 min-w-0 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-gray-700 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-64"
      >
        <Search className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">Find an account</span>
        {/* The shortcut's hint; the button announces it through aria-keyshortcuts. */}
        <span
          aria-hidden="true"
          className="ml-auto hidden rounded border border-gray-300 px-1.5 text-gray-600 text-xs sm:inline"
        >
          /
        </span>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-gray-900/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed top-4 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-xl focus:outline-none sm:top-20"
        >
          <DialogPrimitive.Title className="sr-only">Search accounts</DialogPrimitive.Title>
          <SearchBox onDone={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function SearchBox({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(term.trim(), DEBOUNCE_MS);
  const query = useGlobalSearchQuery(q);
  const ready = q.length >= GLOBAL_SEARCH_MIN && term.trim() === q;
  const results = ready ? (query.data?.results ?? []) : [];
  const optionId = (index: number) => `${listId}-option-${index}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer starts at its first result
  useEffect(() => setActive(0), [query.data]);

  const openResult = (result: GlobalSearchResult | undefined) => {
    if (!result) return;
    onDone();
    navigate(`/admin/debtor/${result.accountId}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(results[active]);
    }
  };

  let status: string;
  if (term.trim().length < GLOBAL_SEARCH_MIN) status = `Type at least ${GLOBAL_SEARCH_MIN} characters.`;
  else if (query.isError && ready) status = errorMessage(query.error, 'The search failed. Try again.');
  else if (!ready || query.isFetching) status = 'Searching…';
  else if (results.length === 0) status = `No account matches “${q}”.`;
  else status = results.length === 1 ? '1 account found.' : `${results.length} accounts found.`;

  return (
    <div>
      <div className="flex items-center gap-2 border-gray-200 border-b px-4">
        <Search className="size-5 shrink-0 text-gray-500" aria-hidden="true" />
        <input
          role="combobox"
          aria-label="Search accounts"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={100}
          placeholder="Name, account number, phone, e-mail or PAY- code"
          className="min-h-14 w-full min-w-0 bg-transparent text-base text-gray-900 placeholder:text-gray-500 focus:outline-none"
        />
      </div>
      <p role="status" className="px-4 pt-3 pb-1 text-gray-600 text-sm">
        {status}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Accounts found"
        className="max-h-[60vh] overflow-y-auto px-2 pb-2"
      >
        {results.map((result, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (arrows, Enter)
          <div
            key={result.accountId}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onClick={() => openResult(result)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'block cursor-pointer rounded-md px-3 py-2',
              index === active ? 'bg-brand-50 text-brand-900' : 'text-gray-900',
            )}
          >
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{result.fullName || 'N/A'}</span>
              <span className="text-gray-600 text-sm tabular-nums">{result.accountNumber}</span>
            </span>
            <span className="block break-words text-gray-700 text-sm">{result.detail}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
