import {
  type AccountScrub,
  type AccountScrubs,
  attorneyAddressLines,
  type BankruptcyChapter,
  militaryDutyActive,
  NO_SCRUBS,
  SCRUB_FLAGS,
  type ScrubFacts,
  type ScrubFlag,
  type ScrubSource,
  type ScrubSummary,
} from '@arrears/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { type AccountScrubRow, accountScrubs, scrubRuns, users } from '../../db/schema';

type Reader = Database | Transaction;

/** The active flags of these accounts, oldest first. */
export async function activeScrubRows(db: Reader, accountIds: readonly number[]): Promise<AccountScrubRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(accountScrubs)
    .where(and(inArray(accountScrubs.debtAccountId, [...accountIds]), isNull(accountScrubs.clearedAt)))
    .orderBy(asc(accountScrubs.recordedAt), asc(accountScrubs.id));
}

/** Active flag rows as the contact rules read them. */
export function scrubFactsFrom(rows: readonly AccountScrubRow[]): ScrubFacts {
  const facts: ScrubFacts = { ...NO_SCRUBS };
  for (const r of rows) {
    if (r.flag === 'bankruptcy')
      facts.bankruptcy = {
        chapter: r.bankruptcyChapter as BankruptcyChapter | null,
        caseNumber: r.bankruptcyCaseNumber,
        filedOn: r.bankruptcyFiledOn,
      };
    else if (r.flag === 'deceased') facts.deceased = { diedOn: r.diedOn };
    else if (r.flag === 'attorney_represented')
      facts.attorney = { name: r.attorneyName ?? '', phone: r.attorneyPhone, address: r.attorneyAddress };
    else if (r.flag === 'military_active_duty')
      facts.militaryActiveDuty = { startOn: r.militaryStartOn ?? r.effectiveOn, endOn: r.militaryEndOn };
    else if (r.flag === 'litigious') facts.litigious = true;
  }
  return facts;
}

/** The account's active flags as the contact rules read them. */
export async function scrubFactsOf(db: Reader, accountId: number): Promise<ScrubFacts> {
  return scrubFactsFrom(await activeScrubRows(db, [accountId]));
}

/** The facts of several accounts at once (My queue's candidates); accounts without flags are left out. */
export async function scrubFactsByAccount(
  db: Reader,
  accountIds: readonly number[],
): Promise<Map<number, ScrubFacts>> {
  const byAccount = new Map<number, AccountScrubRow[]>();
  for (const row of await activeScrubRows(db, accountIds)) {
    byAccount.set(row.debtAccountId, [...(byAccount.get(row.debtAccountId) ?? []), row]);
  }
  return new Map([...byAccount].map(([id, rows]) => [id, scrubFactsFrom(rows)]));
}

const recorder = alias(users, 'recorder');
const clearer = alias(users, 'clearer');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn; username: AnyPgColumn }) =>
  sql<
    string | null
  >`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.username})`;

function present(row: AccountScrubRow, recordedBy: string | null, clearedBy: string | null): AccountScrub {
  return {
    id: row.id,
    flag: row.flag as ScrubFlag,
    source: row.source as ScrubSource,
    effectiveOn: row.effectiveOn,
    bankruptcyChapter: row.bankruptcyChapter as BankruptcyChapter | null,
    bankruptcyCaseNumber: row.bankruptcyCaseNumber,
    bankruptcyFiledOn: row.bankruptcyFiledOn,
    diedOn: row.diedOn,
    militaryStartOn: row.militaryStartOn,
    militaryEndOn: row.militaryEndOn,
    attorneyName: row.attorneyName,
    attorneyPhone: row.attorneyPhone,
    attorneyAddress: row.attorneyAddress,
    note: row.note,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy,
    clearedAt: row.clearedAt?.toISOString() ?? null,
    clearedBy,
    clearedReason: row.clearedReason,
  };
}

/** GET /api/debtors/{id}/scrubs: active flags, lifted ones, the attorney and the SCRA period. */
export async function accountScrubsOf(db: Reader, accountId: number, today: string): Promise<AccountScrubs> {
  const rows = await db
    .select({ row: accountScrubs, recordedBy: nameOf(recorder), clearedBy: nameOf(clearer) })
    .from(accountScrubs)
    .leftJoin(recorder, eq(recorder.id, accountScrubs.recordedBy))
    .leftJoin(clearer, eq(clearer.id, accountScrubs.clearedBy))
    .where(eq(accountScrubs.debtAccountId, accountId))
    .orderBy(desc(accountScrubs.recordedAt), desc(accountScrubs.id));
  const all = rows.map((r) => present(r.row, r.recordedBy, r.clearedBy));
  const facts = scrubFactsFrom(rows.filter((r) => r.row.clearedAt === null).map((r) => r.row));
  const duty = facts.militaryActiveDuty;
  return {
    active: all.filter((s) => s.clearedAt === null),
    cleared: all.filter((s) => s.clearedAt !== null),
    attorney: facts.attorney
      ? { ...facts.attorney, addressLines: attorneyAddressLines(facts.attorney.address) }
      : null,
    militaryProtection: duty ? { ...duty, active: militaryDutyActive(duty, today) } : null,
  };
}

/** GET /api/admin/scrubs/summary: accounts holding each active flag, and the newest scrub file. */
export async function scrubSummary(db: Reader): Promise<ScrubSummary> {
  const [counts, [last]] = await Promise.all([
    db
      .select({
        flag: accountScrubs.flag,
        accounts: sql<number>`count(distinct ${accountScrubs.debtAccountId})::int`,
      })
      .from(accountScrubs)
      .where(isNull(accountScrubs.clearedAt))
      .groupBy(accountScrubs.flag),
    db
      .select({ run: scrubRuns, ranBy: nameOf(users) })
      .from(scrubRuns)
      .leftJoin(users, eq(users.id, scrubRuns.userId))
      .orderBy(desc(scrubRuns.createdAt), desc(scrubRuns.id))
      .limit(1),
  ]);
  const byFlag = new Map(counts.map((c) => [c.flag, Number(c.accounts)]));
  return {
    flags: SCRUB_FLAGS.map((flag) => ({ flag, accounts: byFlag.get(flag) ?? 0 })),
    lastRun: last
      ? {
          id: last.run.id,
          fileName: last.run.fileName,
          ranAt: last.run.createdAt.toISOString(),
          ranBy: last.ranBy,
          rows: last.run.rows,
          matched: last.run.matched,
          unmatched: last.run.unmatched,
          invalid: last.run.invalid,
        }
      : null,
  };
}
