import { DISPUTE_MESSAGES } from '@arrears/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { debtorWithAccount } from '../../../test/kits/payments/payment-fixtures';
import { accountAudit, contactEvents, disputes, securityEvents } from '../../db/schema';
import { openDisputeFor } from './open-dispute';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const file = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/disputes',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const list = (cookie?: string) =>
  t.app.inject({ url: '/api/customer/disputes', headers: cookie ? { cookie } : {} });

const form = (accountId: number | string, change: Record<string, unknown> = {}) => ({
  account_id: String(accountId),
  dispute_type: 'already_paid',
  dispute_reason: 'I paid the full balance to the school in March 2024.',
  requested_action: 'Close the account and confirm in writing',
  ...change,
});

async function disputeCount(accountId: number): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(disputes)
    .where(eq(disputes.debtAccountId, accountId));
  return row.n;
}

describe('POST /api/customer/disputes', () => {
  it('files a dispute on the caller’s account: the row, the timeline line, the audit row, the open flag', async () => {
    const me = await debtorWithAccount(t, { accountNumber: 'ACC-D-1' });
    expect(await openDisputeFor(t.deps.db, me.account.id)).toBeNull();

    const res = await file(me.cookie, form(me.account.id));
    expect(res.statusCode).toBe(201);
    const dispute = res.json();
    expect(dispute).toMatchObject({
      debtAccountId: me.account.id,
      accountNumber: 'ACC-D-1',
      status: 'pending',
      disputeType: 'already_paid',
      disputeReason: 'I paid the full balance to the school in March 2024.',
      requestedAction: 'Close the account and confirm in writing',
      resolutionNotes: null,
      resolvedAt: null,
    });
    expect(Date.parse(dispute.createdAt)).not.toBeNaN();

    const [row] = await t.deps.db.select().from(disputes).where(eq(disputes.id, dispute.id));
    expect(row).toMatchObject({ source: 'portal', userId: me.user.id, status: 'pending' });

    const timeline = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, me.account.id));
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ channel: 'Note', userId: me.user.id });
    expect(timeline[0].message).toContain(`Dispute #${dispute.id} filed through the portal: Already Paid`);

    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.debtAccountId, me.account.id));
    expect(audit).toEqual([
      expect.objectContaining({
        source: 'dispute',
        field: 'dispute_status',
        oldValue: null,
        newValue: 'pending',
      }),
    ]);

    expect(await openDisputeFor(t.deps.db, me.account.id)).toMatchObject({
      id: dispute.id,
      status: 'pending',
    });
  });

  it.each([
    [{ account_id: '' }, DISPUTE_MESSAGES.accountRequired],
    [{ dispute_type: '' }, DISPUTE_MESSAGES.typeRequired],
    [{ dispute_type: 'not_a_type' }, DISPUTE_MESSAGES.typeRequired],
    [{ dispute_reason: 'Too short' }, DISPUTE_MESSAGES.reasonRequired],
    [{ requested_action: 'No' }, DISPUTE_MESSAGES.actionRequired],
  ])('answers 400 to %o with the spec’s message and writes nothing', async (change, message) => {
    const me = await debtorWithAccount(t);
    const res = await file(me.cookie, form(me.account.id, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await disputeCount(me.account.id)).toBe(0);
  });

  it('refuses a second open dispute of the same type on an account, and takes another type', async () => {
    const me = await debtorWithAccount(t);
    expect((await file(me.cookie, form(me.account.id))).statusCode).toBe(201);
    const again = await file(me.cookie, form(me.account.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DISPUTE_MESSAGES.alreadyOpen);
    expect(
      (await file(me.cookie, form(me.account.id, { dispute_type: 'incorrect_amount' }))).statusCode,
    ).toBe(201);
    expect(await disputeCount(me.account.id)).toBe(2);
  });

  it('answers 401 signed out', async () => {
    const me = await debtorWithAccount(t);
    expect((await file(undefined, form(me.account.id))).statusCode).toBe(401);
    expect((await list()).statusCode).toBe(401);
  });
});

describe('ownership: debtor A and debtor B', () => {
  it('A cannot file on B’s account nor on a missing one: the same 403, nothing written, an event', async () => {
    const a = await debtorWithAccount(t);
    const b = await debtorWithAccount(t);
    const onB = await file(a.cookie, form(b.account.id));
    const onNothing = await file(a.cookie, form(9_999_999));
    expect(onB.statusCode).toBe(403);
    expect(onNothing.statusCode).toBe(403);
    expect(onB.json()).toEqual({ message: DISPUTE_MESSAGES.notYourAccount });
    expect(onNothing.json()).toEqual(onB.json());
    expect(await disputeCount(b.account.id)).toBe(0);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'dispute_denied'), eq(securityEvents.userId, a.user.id)));
    expect(events).toHaveLength(2);
    expect(events[0].success).toBe(false);
  });

  it('each sees only the disputes of their own accounts, newest first', async () => {
    const a = await debtorWithAccount(t);
    const aSecond = await insertAccount(t.deps.db, t.deps.encryption, { userId: a.user.id });
    const b = await debtorWithAccount(t);
    const first = (await file(a.cookie, form(a.account.id))).json();
    const second = (await file(a.cookie, form(aSecond.id, { dispute_type: 'not_my_debt' }))).json();
    const theirs = (await file(b.cookie, form(b.account.id))).json();

    const mine = (await list(a.cookie)).json();
    expect(mine.map((d: { id: number }) => d.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({ accountNumber: aSecond.accountNumber, disputeType: 'not_my_debt' });
    expect((await list(b.cookie)).json().map((d: { id: number }) => d.id)).toEqual([theirs.id]);
  });

  it('a signed-in user with no accounts sees an empty history and cannot file', async () => {
    const admin = await createUser(t.deps.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.username);
    expect((await list(cookie)).json()).toEqual([]);
    const someone = await debtorWithAccount(t);
    expect((await file(cookie, form(someone.account.id))).statusCode).toBe(403);
  });
});
