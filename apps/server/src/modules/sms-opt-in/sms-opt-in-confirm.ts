import {
  SMS_OPT_IN_CONFIRMATION as C,
  SMS_OPT_IN_MESSAGES as M,
  type SmsOptInConfirm,
  THROTTLES,
} from '@arrears/domain';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsOptIns } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { codeMatches } from './sms-opt-in-code';

/**
 * The number's latest opt-in, when it still waits for confirmation: a newer request replaces an
 * older one, whose code and YES no longer count.
 */
/** Tries of one code; its window is the code's life (codeExpiresAt, set when it is texted). */
const TRIES = THROTTLES['sms-opt-in-code'];

async function latestPending(db: Database, phone: string) {
  const [row] = await db
    .select({ id: smsOptIns.id, codeExpiresAt: smsOptIns.codeExpiresAt, confirmedAt: smsOptIns.confirmedAt })
    .from(smsOptIns)
    .where(and(eq(smsOptIns.phoneNumber, phone), isNotNull(smsOptIns.codeExpiresAt)))
    .orderBy(desc(smsOptIns.createdAt), desc(smsOptIns.id))
    .limit(1);
  return row && row.confirmedAt === null ? row : undefined;
}

async function markConfirmed(deps: AppDeps, id: number, by: 'sms_reply' | 'code'): Promise<boolean> {
  const rows = await deps.db
    .update(smsOptIns)
    .set({ confirmedAt: new Date(deps.clock()), confirmedBy: by, codeHash: null })
    .where(and(eq(smsOptIns.id, id), isNull(smsOptIns.confirmedAt)))
    .returning({ id: smsOptIns.id });
  return rows.length > 0;
}

/**
 * POST /api/sms-opt-in/confirm: the code of the number's latest opt-in, typed back on the page.
 * The try is counted before it is judged, in the statement that checks the code is alive (not
 * expired, tries left), so parallel guesses get no more than the limit judged. At the last wrong
 * try the code is dead: the form must be sent again for a new one.
 */
export async function confirmByCode(deps: AppDeps, input: SmsOptInConfirm): Promise<void> {
  const pending = await latestPending(deps.db, input.phoneNumber);
  if (!pending) throw new HttpError(410, M.codeDead);
  const [spent] = await deps.db
    .update(smsOptIns)
    .set({ codeAttempts: sql`${smsOptIns.codeAttempts} + 1` })
    .where(
      and(
        eq(smsOptIns.id, pending.id),
        isNull(smsOptIns.confirmedAt),
        isNotNull(smsOptIns.codeHash),
        lt(smsOptIns.codeAttempts, TRIES.limit),
        gt(smsOptIns.codeExpiresAt, new Date(deps.clock())),
      ),
    )
    .returning({ codeHash: smsOptIns.codeHash, attempts: smsOptIns.codeAttempts });
  if (!spent?.codeHash) throw new HttpError(410, M.codeDead);
  if (codeMatches(deps.config.sessionSecret, input.phoneNumber, input.code, spent.codeHash)) {
    if (await markConfirmed(deps, pending.id, 'code')) return;
    throw new HttpError(410, M.codeDead);
  }
  throw spent.attempts >= TRIES.limit ? new HttpError(410, M.codeDead) : new HttpError(400, M.codeWrong);
}

/**
 * A YES texted from the number: confirms its latest opt-in asked for within the reply window
 * (a code's expiry is the request time plus its lifetime). Answers whether one was confirmed.
 */
export async function confirmByReply(deps: AppDeps, phone: string): Promise<boolean> {
  const pending = await latestPending(deps.db, phone);
  if (!pending?.codeExpiresAt) return false;
  const requestedAt = pending.codeExpiresAt.getTime() - C.codeTtlMs;
  if (deps.clock() - requestedAt > C.replyWindowMs) return false;
  return markConfirmed(deps, pending.id, 'sms_reply');
}
