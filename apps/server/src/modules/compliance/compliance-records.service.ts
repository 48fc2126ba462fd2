import {
  CONTACT_PREFERENCE_KINDS,
  type ContactPreferenceKind,
  easternDateOf,
  isWithinValidationPeriod,
  liftRuleOf,
  mayLiftPreference,
  PREFERENCE_LIFT_MESSAGES,
  type Role,
  validationPeriodOf,
} from '@arrears/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { contactPreferences, type DebtAccountRow, ledgerEntries, placements, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';
import type { TimelineDetails } from '../account-timeline';
import { addTimelineEntry, recordAudit } from '../account-timeline';
import { requireAccount } from '../accounts';
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
        // Wrong-person reports waiting for review share the table but are no preference (decision 0088).
        inArray(contactPreferences.kind, [...CONTACT_PREFERENCE_KINDS]),
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
export async function auditComplianceChange(
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

/** The signed-in user who acts, and where from (the security events name both). */
export interface Actor {
  id: number;
  role: Role;
  username: string;
  origin: RequestOrigin;
}

/** A consent to texts for this number (or every number) was withdrawn before on the account. */
async function consentWasWithdrawn(db: Database, accountId: number, phone: string | null) {
  const [row] = await db
    .select({ id: contactPreferences.id })
    .from(contactPreferences)
    .where(
      and(
        eq(contactPreferences.debtAccountId, accountId),
        eq(contactPreferences.kind, 'sms_consent'),
        isNotNull(contactPreferences.revokedAt),
        phone === null
          ? undefined
          : or(isNull(contactPreferences.phone), eq(contactPreferences.phone, phone)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * POST /api/debtors/{id}/compliance/preferences: the agent records an opt-out, consent or cease.
 * A consent the consumer withdrew is theirs (decision 0088): only an administrator records it
 * again, with the reason in the note, and that is a security event.
 */
export async function recordPreference(
  db: Database,
  input: {
    accountId: number;
    userId: number;
    kind: ContactPreferenceKind;
    phone?: string | null;
    note?: string | null;
    /** The route's caller; without it (the system, tests of the service) no role rule applies. */
    actor?: Actor;
  },
): Promise<PreferenceRow> {
  await requireAccount(db, input.accountId);
  let phone: string | null = null;
  if (PHONE_KINDS.includes(input.kind) && input.phone) {
    phone = tenDigitsOf(input.phone);
    if (!phone) throw new HttpError(400, COMPLIANCE_RECORD_MESSAGES.phoneDigits);
  }
  const note = input.note || null;
  const { actor } = input;
  const reconsent =
    actor !== undefined &&
    input.kind === 'sms_consent' &&
    (await consentWasWithdrawn(db, input.accountId, phone));
  if (reconsent) {
    if (actor.role !== 'admin') {
      await recordLiftEvent(db, actor, {
        allowed: false,
        description: `Refused: a ${actor.role} recording again a consent to texts the consumer withdrew (account ${input.accountId})`,
        details: { accountId: input.accountId, kind: input.kind, phone },
      });
      throw new HttpError(403, PREFERENCE_LIFT_MESSAGES.consentRevoked);
    }
    if (!note) throw new HttpError(400, PREFERENCE_LIFT_MESSAGES.consentRevoked);
  }
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
    await auditComplianceChange(
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
  if (reconsent && actor) {
    await recordLiftEvent(db, actor, {
      allowed: true,
      description: `Consent to texts the consumer had withdrawn recorded again on account ${input.accountId}: ${note}`,
      details: { accountId: input.accountId, preferenceId: id, kind: input.kind, phone, reason: note },
    });
  }
  const [saved] = await preferencesOf(db, input.accountId, id);
  return saved;
}

/** Lifting a consumer's choice, or trying to, is a security event (the admin's dashboard lists it). */
async function recordLiftEvent(
  db: Database,
  actor: Actor,
  event: { allowed: boolean; description: string; details: Record<string, unknown>; low?: boolean },
) {
  await recordSecurityEvent(db, {
    type: event.allowed ? 'contact_preference_lifted' : 'contact_preference_lift_denied',
    success: event.allowed,
    description: event.description,
    origin: actor.origin,
    user: { id: actor.id, role: actor.role, username: actor.username },
    details: event.details,
    riskLevel: event.low ? 'LOW' : 'MEDIUM',
  });
}

/**
 * DELETE /api/debtors/{id}/compliance/preferences/{prefId}: revoked with a reason; the row, who and
 * why stay. Who may (decision 0088): a cease or an opt-out the consumer gave, only an administrator;
 * a stop of a wrong-person report, admin or staff; a consent to texts, any agent on the account.
 * Lifting a stop is a security event; a refusal too.
 */
export async function revokePreference(
  db: Database,
  input: { accountId: number; preferenceId: number; reason: string; actor: Actor },
): Promise<PreferenceRow> {
  await requireAccount(db, input.accountId);
  const { actor } = input;
  const lifted = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contactPreferences)
      .where(
        and(
          eq(contactPreferences.id, input.preferenceId),
          eq(contactPreferences.debtAccountId, input.accountId),
          inArray(contactPreferences.kind, [...CONTACT_PREFERENCE_KINDS]),
        ),
      )
      .for('update');
    if (!row) throw new HttpError(404, COMPLIANCE_RECORD_MESSAGES.preferenceNotFound);
    if (!mayLiftPreference(actor.role, row)) return { denied: row, lifted: null };
    if (row.revokedAt) throw new HttpError(409, COMPLIANCE_RECORD_MESSAGES.alreadyRevoked);
    await tx
      .update(contactPreferences)
      .set({ revokedAt: new Date(), revokedByUserId: actor.id })
      .where(eq(contactPreferences.id, row.id));
    const label = PREFERENCE_LABELS[row.kind as ContactPreferenceKind] ?? row.kind;
    await auditComplianceChange(
      tx,
      {
        accountId: input.accountId,
        userId: actor.id,
        field: row.kind,
        oldValue: row.phone ?? 'recorded',
        newValue: null,
      },
      {
        message: `${label} revoked${row.phone ? ` for ${row.phone}` : ''}. Reason: ${input.reason}`,
        details: {
          kind: 'contact_preference',
          preferenceId: row.id,
          preference: row.kind,
          revoked: true,
          reason: input.reason,
        },
      },
    );
    return { denied: null, lifted: row };
  });
  if (lifted.denied) {
    const row = lifted.denied;
    const rule = liftRuleOf(row);
    await recordLiftEvent(db, actor, {
      allowed: false,
      description: `Refused: a ${actor.role} lifting ${PREFERENCE_LABELS[row.kind as ContactPreferenceKind] ?? row.kind} (source ${row.source}) on account ${input.accountId}`,
      details: { accountId: input.accountId, preferenceId: row.id, kind: row.kind, source: row.source },
    });
    throw new HttpError(
      403,
      rule === 'admin' ? PREFERENCE_LIFT_MESSAGES.consumerChoice : PREFERENCE_LIFT_MESSAGES.wrongPartyStop,
    );
  }
  const row = lifted.lifted;
  const rule = liftRuleOf(row);
  if (rule !== 'agents') {
    await recordLiftEvent(db, actor, {
      allowed: true,
      description: `${PREFERENCE_LABELS[row.kind as ContactPreferenceKind] ?? row.kind} (source ${row.source}) lifted on account ${input.accountId}: ${input.reason}`,
      details: {
        accountId: input.accountId,
        preferenceId: row.id,
        kind: row.kind,
        source: row.source,
        phone: row.phone,
        reason: input.reason,
      },
      low: rule === 'back_office',
    });
  }
  const [saved] = await preferencesOf(db, input.accountId, input.preferenceId);
  return saved;
}

/**
 * The day the account was placed with us: its placement batch's date, else the day of its placed
 * balance in the ledger, else the day the account was made (US Eastern).
 */
export async function placedOnOf(db: Database, account: DebtAccountRow): Promise<string> {
  if (account.placementId !== null) {
    const [placement] = await db
      .select({ placedOn: placements.placedOn })
      .from(placements)
      .where(eq(placements.id, account.placementId));
    if (placement) return placement.placedOn;
  }
  const [entry] = await db
    .select({ day: ledgerEntries.effectiveDate })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.debtAccountId, account.id), eq(ledgerEntries.kind, 'placement')))
    .orderBy(asc(ledgerEntries.effectiveDate))
    .limit(1);
  return entry?.day ?? easternDateOf(account.createdAt.getTime());
}

/** The validation period of a notice and whether it is still running at `now`. */
export function validationState(sentOn: string, now: number) {
  return { ...validationPeriodOf(sentOn), open: isWithinValidationPeriod(now, sentOn) };
}
