import {
  type PAYMENT_METHOD_FILTERS,
  type PAYMENT_SORTS,
  type PaymentDetail,
  parseCents,
} from '@arrears/domain';

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

export interface PaymentFilters {
  method: PaymentMethodFilter;
  sort: PaymentSort;
  /** A schoolName present in the data, or ALL_CREDITORS. */
  creditor: string;
}

export const DEFAULT_FILTERS: PaymentFilters = { method: 'all', sort: 'date', creditor: ALL_CREDITORS };

/** Card payments are stored as credit_card (ours), card or debit_card (imports): all are "card". */
export function matchesMethod(paymentMethod: string, filter: PaymentMethodFilter): boolean {
  const method = paymentMethod.trim().toLowerCase();
  if (filter === 'all') return true;
  if (filter === 'card') return method === 'card' || method.endsWith('_card');
  return method === filter;
}

/** The original creditors (schoolName) present in the payments, A to Z. */
export function creditorOptions(payments: readonly PaymentDetail[]): string[] {
  const names = new Set<string>();
  for (const p of payments) if (p.schoolName?.trim()) names.add(p.schoolName.trim());
  return [...names].sort((a, b) => a.localeCompare(b, 'en-US'));
}

const newestFirst = (a: PaymentDetail, b: PaymentDetail) =>
  b.paymentDate.localeCompare(a.paymentDate) || b.paymentId - a.paymentId;

const COMPARATORS: Record<PaymentSort, (a: PaymentDetail, b: PaymentDetail) => number> = {
  date: newestFirst,
  // Exact cents, so 1000.05 sorts above 999.99; ties newest first.
  amount: (a, b) => (parseCents(b.amount) ?? 0) - (parseCents(a.amount) ?? 0) || newestFirst(a, b),
  // Names A to Z ignoring case; payments without a name last.
  name: (a, b) => {
    if (a.fullName && b.fullName) {
      return a.fullName.localeCompare(b.fullName, 'en-US', { sensitivity: 'base' }) || newestFirst(a, b);
    }
    if (a.fullName) return -1;
    if (b.fullName) return 1;
    return newestFirst(a, b);
  },
};

/** The list the page shows: filtered by method and creditor, in the chosen order. */
export function applyPaymentFilters(
  payments: readonly PaymentDetail[],
  filters: PaymentFilters,
): PaymentDetail[] {
  const creditor = filters.creditor === ALL_CREDITORS ? null : filters.creditor;
  return payments
    .filter((p) => matchesMethod(p.paymentMethod, filters.method))
    .filter((p) => creditor === null || p.schoolName?.trim() === creditor)
    .sort(COMPARATORS[filters.sort]);
}

/** How a stored method reads in the list. */
export function methodLabel(paymentMethod: string): string {
  const method = paymentMethod.trim().toLowerCase();
  if (matchesMethod(method, 'card')) return 'Card';
  const known: Record<string, string> = {
    ach: 'ACH',
    bank_transfer: 'Bank Transfer',
    check: 'Check',
    cash: 'Cash',
  };
  return (
    known[method] ?? (method ? method.charAt(0).toUpperCase() + method.slice(1).replace(/_/g, ' ') : 'N/A')
  );
}
