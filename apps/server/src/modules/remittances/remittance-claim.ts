import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';

/**
 * Claims for remittance `remittanceId` every ledger entry of the client's accounts that is money
 * collected (a payment to the agency or to the client, or the reversal of one), dated on or before
 * `periodEnd` and on no remittance yet (decision 0053). One statement, so 100,000 entries are one
 * round trip; the unique ledger_entry_id makes a racing draft skip what another claimed.
 *
 * Commission per line, in exact numerics: the client's rate (the tier of the account's age at
 * placement, days_delinq, when the client has tiers) times the amount, rounded half-up to the cent
 * (PostgreSQL's round() of a numeric rounds halves away from zero, so a reversal computed afresh is
 * exactly the negative of its payment's). A reversal of a payment already remitted carries the
 * negative of the commission that payment carried.
 */
export async function claimEntries(
  tx: Database | Transaction,
  remittanceId: number,
  clientId: number,
  periodEnd: string,
  method: 'net' | 'gross',
): Promise<void> {
  await tx.execute(sql`
    WITH terms AS (
      SELECT c.commission_rate AS base_rate, coalesce(c.commission_tiers, '[]'::jsonb) AS tiers
      FROM clients c WHERE c.id = ${clientId}
    ),
    tiers AS (
      SELECT (t->>'minAgeDays')::int AS min_age, (t->>'rate')::numeric AS rate
      FROM terms, jsonb_array_elements(terms.tiers) t
    ),
    candidates AS (
      SELECT e.id, e.amount, d.days_delinq, o.kind AS reverses_kind, e.kind, ol.commission AS reversed_commission
      FROM ledger_entries e
      JOIN debt_accounts d ON d.id = e.debt_account_id
      LEFT JOIN ledger_entries o ON o.id = e.reverses_entry_id
      LEFT JOIN remittance_lines ol ON ol.ledger_entry_id = e.reverses_entry_id
      WHERE d.client_id = ${clientId}
        AND e.effective_date <= ${periodEnd}::date
        AND (e.kind IN ('payment', 'direct_payment')
             OR (e.kind = 'reversal' AND o.kind IN ('payment', 'direct_payment')))
        AND NOT EXISTS (SELECT 1 FROM remittance_lines l WHERE l.ledger_entry_id = e.id)
        -- Money from before the ledger was settled with the clients outside the product (decision 0053).
        AND e.source <> 'carried_over' AND coalesce(o.source, '') <> 'carried_over'
    ),
    priced AS (
      SELECT x.id,
        CASE WHEN x.kind = 'reversal' THEN x.reverses_kind || '_reversal' ELSE x.kind END AS line_kind,
        -x.amount AS amount,
        coalesce(-x.reversed_commission, round(-x.amount * coalesce(
          (SELECT t.rate FROM tiers t WHERE t.min_age <= coalesce(x.days_delinq, 0) ORDER BY t.min_age DESC LIMIT 1),
          (SELECT base_rate FROM terms)) / 100, 2)) AS commission
      FROM candidates x
    )
    INSERT INTO remittance_lines (remittance_id, ledger_entry_id, kind, amount, commission, net)
    SELECT ${remittanceId}, p.id, p.line_kind, p.amount, p.commission,
      CASE WHEN p.line_kind LIKE 'direct%' THEN 0
           WHEN ${method} = 'net' THEN p.amount - p.commission
           ELSE p.amount END
    FROM priced p
    ON CONFLICT (ledger_entry_id) DO NOTHING`);
}

/** Sets a remittance's totals from its lines (decision 0053: netDue is the sum of the lines' net). */
export async function totalLines(tx: Database | Transaction, remittanceId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE remittances r SET
      gross_collected = s.gross, reversals = s.reversals, commission = s.commission, net_due = s.net,
      direct_payments = s.direct, line_count = s.lines,
      commission_invoiced = s.direct_commission + CASE WHEN r.method = 'gross' THEN s.commission ELSE 0 END,
      updated_at = now()
    FROM (
      SELECT
        coalesce(sum(amount) FILTER (WHERE kind = 'payment'), 0) AS gross,
        coalesce(-sum(amount) FILTER (WHERE kind = 'payment_reversal'), 0) AS reversals,
        coalesce(sum(commission) FILTER (WHERE kind NOT LIKE 'direct%'), 0) AS commission,
        coalesce(sum(amount) FILTER (WHERE kind LIKE 'direct%'), 0) AS direct,
        coalesce(sum(commission) FILTER (WHERE kind LIKE 'direct%'), 0) AS direct_commission,
        coalesce(sum(net), 0) AS net,
        count(*)::int AS lines
      FROM remittance_lines WHERE remittance_id = ${remittanceId}
    ) s
    WHERE r.id = ${remittanceId}`);
}
