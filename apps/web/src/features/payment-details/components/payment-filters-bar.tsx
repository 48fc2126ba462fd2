import { PAYMENT_METHOD_FILTERS, PAYMENT_SORTS } from '@arrears/domain';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import {
  ALL_CREDITORS,
  COLUMN_SORT,
  METHOD_FILTER_LABELS,
  type PaymentFilters,
  type PaymentMethodFilter,
  type PaymentSort,
  SORT_LABELS,
} from '../payment-details-filters';

export interface PaymentFiltersBarProps {
  filters: PaymentFilters;
  /** The Sort By choice, or COLUMN_SORT when a column header chose the order. */
  sort: PaymentSort | typeof COLUMN_SORT;
  creditors: readonly string[];
  onChange: (filters: PaymentFilters) => void;
  onSortChange: (sort: PaymentSort) => void;
}

const FIELD = 'w-full sm:w-44';

/**
 * Payment method, sort order and original creditor (docs/product/payments.md), and the payment date
 * range; the creditors are those of the approved payments. The server applies every choice.
 */
export function PaymentFiltersBar({
  filters,
  sort,
  creditors,
  onChange,
  onSortChange,
}: PaymentFiltersBarProps) {
  return (
    <fieldset className="flex w-full min-w-0 flex-wrap items-end gap-3">
      <legend className="sr-only">Filters</legend>
      <SelectField
        className={FIELD}
        label="Payment Method"
        value={filters.method}
        onChange={(e) => onChange({ ...filters, method: e.target.value as PaymentMethodFilter })}
        options={PAYMENT_METHOD_FILTERS.map((m) => ({ value: m, label: METHOD_FILTER_LABELS[m] }))}
      />
      <SelectField
        className="w-full sm:w-56"
        label="Sort By"
        value={sort}
        onChange={(e) => onSortChange(e.target.value as PaymentSort)}
        options={[
          ...PAYMENT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] })),
          ...(sort === COLUMN_SORT ? [{ value: COLUMN_SORT, label: 'Column (table header)' }] : []),
        ]}
      />
      <SelectField
        className={FIELD}
        label="Original Creditor"
        value={filters.creditor}
        onChange={(e) => onChange({ ...filters, creditor: e.target.value })}
        options={[{ value: ALL_CREDITORS, label: 'All Creditors' }, ...creditors]}
      />
      <TextField
        className={FIELD}
        label="Paid From"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onChange({ ...filters, from: e.target.value })}
      />
      <TextField
        className={FIELD}
        label="Paid To"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => onChange({ ...filters, to: e.target.value })}
      />
    </fieldset>
  );
}
