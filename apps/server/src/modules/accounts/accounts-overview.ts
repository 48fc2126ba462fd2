import { VIEWER_RECENT_ROWS } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AccountsStamp } from './accounts-change-stamp';
import { type AccountsListItem, testAccountsPage } from './test-accounts-list';

/** What the viewer shows (GET /api/admin/accounts-overview, docs/product/dashboard.md). */
export interface AccountsOverview {
  /** Accounts whose status is exactly 'active' (as the viewer's badge reads it). */
  activeAccounts: number;
  inactiveAccounts: number;
  /** The VIEWER_RECENT_ROWS newest accounts, in the list shape of GET /api/test/accounts. */
  recent: AccountsListItem[];
}

const activeByVersion = new WeakMap<Database, { version: string; active: number }>();

/**
 * How many accounts have the status 'active', counted once per stamp version (the counts change
 * only when accounts do). The count reads every account; a running total per status kept by the
 * database can replace this function whole.
 */
async function activeAccountCount(db: Database, stamp: AccountsStamp): Promise<number> {
  const known = activeByVersion.get(db);
  if (known?.version === stamp.version) return known.active;
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from debt_accounts where status = 'active'`,
  );
  const active = Number(result.rows[0]?.n ?? 0);
  activeByVersion.set(db, { version: stamp.version, active });
  return active;
}

/** The viewer's figures and newest accounts, without sending it every account. */
export async function accountsOverview(db: Database, stamp: AccountsStamp): Promise<AccountsOverview> {
  const [active, recent] = await Promise.all([
    activeAccountCount(db, stamp),
    testAccountsPage(db, { limit: VIEWER_RECENT_ROWS }),
  ]);
  return {
    activeAccounts: active,
    inactiveAccounts: Math.max(0, stamp.count - active),
    recent: recent.items,
  };
}
