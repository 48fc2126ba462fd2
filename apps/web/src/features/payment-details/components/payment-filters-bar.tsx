import { PAYMENT_METHOD_FILTERS, PAYMENT_SORTS } from '@arrears/domain';
import { useId } from 'react';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/field';
import {
  ALL_CREDITORS,
  METHOD_FILTER_LABELS,
  type PaymentFilters,
  type PaymentMethodFilter,
  type PaymentSort,
  SORT_LABELS,
} from '../payment-details-filters';

export interface PaymentFiltersBarProps {
  filters: PaymentFilters;
  creditors: readonly string[];
  onChange: (filters: PaymentFilters) => void;
}

const selectClasses = cn(inputClasses, 'border-gray-300');

/** Payment method, sort order and original creditor (spec 2 §9); creditors are the ones in the data. */
export function PaymentFiltersBar({ filters, creditors, onChange }: PaymentFiltersBarProps) {
  const ids = { method: useId(), sort: useId(), creditor: useId() };
  return (
    <fieldset className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-3">
      <legend className="sr-only">Filters</legend>
      <div className="space-y-1.5">
        <label htmlFor={ids.method} className="block font-medium text-gray-800 text-sm">
          Payment Method
        </label>
        <select
          id={ids.method}
          className={selectClasses}
          value={filters.method}
          onChange={(e) => onChange({ ...filters, method: e.target.value as PaymentMethodFilter })}
        >
          {PAYMENT_METHOD_FILTERS.map((m) => (
            <option key={m} value={m}>
              {METHOD_FILTER_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={ids.sort} className="block font-medium text-gray-800 text-sm">
          Sort By
        </label>
        <select
          id={ids.sort}
          className={selectClasses}
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value as PaymentSort })}
        >
          {PAYMENT_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={ids.creditor} className="block font-medium text-gray-800 text-sm">
          Original Creditor
        </label>
        <select
          id={ids.creditor}
          className={selectClasses}
          value={filters.creditor}
          onChange={(e) => onChange({ ...filters, creditor: e.target.value })}
        >
          <option value={ALL_CREDITORS}>All Creditors</option>
          {creditors.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
