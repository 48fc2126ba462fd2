import { VIEWER_RECENT_ROWS } from '@arrears/domain';
import type { Database } from '../../db/client';
import { accountTotals } from '../rollups';
import { type AccountsListItem, testAccountsPage } from './test-accounts-list';

/** What the viewer shows (GET /api/admin/accounts-overview, docs/product/dashboard.md). */
export interface AccountsOverview {
  /** Accounts whose status is exactly 'active' (as the viewer's badge reads it). */
  activeAccounts: number;
  inactiveAccounts: number;
  /** The VIEWER_RECENT_ROWS newest accounts, in the list shape of GET /api/test/accounts. */
  recent: AccountsListItem[];
}

/** The viewer's figures and newest accounts, without sending it every account. */
export async function accountsOverview(db: Database): Promise<AccountsOverview> {
  // The account rollup (decision 0076) counts per status without reading the accounts.
  const [totals, recent] = await Promise.all([
    accountTotals(db),
    testAccountsPage(db, { limit: VIEWER_RECENT_ROWS }),
  ]);
  const active = totals.byStatus.active ?? 0;
  return {
    activeAccounts: active,
    inactiveAccounts: Math.max(0, totals.accounts - active),
    recent: recent.items,
  };
}
