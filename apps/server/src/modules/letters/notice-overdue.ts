import { easternDateOf, type NoticeOverdue, noticeDueBy } from '@arrears/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactAttempts, debtAccounts, validationNotices } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Accounts whose first allowed contact (a call, text or e-mail the rules let through) was made and
 * whose validation notice did not go out within five days (decision 0069): none sent yet
 * (`pendingOnly`, what the work queue acts on), or, for the compliance report, sent late too.
 * `where` narrows the accounts (the queue's scope, the report's range).
 */
export async function noticesOverdue(
  db: Database,
  opts: { now: number; where?: SQL; pendingOnly: boolean; limit: number },
): Promise<NoticeOverdue[]> {
  const first = db
    .select({
      accountId: contactAttempts.debtAccountId,
      firstAt: sql<Date>`min(${contactAttempts.createdAt})`.as('first_at'),
    })
    .from(contactAttempts)
    .where(eq(contactAttempts.allowed, true))
    .groupBy(contactAttempts.debtAccountId)
    .as('first');
  const firstNotice = sql<
    string | null
  >`(SELECT min(${validationNotices.sentOn})::text FROM ${validationNotices}
    WHERE ${validationNotices.debtAccountId} = ${debtAccounts.id})`;
  // Five business days are at least five calendar days: a cheap bound before the exact count below.
  const calendarBound = new Date(opts.now - 5 * DAY_MS);
  const rows = await db
    .select({
      accountId: debtAccounts.id,
      accountNumber: debtAccounts.accountNumber,
      firstAt: first.firstAt,
      noticeSentOn: firstNotice,
    })
    .from(first)
    .innerJoin(debtAccounts, eq(debtAccounts.id, first.accountId))
    .where(
      and(
        sql`${first.firstAt} < ${calendarBound}`,
        opts.pendingOnly
          ? sql`${firstNotice} IS NULL`
          : sql`(${firstNotice} IS NULL OR ${firstNotice}::date > (${first.firstAt} AT TIME ZONE 'America/New_York')::date + 5)`,
        opts.where,
      ),
    )
    .orderBy(first.firstAt, debtAccounts.id)
    .limit(opts.limit);
  const today = easternDateOf(opts.now);
  return rows.flatMap((r) => {
    const firstContactOn = easternDateOf(new Date(r.firstAt).getTime());
    const dueBy = noticeDueBy(firstContactOn);
    const late = r.noticeSentOn === null ? dueBy < today : r.noticeSentOn > dueBy;
    return late
      ? [
          {
            debtAccountId: r.accountId,
            accountNumber: r.accountNumber,
            firstContactOn,
            dueBy,
            noticeSentOn: r.noticeSentOn,
          },
        ]
      : [];
  });
}
