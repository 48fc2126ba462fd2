import { CHAT_MESSAGES, DISPUTE_MESSAGES } from '@arrears/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { verifyInChat } from '../../../test/chat-session';
import { createUser, signIn } from '../../../test/factories';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { accountAudit, contactEvents, disputes } from '../../db/schema';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.deps.db, { role: 'staff' });
  staff = await signIn(t.app, user.username);
});
afterAll(async () => t.close());

let sequence = 0;
async function debtor() {
  sequence += 1;
  const last4 = String(5200 + sequence);
  const identity = { last4, birthDate: '1975-09-14', address: `${sequence} Cedar Road, Allentown, PA 18101` };
  const [account] = await insertAccounts(t.deps.db, t.deps.encryption, [
    {
      firstName: 'Lee',
      lastName: 'Park',
      fullName: 'Lee Park',
      ssn: `66655${last4}`,
      birthDate: identity.birthDate,
      address1: `${sequence} Cedar Road`,
      city: 'Allentown',
      state: 'PA',
      zipCode: '18101',
      unpaidBalance: '880.00',
    },
  ]);
  const { cookie } = await verifyInChat(t.app, identity, `10.9.0.${sequence}`);
  return { account, cookie };
}

const body = (debtAccountId: number, overrides: Record<string, unknown> = {}) => ({
  debtAccountId,
  disputeType: 'already_paid',
  description: 'I paid this in full in January.',
  requestedAction: 'provide_validation',
  additionalDetails: 'Bank statement available on request.',
  ...overrides,
});

function submit(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/disputes/submit',
    payload,
    headers: cookie ? { cookie } : {},
  });
}

const disputesOf = (accountId: number) =>
  t.deps.db.select().from(disputes).where(eq(disputes.debtAccountId, accountId));

describe('POST /api/disputes/submit (chat)', () => {
  it('stores the dispute with the portal ones: the back office lists it, with a timeline line and an audit row', async () => {
    const { account, cookie } = await debtor();
    const res = await submit(cookie, body(account.id));
    expect(res.statusCode).toBe(200);
    const { success, disputeId } = res.json();
    expect(success).toBe(true);

    const [row] = await disputesOf(account.id);
    expect(row).toMatchObject({
      id: disputeId,
      userId: null,
      source: 'chat',
      status: 'pending',
      disputeType: 'already_paid',
      disputeReason: 'I paid this in full in January.',
      requestedAction: 'provide_validation',
      additionalDetails: 'Bank statement available on request.',
    });

    const list = await t.app.inject({ url: '/api/admin/disputes', headers: { cookie: staff } });
    expect(list.statusCode).toBe(200);
    const shown = list.json().find((d: { id: number }) => d.id === disputeId);
    expect(shown).toMatchObject({
      source: 'chat',
      status: 'pending',
      debtAccountId: account.id,
      accountNumber: account.accountNumber,
      firstName: 'Lee',
      disputeType: 'already_paid',
      disputeReason: 'I paid this in full in January.',
      requestedAction: 'provide_validation',
      additionalDetails: 'Bank statement available on request.',
    });

    const [line] = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id))
      .orderBy(desc(contactEvents.id));
    expect(line).toMatchObject({
      channel: 'Note',
      userId: null,
      message: `Dispute #${disputeId} filed through the chat assistant: Already Paid. Requested action: Provide Validation`,
    });
    // The chat's verification signed the person in first, linking the account to their login
    // (decision 0119): the dispute's row is the one after that link.
    const audit = (
      await t.deps.db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, account.id))
    ).find((row) => row.source !== 'portal_link');
    expect(audit).toMatchObject({
      source: 'dispute',
      field: 'dispute_status',
      newValue: 'pending',
      userId: null,
    });

    // The workspace's compliance flag: the account now counts as disputed.
    const debtorView = await t.app.inject({ url: `/api/debtors/${account.id}`, headers: { cookie: staff } });
    expect(debtorView.json().compliance.openDispute).toBe(true);
  });

  it('keeps one open dispute per type (409), accepts another type, and no additional details', async () => {
    const { account, cookie } = await debtor();
    expect((await submit(cookie, body(account.id))).statusCode).toBe(200);
    const again = await submit(cookie, body(account.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DISPUTE_MESSAGES.alreadyOpen);
    const other = await submit(
      cookie,
      body(account.id, { disputeType: 'not_my_debt', additionalDetails: null }),
    );
    expect(other.statusCode).toBe(200);
    const rows = await disputesOf(account.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.disputeType === 'not_my_debt')?.additionalDetails).toBeNull();
  });

  it.each([
    ['disputeType', { disputeType: undefined }],
    ['disputeType', { disputeType: '' }],
    ['description', { description: undefined }],
    ['description', { description: '   ' }],
    ['requestedAction', { requestedAction: undefined }],
    ['requestedAction', { requestedAction: '' }],
  ])('refuses a missing %s with the asterisk message and writes nothing', async (_field, overrides) => {
    const { account, cookie } = await debtor();
    const res = await submit(cookie, body(account.id, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields marked with an asterisk (*).');
    expect(await disputesOf(account.id)).toEqual([]);
  });

  it('refuses a type or action the chat does not offer (400)', async () => {
    const { account, cookie } = await debtor();
    for (const overrides of [
      { disputeType: 'bankruptcy_discharge' }, // a portal-only type
      { disputeType: 'everything' },
      { requestedAction: 'refund_everything' },
      { debtAccountId: 'abc' },
    ]) {
      expect((await submit(cookie, body(account.id, overrides))).statusCode).toBe(400);
    }
    expect(await disputesOf(account.id)).toEqual([]);
  });

  it("refuses another debtor's account (403) and a call without a chat session (401)", async () => {
    const mine = await debtor();
    const theirs = await debtor();
    const res = await submit(mine.cookie, body(theirs.account.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CHAT_MESSAGES.notYourAccount);
    const signedOut = await submit(undefined, body(mine.account.id));
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(CHAT_MESSAGES.sessionRequired);
    // A back-office sign-in is not a chat session.
    expect((await submit(staff, body(mine.account.id))).statusCode).toBe(401);
    expect(await disputesOf(theirs.account.id)).toEqual([]);
    expect(await disputesOf(mine.account.id)).toEqual([]);
  });
});
