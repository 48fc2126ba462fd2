import { desc, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DebtAccountRow, debtAccounts } from '../../db/schema';
import { ACCOUNT_COLUMNS } from './account-presenter';
import { selectionOf } from './accounts.repository';

/** One account of the admin test-accounts list (docs/product/accounts-import.md). */
export interface AccountsListItem {
  id: number;
  status: string;
  /** principal_original */
  originalAmount: string | null;
  /** unpaid_balance */
  currentAmount: string;
  accountNumber: string;
  /** full_name, else first and last name */
  debtorName: string | null;
  unpaid_balance: string;
  /** The current balance (unpaid_balance): the record has no separate principal balance. */
  currentPrincipalBal: string;
  principalOriginal: string | null;
}

const LIST_COLUMNS = ACCOUNT_COLUMNS.filter((c) =>
  [
    'id',
    'status',
    'account_number',
    'full_name',
    'first_name',
    'last_name',
    'principal_original',
    'unpaid_balance',
  ].includes(c.key),
);

export function presentListItem(row: DebtAccountRow): AccountsListItem {
  const name = row.fullName ?? ([row.firstName, row.lastName].filter(Boolean).join(' ') || null);
  return {
    id: row.id,
    status: row.status,
    originalAmount: row.principalOriginal,
    currentAmount: row.unpaidBalance,
    accountNumber: row.accountNumber,
    debtorName: name,
    unpaid_balance: row.unpaidBalance,
    currentPrincipalBal: row.unpaidBalance,
    principalOriginal: row.principalOriginal,
  };
}

/**
 * GET /api/test/accounts answers every account up to this many, newest first; past it, the newest
 * this many and a cursor for the next (docs/product/accounts-import.md). 500 items are ~120 kB.
 */
export const TEST_ACCOUNTS_LIMIT = 500;

export interface TestAccountsPage {
  items: AccountsListItem[];
  /** The `before` of the next page, when accounts older than these remain. */
  nextBefore: number | null;
}

/** The newest `limit` accounts with an id below `before` (all of them when none): a walk down the primary key. */
export async function testAccountsPage(
  db: Database,
  options: { before?: number; limit?: number },
): Promise<TestAccountsPage> {
  const { before, limit = TEST_ACCOUNTS_LIMIT } = options;
  const rows = (await db
    .select({ ...selectionOf(LIST_COLUMNS), id: debtAccounts.id })
    .from(debtAccounts)
    .where(before === undefined ? undefined : lt(debtAccounts.id, before))
    .orderBy(desc(debtAccounts.id))
    .limit(limit + 1)) as unknown as DebtAccountRow[];
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { items: page.map(presentListItem), nextBefore: more ? page[page.length - 1].id : null };
}
