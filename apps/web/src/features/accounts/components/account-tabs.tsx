import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/ui/cn';

export const ACCOUNT_TABS = [
  { key: 'details', label: 'Details' },
  { key: 'ledger', label: 'Ledger' },
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number]['key'];

/** The open tab lives in the address (?tab=ledger), so a link or a reload opens the same one. */
export function useAccountTab(): [AccountTab, (tab: AccountTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: AccountTab = params.get('tab') === 'ledger' ? 'ledger' : 'details';
  const choose = (next: AccountTab) =>
    setParams(next === 'details' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  return [tab, choose];
}

/** The account page's tabs: arrow keys move between them (the WAI-ARIA tabs pattern). */
export function AccountTabs({
  tab,
  onChange,
  panels,
}: {
  tab: AccountTab;
  onChange: (tab: AccountTab) => void;
  panels: Record<AccountTab, ReactNode>;
}) {
  const id = useId();
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = ACCOUNT_TABS[(index + step + ACCOUNT_TABS.length) % ACCOUNT_TABS.length];
    onChange(next.key);
    document.getElementById(`${id}-${next.key}-tab`)?.focus();
  };
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Account" className="flex gap-1 border-gray-200 border-b">
        {ACCOUNT_TABS.map((t, index) => (
          <button
            key={t.key}
            id={`${id}-${t.key}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            aria-controls={`${id}-${t.key}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => onChange(t.key)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              '-mb-px min-h-11 border-b-2 px-4 font-medium text-sm',
              tab === t.key
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`${id}-${tab}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}-tab`}>
        {panels[tab]}
      </div>
    </div>
  );
}
