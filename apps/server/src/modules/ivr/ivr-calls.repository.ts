import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { debtAccounts, ivrCalls } from '../../db/schema';

export type IvrCallRow = typeof ivrCalls.$inferSelect;
export type IvrCallPatch = Partial<Omit<IvrCallRow, 'callSid' | 'createdAt'>>;

/**
 * A new call starts at the language prompt. Twilio retrying the first webhook starts it over, proof
 * included (the failures stay counted).
 */
export async function startIvrCall(
  db: Database,
  call: { callSid: string; fromNumber: string; nowMs: number },
): Promise<IvrCallRow> {
  const now = new Date(call.nowMs);
  const [row] = await db
    .insert(ivrCalls)
    .values({
      callSid: call.callSid,
      fromNumber: call.fromNumber,
      step: 'language',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: ivrCalls.callSid,
      set: {
        step: 'language',
        retries: 0,
        pendingSsn: null,
        identityVerified: false,
        debtAccountId: null,
        payAmountCents: null,
        updatedAt: now,
      },
    })
    .returning();
  return row;
}

export async function findIvrCall(db: Database, callSid: string): Promise<IvrCallRow | null> {
  const [row] = await db.select().from(ivrCalls).where(eq(ivrCalls.callSid, callSid));
  return row ?? null;
}

export async function findIvrCallByPayReference(db: Database, reference: string): Promise<IvrCallRow | null> {
  const [row] = await db.select().from(ivrCalls).where(eq(ivrCalls.payReference, reference));
  return row ?? null;
}

export async function updateIvrCall(
  db: Database,
  callSid: string,
  patch: IvrCallPatch,
  nowMs: number,
): Promise<IvrCallRow> {
  const [row] = await db
    .update(ivrCalls)
    .set({ ...patch, updatedAt: new Date(nowMs) })
    .where(eq(ivrCalls.callSid, callSid))
    .returning();
  return row;
}

const lastTen = (column: AnyPgColumn) =>
  sql<string>`right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 10)`;

/**
 * The accounts a number belongs to (primary, work or alternate phone), the client's recalled
 * accounts left out: the IVR speaks only of these.
 */
export async function accountsOfNumber(db: Database, tenDigits: string): Promise<number[]> {
  if (!/^\d{10}$/.test(tenDigits)) return [];
  const rows = await db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(
      and(
        isNull(debtAccounts.recalledAt),
        or(
          eq(lastTen(debtAccounts.primaryPhone), tenDigits),
          eq(lastTen(debtAccounts.workPhone), tenDigits),
          eq(lastTen(debtAccounts.alternatePhone), tenDigits),
        ),
      ),
    )
    .orderBy(asc(debtAccounts.id))
    .limit(50);
  return rows.map((r) => r.id);
}
