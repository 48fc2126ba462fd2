import { isTerminalCallStatus } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { mayMoveTo, toCallStatus } from '../../providers/telephony/telephony-shared';

type CallRow = typeof calls.$inferSelect;

export interface CallStatusReport {
  callSid: string;
  /** Twilio's CallStatus word. */
  status: string;
  /** CallDuration, on the completed callback. */
  durationSeconds: number | null;
}

/**
 * Applies a status callback to the stored call: forward moves only, answered when it goes
 * in-progress, ended (with the duration) when it ends. False when no such call exists.
 */
export async function applyCallStatusReport(deps: AppDeps, report: CallStatusReport): Promise<boolean> {
  const [row] = await deps.db.select().from(calls).where(eq(calls.callSid, report.callSid)).limit(1);
  if (!row) return false;
  await applyStatusToCall(deps, row, report.status, report.durationSeconds);
  return true;
}

/**
 * Moves a stored call to a reported status (the debtor leg's, on a bridge); answers the row after,
 * or null when the report changed nothing.
 */
export async function applyStatusToCall(
  deps: AppDeps,
  row: CallRow,
  word: string,
  durationSeconds: number | null,
  extra: Partial<Pick<CallRow, 'debtorLegSid'>> = {},
): Promise<CallRow | null> {
  const status = toCallStatus(word);
  if (!status) return null;
  const now = new Date(deps.clock());
  const ending = isTerminalCallStatus(status);
  if (!mayMoveTo(row.status, status) && !(ending && status === row.status)) return null;
  const [updated] = await deps.db
    .update(calls)
    .set({
      ...extra,
      status,
      answeredAt: status === 'in-progress' && !row.answeredAt ? now : row.answeredAt,
      endedAt: ending ? (row.endedAt ?? now) : row.endedAt,
      durationSeconds: ending ? (durationSeconds ?? row.durationSeconds) : row.durationSeconds,
      ...(ending ? { held: false } : {}),
      updatedAt: now,
    })
    .where(eq(calls.id, row.id))
    .returning();
  return updated;
}
