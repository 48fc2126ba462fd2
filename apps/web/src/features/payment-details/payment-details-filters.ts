import type { PAYMENT_METHOD_FILTERS, PAYMENT_SORTS, PaymentDetailSort } from '@arrears/domain';
import type { TableSort } from '@/ui/data-table';
import { paymentMethodLabel } from '@/ui/list-format';

export type PaymentMethodFilter = (typeof PAYMENT_METHOD_FILTERS)[number];
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

/** The filter and sort choices as the page offers them (docs/product/payments.md). */
export const METHOD_FILTER_LABELS: Record<PaymentMethodFilter, string> = {
  all: 'All Methods',
  card: 'Card',
  ach: 'ACH',
  bank_transfer: 'Bank Transfer',
};
export const SORT_LABELS: Record<PaymentSort, string> = {
  date: 'Date (Newest First)',
  amount: 'Amount (Highest First)',
  name: 'Name (A to Z)',
};
/** The original-creditor choice meaning "every creditor". */
export const ALL_CREDITORS = 'all';
/** The Sort By value while the table is sorted by a column the three choices do not name. */
export const COLUMN_SORT = 'column';

/** What the spec's Sort By choices mean as a table sort (the server sorts). */
export const SORT_PRESETS: Record<PaymentSort, TableSort & { column: PaymentDetailSort }> = {
  date: { column: 'date', direction: 'desc' },
  amount: { column: 'amount', direction: 'desc' },
  name: { column: 'name', direction: 'asc' },
};

/** The Sort By choice a table sort matches, or COLUMN_SORT after a click on another header. */
export function presetOf(sort: TableSort): PaymentSort | typeof COLUMN_SORT {
  const match = (Object.keys(SORT_PRESETS) as PaymentSort[]).find(
    (key) => SORT_PRESETS[key].column === sort.column && SORT_PRESETS[key].direction === sort.direction,
  );
  return match ?? COLUMN_SORT;
}

export interface PaymentFilters {
  method: PaymentMethodFilter;
  /** A creditor from the answer's list, or ALL_CREDITORS. */
  creditor: string;
  /** Payment dates from and to (YYYY-MM-DD), empty for no bound. */
  from: string;
  to: string;
}

export const DEFAULT_FILTERS: PaymentFilters = { method: 'all', creditor: ALL_CREDITORS, from: '', to: '' };

/** Card payments are stored as credit_card (ours), card or debit_card (imports): all are "card". */
export function matchesMethod(paymentMethod: string, filter: PaymentMethodFilter): boolean {
  const method = paymentMethod.trim().toLowerCase();
  if (filter === 'all') return true;
  if (filter === 'card') return method === 'card' || method.endsWith('_card');
  return method === filter;
}

/** How a stored method reads in the list: the lists' one form (ui/list-format, decision 0114). */
export function methodLabel(paymentMethod: string): string {
  return paymentMethodLabel(paymentMethod);
}
