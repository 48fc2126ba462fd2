import { LEDGER_KIND_LABELS, type LedgerKind } from '@arrears/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-05" → "May 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

/** "2026-06-10" → "06/10/2026"; an ISO timestamp reads as its date. */
export function dayLabel(value: string | null): string {
  if (!value) return '—';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

export function kindLabel(kind: LedgerKind): string {
  return LEDGER_KIND_LABELS[kind] ?? kind;
}
