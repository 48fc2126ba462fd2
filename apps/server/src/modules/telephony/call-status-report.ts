import { isTerminalCallStatus } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { mayMoveTo, toCallStatus } from '../../providers/telephony/telephony-shared';

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
  const status = toCallStatus(report.status);
  if (!status) return true;
  const now = new Date(deps.clock());
  const ending = isTerminalCallStatus(status);
  if (!mayMoveTo(row.status, status) && !(ending && status === row.status)) return true;
  await deps.db
    .update(calls)
    .set({
      status,
      answeredAt: status === 'in-progress' && !row.answeredAt ? now : row.answeredAt,
      endedAt: ending ? (row.endedAt ?? now) : row.endedAt,
      durationSeconds: ending ? (report.durationSeconds ?? row.durationSeconds) : row.durationSeconds,
      updatedAt: now,
    })
    .where(eq(calls.id, row.id));
  return true;
}
