import { PAYMENT_METHOD_FILTERS, PAYMENT_SORTS } from '@arrears/domain';
import { SelectField } from '@/ui/select-field';
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

/** Payment method, sort order and original creditor (docs/product/payments.md); creditors are the ones in the data. */
export function PaymentFiltersBar({ filters, creditors, onChange }: PaymentFiltersBarProps) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-3">
      <legend className="sr-only">Filters</legend>
      <SelectField
        label="Payment Method"
        value={filters.method}
        onChange={(e) => onChange({ ...filters, method: e.target.value as PaymentMethodFilter })}
        options={PAYMENT_METHOD_FILTERS.map((m) => ({ value: m, label: METHOD_FILTER_LABELS[m] }))}
      />
      <SelectField
        label="Sort By"
        value={filters.sort}
        onChange={(e) => onChange({ ...filters, sort: e.target.value as PaymentSort })}
        options={PAYMENT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      />
      <SelectField
        label="Original Creditor"
        value={filters.creditor}
        onChange={(e) => onChange({ ...filters, creditor: e.target.value })}
        options={[{ value: ALL_CREDITORS, label: 'All Creditors' }, ...creditors]}
      />
    </fieldset>
  );
}
