/**
 * The account object of the accounts calls: the snake_case keys of ACCOUNT_FIELDS, money as
 * decimal strings, dates 'yyyy-mm-dd', timestamps ISO, SSN and birth dates already masked by the
 * server. (The server's zod contract is apps/server/src/modules/accounts/account-schemas.ts.)
 */
export type AccountValue = string | number | null;
export type AccountRecord = Record<string, AccountValue> & { id: number };

/** GET /api/admin/accounts */
export interface AccountsPage {
  accounts: AccountRecord[];
  total: number;
  /** True when the search matched more accounts than the server counts: total is then a lower bound ("10,000+"). */
  totalIsLowerBound?: boolean;
  page: number;
  pageSize: number;
  /** Where the next page starts (its `after`); null on the last page and for sorts paged by number. */
  nextCursor?: string | null;
  /** The newest timeline entry (ISO time) of each listed account, by id; null when never contacted. */
  lastContact?: Record<string, string | null>;
  /** The assigned agency user of each listed account, by id; null for the unassigned pool. */
  assignedTo?: Record<string, number | null>;
}

/** The two views of the table: compact asks the server for its columns' fields only (view=summary). */
export type AccountsView = 'compact' | 'full';

/** Text of a value, or null when it is missing. */
export function textOf(value: AccountValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}
