import {
  easternDateOf,
  REMITTANCE_MESSAGES,
  type Remittance,
  type RemittanceDraftInput,
} from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { HttpError } from '../../http-error';
import { claimEntries, totalLines } from './remittance-claim';
import { findRemittance } from './remittances.repository';

interface DraftOptions {
  userId: number | null;
  /** The agency's now, for "periodEnd cannot be after today". */
  nowMs: number;
  source?: 'manual' | 'daily';
}

async function mustFind(tx: Database | Transaction, id: number): Promise<Remittance> {
  const remittance = await findRemittance(tx, id);
  if (!remittance) throw new HttpError(404, REMITTANCE_MESSAGES.notFound);
  return remittance;
}

/**
 * Drafts a remittance for a client and period: claims the entries not yet remitted (decision 0053)
 * and totals them, in one transaction. A daily draft that loses a race for its client and day
 * answers null (the unique index of daily drafts keeps it to one).
 */
export async function draftRemittance(
  db: Database,
  input: RemittanceDraftInput,
  options: DraftOptions,
): Promise<Remittance | null> {
  // Today is the agency's (Eastern) day, or the UTC one when it is already later there: a caller
  // whose clock reads UTC is not refused the day it lives in.
  const utcToday = new Date(options.nowMs).toISOString().slice(0, 10);
  const today = [easternDateOf(options.nowMs), utcToday].sort()[1];
  if (input.periodEnd > today) throw new HttpError(400, REMITTANCE_MESSAGES.periodFuture);
  return db.transaction(async (tx) => {
    const client = await tx.execute<{ remit_method: 'net' | 'gross' }>(
      sql`SELECT remit_method FROM clients WHERE id = ${input.clientId}`,
    );
    const method = client.rows[0]?.remit_method;
    if (!method) throw new HttpError(404, REMITTANCE_MESSAGES.clientNotFound);
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO remittances (client_id, period_start, period_end, method, source, created_by_user_id,
        gross_collected, reversals, commission, net_due, direct_payments, commission_invoiced)
      VALUES (${input.clientId}, ${input.periodStart}::date, ${input.periodEnd}::date, ${method},
        ${options.source ?? 'manual'}, ${options.userId}, 0, 0, 0, 0, 0, 0)
      ON CONFLICT (client_id, period_end) WHERE source = 'daily' DO NOTHING
      RETURNING id`);
    const id = inserted.rows[0]?.id;
    if (id === undefined) return null;
    await claimEntries(tx, Number(id), input.clientId, input.periodEnd, method);
    await totalLines(tx, Number(id));
    return mustFind(tx, Number(id));
  });
}

/** Locks a remittance's row for a status change; 404 when there is none. */
async function lockStatus(tx: Transaction, id: number): Promise<Remittance['status']> {
  const row = await tx.execute<{ status: Remittance['status'] }>(
    sql`SELECT status FROM remittances WHERE id = ${id} FOR UPDATE`,
  );
  const status = row.rows[0]?.status;
  if (!status) throw new HttpError(404, REMITTANCE_MESSAGES.notFound);
  return status;
}

/**
 * Regenerates a draft: releases its lines and claims again with the same period and the client's
 * current method, so entries posted or back-dated since are taken in. 409 once approved.
 */
export async function regenerateRemittance(db: Database, id: number): Promise<Remittance> {
  return db.transaction(async (tx) => {
    if ((await lockStatus(tx, id)) !== 'draft') throw new HttpError(409, REMITTANCE_MESSAGES.notDraft);
    const row = await tx.execute<{
      client_id: number;
      period_end: string;
      remit_method: 'net' | 'gross';
    }>(sql`
      SELECT r.client_id, r.period_end::text AS period_end, c.remit_method
      FROM remittances r JOIN clients c ON c.id = r.client_id WHERE r.id = ${id}`);
    const r = row.rows[0];
    if (!r) throw new HttpError(404, REMITTANCE_MESSAGES.notFound);
    await tx.execute(sql`DELETE FROM remittance_lines WHERE remittance_id = ${id}`);
    await tx.execute(sql`UPDATE remittances SET method = ${r.remit_method} WHERE id = ${id}`);
    await claimEntries(tx, id, Number(r.client_id), r.period_end, r.remit_method);
    await totalLines(tx, id);
    return mustFind(tx, id);
  });
}

/**
 * draft → approved, by an admin; from then on the remittance never changes (409 on a second try).
 * A draft with no transactions is refused (400): approved, it would tell the client a transfer of
 * $0.00 is on its way (decision 0115).
 */
export async function approveRemittance(db: Database, id: number, userId: number): Promise<Remittance> {
  return db.transaction(async (tx) => {
    if ((await lockStatus(tx, id)) !== 'draft') throw new HttpError(409, REMITTANCE_MESSAGES.notDraft);
    const lines = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM remittance_lines WHERE remittance_id = ${id}`,
    );
    if (Number(lines.rows[0]?.n ?? 0) === 0) throw new HttpError(400, REMITTANCE_MESSAGES.empty);
    await tx.execute(sql`
      UPDATE remittances SET status = 'approved', approved_by_user_id = ${userId}, approved_at = now(),
        updated_at = now()
      WHERE id = ${id}`);
    return mustFind(tx, id);
  });
}

/** approved → paid, with the reference of the transfer to the client. */
export async function markRemittancePaid(db: Database, id: number, reference: string): Promise<Remittance> {
  return db.transaction(async (tx) => {
    if ((await lockStatus(tx, id)) !== 'approved') throw new HttpError(409, REMITTANCE_MESSAGES.notApproved);
    await tx.execute(sql`
      UPDATE remittances SET status = 'paid', paid_at = now(), paid_reference = ${reference}, updated_at = now()
      WHERE id = ${id}`);
    return mustFind(tx, id);
  });
}
