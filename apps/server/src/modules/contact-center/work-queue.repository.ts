import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts } from '../../db/schema';

/** How many recently worked accounts the queue lists. */
export const WORK_QUEUE_LIMIT = 25;

interface Row extends Record<string, unknown> {
  id: number;
  account_number: string;
  full_name: string | null;
  unpaid_balance: string;
  created_at: string | Date;
  channel: string;
  message: string | null;
  user_name: string | null;
}

/**
 * The accounts the team worked last: each account's newest timeline entry, newest first, whoever
 * made it (agents share the queue, so a colleague's follow-up is visible).
 */
export async function recentlyWorkedAccounts(db: Database) {
  const result = await db.execute<Row>(sql`
    WITH latest AS (
      SELECT DISTINCT ON (debt_account_id) debt_account_id, channel, message, user_id, created_at
      FROM contact_events
      ORDER BY debt_account_id, created_at DESC, id DESC
    )
    SELECT a.id, a.account_number, a.full_name, a.unpaid_balance::text AS unpaid_balance,
           l.created_at, l.channel, l.message,
           coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) AS user_name
    FROM latest l
    JOIN debt_accounts a ON a.id = l.debt_account_id
    LEFT JOIN users u ON u.id = l.user_id
    ORDER BY l.created_at DESC, a.id DESC
    LIMIT ${WORK_QUEUE_LIMIT}`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    accountNumber: r.account_number,
    fullName: r.full_name,
    unpaidBalance: r.unpaid_balance,
    lastContactAt: new Date(r.created_at).toISOString(),
    lastChannel: r.channel,
    lastMessage: r.message,
    userName: r.user_name,
  }));
}

/** The id of the account with this number (exact, case-insensitive), or null. */
export async function accountIdByNumber(db: Database, accountNumber: string): Promise<number | null> {
  const [row] = await db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(eq(sql`lower(${debtAccounts.accountNumber})`, accountNumber.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}
