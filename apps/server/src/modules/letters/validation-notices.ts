import { easternDateOf, PREFERENCE_LIFT_MESSAGES, type Role } from '@arrears/domain';
import type { Database, Transaction } from '../../db/client';
import { validationNotices } from '../../db/schema';
import { HttpError } from '../../http-error';
import { requireAccount } from '../accounts';
import {
  auditComplianceChange,
  COMPLIANCE_RECORD_MESSAGES,
  placedOnOf,
  validationState,
} from '../compliance';

/**
 * The validation notices sent (Regulation F §1006.34): the letters module drafts and mails them, so it
 * is the one writer of their record. Compliance reads it for the validation period.
 */

/** A real calendar date 'yyyy-mm-dd' (the schema checks the shape only). */
function isCalendarDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/**
 * When the notice was sent: recorded by hand (POST /api/debtors/{id}/compliance/validation-notice)
 * or by a letter's mailing or e-mail. Audited and on the timeline as a compliance change.
 */
export async function recordValidationNotice(
  db: Database,
  input: {
    accountId: number;
    userId: number | null;
    sentOn: string;
    method: 'mail' | 'email';
    now: number;
    /**
     * The role of the user recording it by hand (decision 0088): a collector records only today; staff
     * and admin a day from the placement to today. Without it (a letter's mailing) only "not in the future".
     */
    role?: Role;
  },
) {
  const account = await requireAccount(db, input.accountId);
  if (!isCalendarDate(input.sentOn)) throw new HttpError(400, COMPLIANCE_RECORD_MESSAGES.invalidDate);
  const today = easternDateOf(input.now);
  if (input.sentOn > today) throw new HttpError(400, COMPLIANCE_RECORD_MESSAGES.futureDate);
  if (input.role === 'collector' && input.sentOn !== today)
    throw new HttpError(400, PREFERENCE_LIFT_MESSAGES.collectorNoticeDate);
  if (input.role !== undefined && input.role !== 'collector') {
    const placedOn = await placedOnOf(db, account);
    if (input.sentOn < placedOn)
      throw new HttpError(400, PREFERENCE_LIFT_MESSAGES.beforePlacement.replace('{date}', placedOn));
  }
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
    await auditComplianceChange(
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

/** Notices recorded as they are, with no audit (the demo data). */
export async function insertValidationNotices(
  db: Database | Transaction,
  rows: readonly { debtAccountId: number; sentOn: string; method: 'mail' | 'email' }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(validationNotices).values([...rows]);
}
