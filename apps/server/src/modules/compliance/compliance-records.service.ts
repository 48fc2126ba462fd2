import {
  type ContactPreferenceKind,
  easternDateOf,
  isWithinValidationPeriod,
  validationPeriodOf,
} from '@arrears/domain';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { contactPreferences, users, validationNotices } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry, recordAudit } from '../account-timeline/account-timeline.service';
import type { TimelineDetails } from '../account-timeline/timeline-kinds';
import { requireAccount } from '../accounts/accounts.repository';
import { tenDigitsOf } from './compliance-facts.repository';

export const COMPLIANCE_RECORD_MESSAGES = {
  phoneDigits: 'Enter a 10-digit phone number',
  preferenceNotFound: 'Contact preference not found',
  alreadyRevoked: 'This contact preference was already revoked',
  invalidDate: 'Please enter a real date',
  futureDate: 'The validation notice cannot have been sent in the future',
} as const;

/** How a preference reads on the timeline and in the audit. */
export const PREFERENCE_LABELS: Record<ContactPreferenceKind, string> = {
  opt_out_call: 'Opt-out of calls',
  opt_out_sms: 'Opt-out of text messages',
  opt_out_email: 'Opt-out of e-mail',
  sms_consent: 'Consent to text messages',
  cease: 'Cease communication',
};

/** Kinds that are about one phone number (the others apply to the whole account). */
const PHONE_KINDS: readonly string[] = ['sms_consent', 'opt_out_sms'];

const recorder = alias(users, 'recorder');
const revoker = alias(users, 'revoker');
const fullName = (n: { first: string | null; last: string | null; username: string | null } | null) =>
  n ? [n.first, n.last].filter(Boolean).join(' ').trim() || n.username : null;

/** The preferences of an account as the agent screen lists them, newest first (revoked ones too). */
export async function preferencesOf(db: Database, accountId: number, id?: number) {
  const rows = await db
    .select({
      p: contactPreferences,
      by: { first: recorder.firstName, last: recorder.lastName, username: recorder.username },
      revokedBy: { first: revoker.firstName, last: revoker.lastName, username: revoker.username },
    })
    .from(contactPreferences)
    .leftJoin(recorder, eq(recorder.id, contactPreferences.recordedByUserId))
    .leftJoin(revoker, eq(revoker.id, contactPreferences.revokedByUserId))
    .where(
      and(
        eq(contactPreferences.debtAccountId, accountId),
        id === undefined ? undefined : eq(contactPreferences.id, id),
      ),
    )
    .orderBy(desc(contactPreferences.createdAt), desc(contactPreferences.id));
  return rows.map(({ p, by, revokedBy }) => ({
    id: p.id,
    kind: p.kind as ContactPreferenceKind,
    phone: p.phone,
    source: p.source,
    note: p.note,
    recordedBy: p.recordedByUserId ? fullName(by) : null,
    createdAt: p.createdAt.toISOString(),
    revokedAt: p.revokedAt?.toISOString() ?? null,
    revokedBy: p.revokedByUserId ? fullName(revokedBy) : null,
  }));
}
export type PreferenceRow = Awaited<ReturnType<typeof preferencesOf>>[number];

/** One account_audit row (source 'compliance') and one 'Update' timeline line, in `tx`. */
async function audit(
  tx: Transaction,
  entry: {
    accountId: number;
    /** null: the system (a notice drafted and e-mailed on placement). */
    userId: number | null;
    field: string;
    oldValue: string | null;
    newValue: string | null;
  },
  line: { message: string; details: TimelineDetails },
) {
  await recordAudit(tx, {
    debtAccountId: entry.accountId,
    userId: entry.userId,
    source: 'compliance',
    field: entry.field,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
  });
  await addTimelineEntry(tx, {
    debtAccountId: entry.accountId,
    channel: 'Update',
    userId: entry.userId,
    message: line.message,
    details: line.details,
  });
}

/** POST /api/debtors/{id}/compliance/preferences: the agent records an opt-out, consent or cease. */
export async function recordPreference(
  db: Database,
  input: {
    accountId: number;
    userId: number;
    kind: ContactPreferenceKind;
    phone?: string | null;
    note?: string | null;
  },
): Promise<PreferenceRow> {
  await requireAccount(db, input.accountId);
  let phone: string | null = null;
  if (PHONE_KINDS.includes(input.kind) && input.phone) {
    phone = tenDigitsOf(input.phone);
    if (!phone) throw new HttpError(400, COMPLIANCE_RECORD_MESSAGES.phoneDigits);
  }
  const note = input.note || null;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactPreferences)
      .values({
        debtAccountId: input.accountId,
        kind: input.kind,
        phone,
        source: 'agent',
        note,
        recordedByUserId: input.userId,
      })
      .returning({ id: contactPreferences.id });
    const label = PREFERENCE_LABELS[input.kind];
    await audit(
      tx,
      {
        accountId: input.accountId,
        userId: input.userId,
        field: input.kind,
        oldValue: null,
        newValue: phone ?? 'recorded',
      },
      {
        message: `${label} recorded${phone ? ` for ${phone}` : ''}${note ? `. Note: ${note}` : ''}`,
        details: { kind: 'contact_preference', preferenceId: row.id, preference: input.kind, phone },
      },
    );
    return row.id;
  });
  const [saved] = await preferencesOf(db, input.accountId, id);
  return saved;
}

/** DELETE /api/debtors/{id}/compliance/preferences/{prefId}: revoked, the row and who stay. */
export async function revokePreference(
  db: Database,
  input: { accountId: number; preferenceId: number; userId: number },
): Promise<PreferenceRow> {
  await requireAccount(db, input.accountId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contactPreferences)
      .where(
        and(
          eq(contactPreferences.id, input.preferenceId),
          eq(contactPreferences.debtAccountId, input.accountId),
        ),
      )
      .for('update');
    if (!row) throw new HttpError(404, COMPLIANCE_RECORD_MESSAGES.preferenceNotFound);
    if (row.revokedAt) throw new HttpError(409, COMPLIANCE_RECORD_MESSAGES.alreadyRevoked);
    await tx
      .update(contactPreferences)
      .set({ revokedAt: new Date(), revokedByUserId: input.userId })
      .where(eq(contactPreferences.id, row.id));
    const label = PREFERENCE_LABELS[row.kind as ContactPreferenceKind] ?? row.kind;
    await audit(
      tx,
      {
        accountId: input.accountId,
        userId: input.userId,
        field: row.kind,
        oldValue: row.phone ?? 'recorded',
        newValue: null,
      },
      {
        message: `${label} revoked${row.phone ? ` for ${row.phone}` : ''}`,
        details: { kind: 'contact_preference', preferenceId: row.id, preference: row.kind, revoked: true },
      },
    );
  });
  const [saved] = await preferencesOf(db, input.accountId, input.preferenceId);
  return saved;
}

/** A real calendar date 'yyyy-mm-dd' (the schema checks the shape only). */
function isCalendarDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** The validation period of a notice and whether it is still running at `now`. */
export function validationState(sentOn: string, now: number) {
  return { ...validationPeriodOf(sentOn), open: isWithinValidationPeriod(now, sentOn) };
}

/** POST /api/debtors/{id}/compliance/validation-notice: when the §1006.34 notice was sent. */
export async function recordValidationNotice(
  db: Database,
  input: { accountId: number; userId: number | null; sentOn: string; method: 'mail' | 'email'; now: number },
) {
  await requireAccount(db, input.accountId);
  if (!isCalendarDate(input.sentOn)) throw new HttpError(400, COMPLIANCE_RECORD_MESSAGES.invalidDate);
  if (input.sentOn > easternDateOf(input.now))
    throw new HttpError(400, COMPLIANCE_RECORD_MESSAGES.futureDate);
  const period = validationState(input.sentOn, input.now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(validationNotices)
      .values({
        debtAccountId: input.accountId,
        sentOn: input.sentOn,
        method: input.method,
        recordedByUserId: input.userId,
      })
      .returning({ id: validationNotices.id });
    await audit(
      tx,
      {
        accountId: input.accountId,
        userId: input.userId,
        field: 'validation_notice_sent_on',
        oldValue: null,
        newValue: input.sentOn,
      },
      {
        message: `Validation notice sent on ${input.sentOn} by ${input.method === 'mail' ? 'mail' : 'e-mail'} recorded; the validation period ends ${period.endsOn}`,
        details: { kind: 'validation_notice', validationNoticeId: row.id, ...period },
      },
    );
  });
  return period;
}
