import { type AccountStatusList, validationPeriodOf } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { planBody } from '../../../test/kits/arrangements/plan-kit';
import { debtAccounts, disputes, promises, validationNotices } from '../../db/schema';

/** GET /api/customer/account-status: the debtor home's cards (decision 0120). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function debtorWith(balances: string[]) {
  const user = await createUser(t.deps.db, { role: 'debtor' });
  const accounts = await insertAccounts(
    t.deps.db,
    t.deps.encryption,
    balances.map((b) => ({
      userId: user.id,
      unpaidBalance: b,
      principalOriginal: b,
      state: 'NJ',
      zipCode: '08102',
    })),
  );
  return { user, accounts, cookie: await signIn(t.app, user.username) };
}

/** The dispute row takes the database's clock: put it on the test clock's today. */
const filedToday = (debtAccountId: number) =>
  t.deps.db
    .update(disputes)
    .set({ createdAt: new Date(t.clock.now()) })
    .where(eq(disputes.debtAccountId, debtAccountId));

const statusOf = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/customer/account-status', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as AccountStatusList).accounts;
};

describe('GET /api/customer/account-status', () => {
  it('answers each own account with the summary balance and nothing going on', async () => {
    const { accounts, cookie } = await debtorWith(['1200.50', '80.00']);
    const summary = (
      await t.app.inject({ url: '/api/customer/account-summary', headers: { cookie } })
    ).json() as { accounts: { id: number; currentBalance: string }[] };
    const cards = await statusOf(cookie);
    expect(cards.map((c) => c.id).sort()).toEqual(accounts.map((a) => a.id).sort());
    for (const card of cards) {
      // One balance: the account summary's (the ledger's), the one the notice and the statement print.
      expect(card.currentBalance).toBe(summary.accounts.find((a) => a.id === card.id)?.currentBalance);
      expect(card).toMatchObject({ plan: null, promise: null, dispute: null, validation: null });
    }
  });

  it('shows a running plan, the first open promise, a dispute that pauses collection and the validation deadline', async () => {
    const { accounts, cookie } = await debtorWith(['900.00']);
    const id = accounts[0]?.id ?? 0;
    const sentOn = '2026-02-20'; // the test clock's today is 2026-03-02: the period runs
    await t.deps.db.insert(validationNotices).values({ debtAccountId: id, sentOn, method: 'mail' });
    await t.deps.db.insert(promises).values([
      { debtAccountId: id, amount: '50.00', dueDate: '2026-03-20', source: 'api' },
      { debtAccountId: id, amount: '75.25', dueDate: '2026-03-10', source: 'api' },
      { debtAccountId: id, amount: '10.00', dueDate: '2026-03-05', source: 'api', status: 'broken' },
    ]);
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/customer/plans',
      headers: { cookie },
      payload: planBody(id, '2026-03-16'),
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const dispute = await t.app.inject({
      method: 'POST',
      url: '/api/customer/disputes',
      headers: { cookie },
      payload: {
        account_id: id,
        dispute_type: 'incorrect_amount',
        dispute_reason: 'The amount is higher than what I owed.',
        requested_action: 'Correct the amount',
      },
    });
    expect(dispute.statusCode, dispute.body).toBe(201);
    await filedToday(id);

    const [card] = await statusOf(cookie);
    expect(card?.plan).toMatchObject({
      kind: 'plan',
      status: expect.stringMatching(/^(active|pending_approval)$/),
      next: { amount: expect.stringMatching(/^\d+\.\d{2}$/), on: '2026-03-16' },
    });
    expect(card?.promise).toEqual({ amount: '75.25', dueOn: '2026-03-10' });
    expect(card?.dispute).toEqual({ status: 'pending', filedOn: '2026-03-02', collectionPaused: true });
    expect(card?.validation).toEqual({ sentOn, endsOn: validationPeriodOf(sentOn).endsOn });
  });

  it('a dispute filed after the validation period is reviewed without the hold; an ended period is not shown', async () => {
    const { accounts, cookie } = await debtorWith(['300.00']);
    const id = accounts[0]?.id ?? 0;
    await t.deps.db
      .insert(validationNotices)
      .values({ debtAccountId: id, sentOn: '2025-11-03', method: 'mail' });
    const dispute = await t.app.inject({
      method: 'POST',
      url: '/api/customer/disputes',
      headers: { cookie },
      payload: {
        account_id: id,
        dispute_type: 'already_paid',
        dispute_reason: 'I paid this to the creditor last year.',
        requested_action: 'Close the account',
      },
    });
    expect(dispute.statusCode, dispute.body).toBe(201);
    await filedToday(id);
    const [card] = await statusOf(cookie);
    expect(card?.dispute).toEqual({ status: 'pending', filedOn: '2026-03-02', collectionPaused: false });
    expect(card?.validation).toBeNull();
  });

  it("never shows another person's account, and is for debtors only", async () => {
    const other = await debtorWith(['500.00']);
    const { cookie } = await debtorWith(['20.00']);
    const cards = await statusOf(cookie);
    expect(cards.map((c) => c.id)).not.toContain(other.accounts[0]?.id);
    const [row] = await t.deps.db
      .select({ userId: debtAccounts.userId })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, other.accounts[0]?.id ?? 0));
    expect(row?.userId).toBe(other.user.id);

    expect((await t.app.inject({ url: '/api/customer/account-status' })).statusCode).toBe(401);
    const staff = await signIn(t.app, (await createUser(t.deps.db, { role: 'staff' })).username);
    const res = await t.app.inject({ url: '/api/customer/account-status', headers: { cookie: staff } });
    expect(res.statusCode).toBe(403);
  });
});
