import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { accountAudit, contactEvents } from '../../db/schema';
import type { AuditEntry, TimelineDetails, TimelineEntry } from './timeline-kinds';

type Writer = Database | Transaction;

/**
 * The one writer of the contact timeline (contact_events): every module adds its lines through it,
 * in the caller's transaction when the line belongs with other writes. Answers the line's id.
 */
export async function addTimelineEntry(db: Writer, entry: TimelineEntry): Promise<number> {
  const [row] = await db
    .insert(contactEvents)
    .values({
      debtAccountId: entry.debtAccountId,
      channel: entry.channel,
      userId: entry.userId ?? null,
      message: entry.message,
      dispositionCode: entry.dispositionCode ?? null,
      details: entry.details ?? null,
      ...(entry.createdAt && { createdAt: entry.createdAt }),
    })
    .returning({ id: contactEvents.id });
  return row.id;
}

/** Rewrites a line that told of something still under way (a statement e-mail's outcome). */
export async function reviseTimelineEntry(
  db: Writer,
  id: number,
  revision: { message?: string; details: TimelineDetails },
): Promise<void> {
  await db.update(contactEvents).set(revision).where(eq(contactEvents.id, id));
}

/** Takes back a line written ahead of an action that then did not happen. */
export async function removeTimelineEntry(db: Writer, id: number): Promise<void> {
  await db.delete(contactEvents).where(eq(contactEvents.id, id));
}

/** The one writer of account_audit (the import's batch statements take their SQL from import-audit-sql.ts). */
export async function recordAudit(db: Writer, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const rows = ([] as AuditEntry[]).concat(entries);
  if (rows.length === 0) return;
  await db.insert(accountAudit).values(
    rows.map((e) => ({
      debtAccountId: e.debtAccountId,
      userId: e.userId,
      source: e.source,
      field: e.field,
      oldValue: e.oldValue,
      newValue: e.newValue,
      reason: e.reason ?? null,
    })),
  );
}
