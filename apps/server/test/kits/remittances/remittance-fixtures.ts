import { type Client, parseCents, type Remittance } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { postLedgerEntry } from '../../../src/modules/ledger/ledger-posting';
import type { TestApp } from '../../build-test-app';
import { insertAccount } from '../accounts/account-fixtures';

let sequence = 0;

/** Remittance fixtures posted through the real paths: the clients API, record-external, the ledger. */
export function remittanceKit(t: TestApp, admin: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

  return {
    call,
    async client(terms: Partial<Record<string, unknown>> = {}): Promise<Client> {
      sequence += 1;
      const res = await call('POST', '/api/admin/clients', {
        code: `RM${sequence}${Date.now().toString(36).slice(-4)}`,
        name: `Remit Client ${sequence}`,
        commissionRate: '25',
        remitMethod: 'net',
        remitFrequency: 'monthly',
        ...terms,
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json() as Client;
    },
    async account(clientId: number, daysDelinq: number | null = null) {
      return insertAccount(t.deps.db, t.deps.encryption, { clientId, unpaidBalance: '5000.00', daysDelinq });
    },
    /** A payment to the agency recorded through POST /api/payments/record-external; its ledger entry id. */
    async pay(debtAccountId: number, amount: string, paymentDate: string): Promise<number> {
      const res = await call('POST', '/api/payments/record-external', { debtAccountId, amount, paymentDate });
      if (res.statusCode !== 200) throw new Error(res.body);
      const { paymentId } = res.json() as { paymentId: number };
      const row = await t.deps.db.execute<{ id: number }>(
        sql`SELECT id FROM ledger_entries WHERE payment_id = ${paymentId}`,
      );
      return Number(row.rows[0]?.id);
    },
    /** A payment the debtor made to the client directly, as reported to the agency. */
    async payClient(debtAccountId: number, cents: number, effectiveDate: string): Promise<number> {
      const posted = await postLedgerEntry(t.deps.db, {
        debtAccountId,
        kind: 'direct_payment',
        amountCents: -cents,
        effectiveDate,
        postedByUserId: null,
        source: 'external',
        method: 'check',
      });
      return posted.entryId;
    },
    /** Reverses a payment entry (a chargeback): the debtor owes the amount again. */
    async reverse(entryId: number, effectiveDate: string): Promise<number> {
      const entry = await t.deps.db.execute<{ debt_account_id: number; amount: string }>(
        sql`SELECT debt_account_id, amount::text AS amount FROM ledger_entries WHERE id = ${entryId}`,
      );
      const row = entry.rows[0];
      if (!row) throw new Error(`No entry ${entryId}`);
      const posted = await postLedgerEntry(t.deps.db, {
        debtAccountId: Number(row.debt_account_id),
        kind: 'reversal',
        amountCents: -(parseCents(row.amount) ?? 0),
        effectiveDate,
        postedByUserId: null,
        source: 'agent',
        reversesEntryId: entryId,
        reason: 'chargeback',
      });
      return posted.entryId;
    },
    async draft(clientId: number, periodStart: string, periodEnd: string): Promise<Remittance> {
      const res = await call('POST', '/api/admin/remittances', { clientId, periodStart, periodEnd });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json() as Remittance;
    },
  };
}
