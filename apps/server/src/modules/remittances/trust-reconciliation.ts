import { centsToDecimal, parseCents, type TrustFigures, type TrustReconciliation } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

interface Cents {
  received: number;
  remitted: number;
  commissionEarned: number;
  heldUnclaimed: number;
  heldInDrafts: number;
  heldApproved: number;
}

const ZERO: Cents = {
  received: 0,
  remitted: 0,
  commissionEarned: 0,
  heldUnclaimed: 0,
  heldInDrafts: 0,
  heldApproved: 0,
};
const KEYS = Object.keys(ZERO) as (keyof Cents)[];

function figures(c: Cents): TrustFigures {
  const held = c.heldUnclaimed + c.heldInDrafts + c.heldApproved;
  return {
    received: centsToDecimal(c.received),
    remitted: centsToDecimal(c.remitted),
    commissionEarned: centsToDecimal(c.commissionEarned),
    held: centsToDecimal(held),
    heldUnclaimed: centsToDecimal(c.heldUnclaimed),
    heldInDrafts: centsToDecimal(c.heldInDrafts),
    heldApproved: centsToDecimal(c.heldApproved),
  };
}

/**
 * The trust reconciliation (decision 0054) for payments dated in [from, to] (either open): money
 * received in trust (payments to the agency less their reversals) against where each of those
 * entries is now: remitted (a paid remittance's net), commission earned (what a paid net-method
 * remittance kept), or held (on no remittance, in a draft, or approved and awaiting the transfer).
 * Received is summed from the ledger alone, the parts from the remittances, so a line that lost or
 * changed its money would show as a difference.
 */
export async function trustReconciliation(
  db: Database,
  range: { from?: string; to?: string },
): Promise<TrustReconciliation> {
  const from = range.from ?? null;
  const to = range.to ?? null;
  const agency = sql`
    SELECT e.id, d.client_id, -e.amount AS amount
    FROM ledger_entries e
    JOIN debt_accounts d ON d.id = e.debt_account_id
    LEFT JOIN ledger_entries o ON o.id = e.reverses_entry_id
    WHERE (e.kind = 'payment' OR (e.kind = 'reversal' AND o.kind = 'payment'))
      -- Money from before the ledger was settled with the clients outside the product (decision 0053).
      AND e.source <> 'carried_over' AND coalesce(o.source, '') <> 'carried_over'
      AND (${from}::date IS NULL OR e.effective_date >= ${from}::date)
      AND (${to}::date IS NULL OR e.effective_date <= ${to}::date)`;
  const [received, parts] = await Promise.all([
    db.execute<{ client_id: number; received: string }>(sql`
      SELECT a.client_id, sum(a.amount)::text AS received FROM (${agency}) a GROUP BY 1`),
    db.execute<{
      client_id: number;
      unclaimed: string | null;
      drafts: string | null;
      approved: string | null;
      remitted: string | null;
      earned: string | null;
    }>(sql`
      SELECT a.client_id,
        sum(a.amount) FILTER (WHERE l.id IS NULL)::text AS unclaimed,
        sum(l.amount) FILTER (WHERE r.status = 'draft')::text AS drafts,
        sum(l.amount) FILTER (WHERE r.status = 'approved')::text AS approved,
        sum(l.net) FILTER (WHERE r.status = 'paid')::text AS remitted,
        sum(l.amount - l.net) FILTER (WHERE r.status = 'paid')::text AS earned
      FROM (${agency}) a
      LEFT JOIN remittance_lines l ON l.ledger_entry_id = a.id
      LEFT JOIN remittances r ON r.id = l.remittance_id
      GROUP BY 1`),
  ]);
  const byClient = new Map<number, Cents>();
  const of = (id: number) => byClient.get(id) ?? byClient.set(id, { ...ZERO }).get(id) ?? { ...ZERO };
  const cents = (v: string | null) => (v === null ? 0 : (parseCents(v) ?? 0));
  for (const r of received.rows) of(Number(r.client_id)).received += cents(r.received);
  for (const r of parts.rows) {
    const c = of(Number(r.client_id));
    c.heldUnclaimed += cents(r.unclaimed);
    c.heldInDrafts += cents(r.drafts);
    c.heldApproved += cents(r.approved);
    c.remitted += cents(r.remitted);
    c.commissionEarned += cents(r.earned);
  }
  const ids = [...byClient.keys()];
  const names = ids.length
    ? await db.execute<{ id: number; code: string; name: string }>(
        sql`SELECT id, code, name FROM clients WHERE id IN (${sql.join(ids, sql`, `)}) ORDER BY code`,
      )
    : { rows: [] };
  const total = { ...ZERO };
  for (const c of byClient.values()) for (const k of KEYS) total[k] += c[k];
  return {
    from,
    to,
    clients: names.rows.map((n) => ({
      clientId: Number(n.id),
      clientCode: n.code,
      clientName: n.name,
      ...figures(byClient.get(Number(n.id)) ?? ZERO),
    })),
    total: figures(total),
  };
}
