import type { Database } from '../../db/client';
import type { DebtAccountRow } from '../../db/schema';
import { ACCOUNT_COLUMNS } from './account-presenter';
import { accountBatches } from './accounts.repository';

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
 * GET /api/test/accounts: every account, newest first, as a JSON array written batch by batch
 * (100,000 accounts are ~20 MB of JSON; they are never all in memory at once).
 */
export async function* testAccountsJson(db: Database): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const batch of accountBatches(db, {
    batchSize: 2_000,
    columns: LIST_COLUMNS,
    newestFirst: true,
  })) {
    const items = batch.map((row) => JSON.stringify(presentListItem(row))).join(',');
    yield first ? items : `,${items}`;
    first = false;
  }
  yield ']';
}
