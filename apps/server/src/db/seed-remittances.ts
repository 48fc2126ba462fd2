import { easternDateOf } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { claimEntries, totalLines } from '../modules/remittances';
import type { Transaction } from './client';

/** The demo's paid remittance: Keystone Community Bank's week with the demo payment of 30 days ago. */
export const DEMO_REMITTANCE = {
  clientCode: 'KCB',
  reference: 'DEMO-WIRE-0001',
  fromDaysAgo: 34,
  toDaysAgo: 28,
};

/** Drafts, approves (by the demo admin) and pays the demo remittance, claiming through the real rule. */
export async function seedDemoRemittance(tx: Transaction, adminId: number): Promise<void> {
  const day = (daysAgo: number) => easternDateOf(Date.now() - daysAgo * 86_400_000);
  const client = await tx.execute<{ id: number; remit_method: 'net' | 'gross' }>(
    sql`SELECT id, remit_method FROM clients WHERE code = ${DEMO_REMITTANCE.clientCode}`,
  );
  const c = client.rows[0];
  if (!c) return;
  const periodEnd = day(DEMO_REMITTANCE.toDaysAgo);
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO remittances (client_id, period_start, period_end, status, method, created_by_user_id,
      approved_by_user_id, approved_at, paid_at, paid_reference,
      gross_collected, reversals, commission, net_due, direct_payments, commission_invoiced)
    VALUES (${c.id}, ${day(DEMO_REMITTANCE.fromDaysAgo)}::date, ${periodEnd}::date, 'draft', ${c.remit_method},
      ${adminId}, NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0, 0)
    RETURNING id`);
  const id = Number(inserted.rows[0]?.id);
  await claimEntries(tx, id, Number(c.id), periodEnd, c.remit_method);
  await totalLines(tx, id);
  await tx.execute(sql`
    UPDATE remittances SET status = 'paid', approved_by_user_id = ${adminId}, approved_at = now(),
      paid_at = now(), paid_reference = ${DEMO_REMITTANCE.reference}
    WHERE id = ${id}`);
}
