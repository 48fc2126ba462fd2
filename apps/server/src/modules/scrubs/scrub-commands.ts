import { SCRUB_FLAG_LABELS, SCRUB_MESSAGES, type ScrubInput, type ScrubSource } from '@arrears/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type AccountScrubRow, accountScrubs, type NewAccountScrub } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry, recordAudit } from '../account-timeline';

/** Who recorded a flag, from where. */
export interface ScrubOrigin {
  source: ScrubSource;
  userId: number | null;
  /** The scrub file's run, when a file recorded it. */
  scrubRunId?: number | null;
  /** The day recorded (yyyy-mm-dd), the flag's date when it has none. */
  today: string;
  at: Date;
}

/** The stored columns of a flag's fields: the one date lands where the flag keeps it. */
function columnsOf(input: ScrubInput, today: string) {
  return {
    flag: input.flag,
    effectiveOn: input.date ?? today,
    bankruptcyChapter: input.chapter,
    bankruptcyCaseNumber: input.caseNumber,
    bankruptcyFiledOn: input.flag === 'bankruptcy' ? input.date : null,
    diedOn: input.flag === 'deceased' ? input.date : null,
    militaryStartOn: input.flag === 'military_active_duty' ? input.date : null,
    militaryEndOn: input.endDate,
    attorneyName: input.attorneyName,
    attorneyPhone: input.attorneyPhone,
    attorneyAddress: input.attorneyAddress,
  } satisfies Partial<NewAccountScrub>;
}

const FIELDS = [
  'bankruptcyChapter',
  'bankruptcyCaseNumber',
  'bankruptcyFiledOn',
  'diedOn',
  'militaryStartOn',
  'militaryEndOn',
  'attorneyName',
  'attorneyPhone',
  'attorneyAddress',
] as const;

/** "chapter 7, case 26-10001, filed 2026-02-01": what the audit and the timeline say of a flag. */
export function describeScrub(row: Pick<AccountScrubRow, (typeof FIELDS)[number] | 'flag'>): string {
  const parts: string[] = [];
  if (row.bankruptcyChapter) parts.push(`chapter ${row.bankruptcyChapter}`);
  if (row.bankruptcyCaseNumber) parts.push(`case ${row.bankruptcyCaseNumber}`);
  if (row.bankruptcyFiledOn) parts.push(`filed ${row.bankruptcyFiledOn}`);
  if (row.diedOn) parts.push(`died ${row.diedOn}`);
  if (row.militaryStartOn) parts.push(`from ${row.militaryStartOn}`);
  if (row.militaryEndOn) parts.push(`to ${row.militaryEndOn}`);
  if (row.attorneyName) parts.push(row.attorneyName);
  if (row.attorneyPhone) parts.push(row.attorneyPhone);
  if (row.attorneyAddress) parts.push(row.attorneyAddress);
  const label = SCRUB_FLAG_LABELS[row.flag as keyof typeof SCRUB_FLAG_LABELS] ?? row.flag;
  return parts.length ? `${label} (${parts.join(', ')})` : label;
}

/** Where a flag came from, as the timeline and the audit say it. */
const FROM: Record<ScrubSource, string> = {
  staff: 'on the account',
  import: 'by the accounts import',
  scrub_file: 'by a scrub file',
};

const sameFields = (row: AccountScrubRow, next: ReturnType<typeof columnsOf>) =>
  FIELDS.every((f) => (row[f] ?? null) === (next[f] ?? null));

export type RecordOutcome = 'recorded' | 'changed' | 'unchanged';

/**
 * Records one flag on an account, in the caller's transaction. The same flag already active with the
 * same fields is left as it is (a monthly re-scrub names it again); with other fields (a new
 * attorney, an end of duty), the old one is lifted with the reason "replaced" and the new one
 * recorded, so what the account held when stays readable. Audited and on the timeline.
 */
export async function recordScrub(
  tx: Transaction,
  accountId: number,
  input: ScrubInput,
  origin: ScrubOrigin,
): Promise<{ outcome: RecordOutcome; row: AccountScrubRow }> {
  const next = columnsOf(input, origin.today);
  const [active] = await tx
    .select()
    .from(accountScrubs)
    .where(
      and(
        eq(accountScrubs.debtAccountId, accountId),
        eq(accountScrubs.flag, input.flag),
        isNull(accountScrubs.clearedAt),
      ),
    )
    .for('update');
  if (active && sameFields(active, next)) return { outcome: 'unchanged', row: active };
  const from = FROM[origin.source];
  if (active) {
    await tx
      .update(accountScrubs)
      .set({ clearedAt: origin.at, clearedBy: origin.userId, clearedReason: `Replaced ${from}` })
      .where(eq(accountScrubs.id, active.id));
  }
  const [row] = await tx
    .insert(accountScrubs)
    .values({
      debtAccountId: accountId,
      ...next,
      note: input.note,
      source: origin.source,
      scrubRunId: origin.scrubRunId ?? null,
      recordedAt: origin.at,
      recordedBy: origin.userId,
    })
    .returning();
  const described = describeScrub(row);
  await recordAudit(tx, {
    debtAccountId: accountId,
    userId: origin.userId,
    source: 'scrub',
    field: `scrub:${input.flag}`,
    oldValue: active ? describeScrub(active) : null,
    newValue: described,
    reason: input.note ?? `Recorded ${from}`,
  });
  await addTimelineEntry(tx, {
    debtAccountId: accountId,
    channel: 'Update',
    userId: origin.userId,
    message: `${active ? 'Scrub flag changed' : 'Scrub flag recorded'} ${from}: ${described}`,
    details: { kind: 'scrub', scrubId: row.id, flag: input.flag, source: origin.source },
    createdAt: origin.at,
  });
  return { outcome: active ? 'changed' : 'recorded', row };
}

/**
 * Lifts a flag (admin and staff, route access): the reason is required and kept with the flag, in
 * the audit and on the timeline. A flag already lifted answers 409; another account's, 404.
 */
export async function clearScrub(
  db: Database,
  input: { accountId: number; scrubId: number; reason: string; userId: number; at: Date },
): Promise<AccountScrubRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountScrubs)
      .where(and(eq(accountScrubs.id, input.scrubId), eq(accountScrubs.debtAccountId, input.accountId)))
      .for('update');
    if (!row) throw new HttpError(404, SCRUB_MESSAGES.notFound);
    if (row.clearedAt) throw new HttpError(409, SCRUB_MESSAGES.alreadyCleared);
    const [cleared] = await tx
      .update(accountScrubs)
      .set({ clearedAt: input.at, clearedBy: input.userId, clearedReason: input.reason })
      .where(eq(accountScrubs.id, row.id))
      .returning();
    const described = describeScrub(row);
    await recordAudit(tx, {
      debtAccountId: row.debtAccountId,
      userId: input.userId,
      source: 'scrub',
      field: `scrub:${row.flag}`,
      oldValue: described,
      newValue: null,
      reason: input.reason,
    });
    await addTimelineEntry(tx, {
      debtAccountId: row.debtAccountId,
      channel: 'Update',
      userId: input.userId,
      message: `Scrub flag lifted: ${described}. Reason: ${input.reason}`,
      details: { kind: 'scrub', scrubId: row.id, flag: row.flag, cleared: true },
      createdAt: input.at,
    });
    return cleared;
  });
}
