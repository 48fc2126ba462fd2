import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/ui/cn';
import type { AccountsFilters } from '../api/accounts-page';
import { useClientOptionsQuery } from '../api/client-options';
import { ACCOUNT_STATUS_OPTIONS } from './account-edit-form';

/** An amount the server takes: dollars, cents optional. */
export const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const STATE_PATTERN = /^[A-Za-z]{2}$/;

const LAST_ACTIVITY = [
  { value: '', label: 'Any time' },
  { value: '30', label: 'No contact in 30 days' },
  { value: '60', label: 'No contact in 60 days' },
  { value: '90', label: 'No contact in 90 days' },
];

/** The message of a filter value the server would refuse; the filter is not applied meanwhile. */
export function filterErrors(filters: AccountsFilters): Partial<Record<keyof AccountsFilters, string>> {
  const errors: Partial<Record<keyof AccountsFilters, string>> = {};
  if (filters.state.trim() && !STATE_PATTERN.test(filters.state.trim()))
    errors.state = 'Two letters, like NJ';
  for (const name of ['minBalance', 'maxBalance'] as const) {
    if (filters[name].trim() && !AMOUNT_PATTERN.test(filters[name].trim()))
      errors[name] = 'An amount, like 250';
  }
  if (
    !errors.minBalance &&
    !errors.maxBalance &&
    filters.minBalance.trim() &&
    filters.maxBalance.trim() &&
    Number(filters.minBalance) > Number(filters.maxBalance)
  )
    errors.maxBalance = 'At least the minimum';
  return errors;
}

const fieldClasses =
  'block min-h-9 w-full rounded-md border bg-white px-2 py-1 text-gray-900 text-sm placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-brand-600';
const selectClasses = cn(fieldClasses, 'border-gray-300');

function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block font-medium text-gray-700 text-xs">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-danger-700 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}

export interface AccountsFiltersBarProps {
  filters: AccountsFilters;
  onChange: (filters: AccountsFilters) => void;
}

/** Status, creditor, client, state, balance range and last activity above the accounts table. */
export function AccountsFiltersBar({ filters, onChange }: AccountsFiltersBarProps) {
  const errors = filterErrors(filters);
  const clients = useClientOptionsQuery();
  const set = (name: keyof AccountsFilters) => (value: string) => onChange({ ...filters, [name]: value });
  const text = (name: keyof AccountsFilters, label: string, props: ComponentProps<'input'> = {}) => (
    <Labelled id={`accounts-filter-${name}`} label={label} error={errors[name]}>
      <input
        id={`accounts-filter-${name}`}
        value={filters[name]}
        onChange={(event) => set(name)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `accounts-filter-${name}-error` : undefined}
        className={cn(fieldClasses, errors[name] ? 'border-danger-700' : 'border-gray-300')}
        autoComplete="off"
        {...props}
      />
    </Labelled>
  );

  return (
    <fieldset className="grid w-full grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
      <legend className="sr-only">Filters</legend>
      <Labelled id="accounts-filter-status" label="Status">
        <select
          id="accounts-filter-status"
          value={filters.status}
          onChange={(event) => set('status')(event.target.value)}
          className={selectClasses}
        >
          <option value="">Any status</option>
          {ACCOUNT_STATUS_OPTIONS.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </Labelled>
      {text('creditor', 'Creditor', { placeholder: 'Any creditor' })}
      <Labelled id="accounts-filter-clientId" label="Client">
        <select
          id="accounts-filter-clientId"
          value={filters.clientId}
          onChange={(event) => set('clientId')(event.target.value)}
          className={selectClasses}
        >
          <option value="">Any client</option>
          {(clients.data ?? []).map((client) => (
            <option key={client.id} value={String(client.id)}>
              {`${client.name} (${client.code})`}
            </option>
          ))}
        </select>
      </Labelled>
      {text('state', 'State', { placeholder: 'Any', maxLength: 2 })}
      {text('minBalance', 'Balance from ($)', { inputMode: 'decimal', placeholder: '0' })}
      {text('maxBalance', 'Balance to ($)', { inputMode: 'decimal', placeholder: 'Any' })}
      <Labelled id="accounts-filter-noContactDays" label="Last activity">
        <select
          id="accounts-filter-noContactDays"
          value={filters.noContactDays}
          onChange={(event) => set('noContactDays')(event.target.value)}
          className={selectClasses}
        >
          {LAST_ACTIVITY.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Labelled>
    </fieldset>
  );
}
