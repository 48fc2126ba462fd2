import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { debtAccounts, payments, securityEvents } from '../../db/schema';
import type { CardGateway, CardSaleResult } from '../../providers/card-gateway/card-gateway';
import { STALE_CHARGE_MS } from './card-payments.repository';
import { sweepStaleCharges } from './stale-charges';

/** A processor that never answers until told to fail: the request stays open, the row 'processing'. */
class HangingGateway implements CardGateway {
  readonly name = 'sandbox';
  sales = 0;
  #fail: Array<(error: Error) => void> = [];
  sale(): Promise<CardSaleResult> {
    this.sales += 1;
    return new Promise((_, reject) => this.#fail.push(reject));
  }
  cutAll(): void {
    for (const fail of this.#fail.splice(0)) fail(new Error('socket hang up'));
  }
}

let t: TestApp;
const gateway = new HangingGateway();
beforeAll(async () => {
  t = await buildTestApp({ cardGateway: gateway });
});
afterAll(async () => t.close());

async function rowOf(accountId: number) {
  for (let i = 0; i < 100; i += 1) {
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, accountId));
    if (row) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no payment row');
}

describe('charges cut off before their answer was saved', () => {
  it('are marked for reconciliation after STALE_CHARGE_MS, with a HIGH event, the balance untouched and no second charge', async () => {
    const old = await debtorWithAccount(t, { unpaidBalance: '300.00' });
    const oldBody = cardBody(old.account.id, { amount: 40 });
    const oldRequest = pay(t, old.cookie, oldBody);
    const oldRow = await rowOf(old.account.id);
    expect(oldRow.status).toBe('processing');

    // Six minutes old by the database's clock, which the sweep reads.
    await t.deps.db
      .update(payments)
      .set({ createdAt: sql`now() - make_interval(secs => ${STALE_CHARGE_MS / 1000 + 60})` })
      .where(eq(payments.id, oldRow.id));
    const young = await debtorWithAccount(t, { unpaidBalance: '100.00' });
    const youngRequest = pay(t, young.cookie, cardBody(young.account.id, { amount: 10 }));
    await rowOf(young.account.id);

    expect(await sweepStaleCharges(t.deps)).toBe(1);
    const [swept] = await t.deps.db.select().from(payments).where(eq(payments.id, oldRow.id));
    expect(swept.status).toBe('pending_reconciliation');
    expect((await rowOf(young.account.id)).status).toBe('processing');
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'payment_unconfirmed'), eq(securityEvents.riskLevel, 'HIGH')));
    expect(events.some((e) => e.description?.includes(old.account.accountNumber))).toBe(true);

    // The processor's late answer (here: the connection cut) does not overwrite the reconciliation,
    // and the same invoice replays it without a second sale.
    gateway.cutAll();
    await Promise.all([oldRequest, youngRequest]);
    const [after] = await t.deps.db.select().from(payments).where(eq(payments.id, oldRow.id));
    expect(after.status).toBe('pending_reconciliation');
    const salesBefore = gateway.sales;
    const replay = await pay(t, old.cookie, oldBody);
    expect(replay.json()).toMatchObject({ success: false, status: 'pending_reconciliation' });
    expect(gateway.sales).toBe(salesBefore);
    const [account] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, old.account.id));
    expect(account.unpaidBalance).toBe('300.00');
    expect(await sweepStaleCharges(t.deps)).toBe(0);
  });
});
