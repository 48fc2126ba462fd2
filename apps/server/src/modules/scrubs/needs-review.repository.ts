import { type NeedsReviewItem, type ScrubFlag, scrubBlock } from '@arrears/domain';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountScrubs, debtAccounts } from '../../db/schema';
import { activeScrubRows, scrubFactsFrom } from './scrubs.repository';

/** The list shows this many accounts, longest flagged first. */
export const NEEDS_REVIEW_LIMIT = 200;

/**
 * The accounts a scrub flag holds back today (decision 0101), longest flagged first: out of My
 * queue, for staff to decide (refer to bankruptcy counsel, find the estate, write to the attorney,
 * confirm the end of duty). An active duty past its end no longer holds the account back.
 */
export async function needsReviewAccounts(
  db: Database,
  today: string,
  limit = NEEDS_REVIEW_LIMIT,
): Promise<NeedsReviewItem[]> {
  const holding = and(
    isNull(accountScrubs.clearedAt),
    sql`(${accountScrubs.flag} <> 'military_active_duty' OR ${accountScrubs.militaryEndOn} IS NULL OR ${accountScrubs.militaryEndOn} >= ${today}::date)`,
  );
  const since = sql<Date>`min(${accountScrubs.recordedAt})`;
  const flagged = await db
    .select({ accountId: accountScrubs.debtAccountId, since })
    .from(accountScrubs)
    .where(holding)
    .groupBy(accountScrubs.debtAccountId)
    .orderBy(since, accountScrubs.debtAccountId)
    .limit(limit);
  if (flagged.length === 0) return [];
  const ids = flagged.map((f) => f.accountId);
  const [accounts, rows] = await Promise.all([
    db
      .select({
        id: debtAccounts.id,
        accountNumber: debtAccounts.accountNumber,
        fullName: debtAccounts.fullName,
        unpaidBalance: debtAccounts.unpaidBalance,
      })
      .from(debtAccounts)
      .where(inArray(debtAccounts.id, ids)),
    activeScrubRows(db, ids),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return flagged.flatMap((f) => {
    const account = byId.get(f.accountId);
    const own = rows.filter((r) => r.debtAccountId === f.accountId);
    const block = scrubBlock(scrubFactsFrom(own), { today, toAttorney: false });
    if (!account || !block) return [];
    return [
      {
        accountId: account.id,
        accountNumber: account.accountNumber,
        fullName: account.fullName,
        unpaidBalance: String(account.unpaidBalance ?? '0'),
        flags: own.map((r) => r.flag as ScrubFlag),
        message: block.message,
        since: new Date(f.since).toISOString(),
      },
    ];
  });
}
