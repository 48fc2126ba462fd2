import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { placements } from '../../db/schema';
import { postLedgerEntry } from '../ledger/ledger-posting';
import { itemizationOf } from './itemization';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (
  debtAccountId: number,
  kind: 'interest' | 'adjustment' | 'payment',
  cents: number,
  day: string,
) =>
  postLedgerEntry(t.deps.db, {
    debtAccountId,
    kind,
    amountCents: cents,
    effectiveDate: day,
    postedByUserId: null,
    source: 'agent',
  });

describe('itemizationOf', () => {
  it("defaults to the placement batch's day, and itemizes what came after it by kind", async () => {
    const [placement] = await t.deps.db
      .insert(placements)
      .values({ clientId: 1, placedOn: '2026-01-05', label: 'January file' })
      .returning();
    const account = await insertAccount(t.deps.db, t.deps.encryption, {
      unpaidBalance: '400.00',
      placementId: placement.id,
    });
    await post(account.id, 'interest', 199, '2026-01-05'); // the placement day: part of the amount then
    await post(account.id, 'adjustment', 1500, '2026-01-20'); // raised the debt
    await post(account.id, 'adjustment', -700, '2026-01-21'); // a credit
    await post(account.id, 'payment', -2000, '2026-01-22');
    const it = await itemizationOf(t.deps.db, account);
    expect(it).toEqual({
      itemizationDate: '2026-01-05',
      amountThenCents: 40199,
      interestCents: 0,
      feesCents: 0,
      paymentsCreditsCents: 2700,
      reversedPaymentsCents: 0,
      otherChargesCents: 1500,
      amountNowCents: 40199 + 1500 - 2700,
    });
  });

  it('without a placement batch uses the day the balance was placed; an account with no ledger owes $0', async () => {
    const empty = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '0' });
    const it = await itemizationOf(t.deps.db, empty);
    expect(it.amountThenCents).toBe(0);
    expect(it.amountNowCents).toBe(0);
    expect(it.itemizationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
