import { TEST_CARDS } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { accountAudit, contactEvents, debtAccounts, payments, securityEvents } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function balanceOf(id: number): Promise<string> {
  const [row] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id));
  return row.unpaidBalance;
}

const EXPECTED = {
  approved: { success: true, status: 'approved', code: 'A' },
  declined: { success: false, status: 'declined', code: 'D' },
  insufficient_funds: { success: false, status: 'declined', code: 'D' },
  expired_card: { success: false, status: 'declined', code: 'D' },
  cvv_mismatch: { success: false, status: 'declined', code: 'D' },
  processing_error: { success: false, status: 'error', code: 'E' },
} as const;

describe('POST /api/usaepay/process-payment with each sandbox test card', () => {
  for (const card of TEST_CARDS) {
    it(`${card.name} (${card.number}) answers ${card.expected}`, async () => {
      const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '500.00' });
      const cvv = card.number.startsWith('3') ? '1234' : '123';
      const res = await pay(
        t,
        cookie,
        cardBody(account.id, { cardNumber: card.number, cvv, amount: '120.45' }),
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const want = EXPECTED[card.outcome];
      expect(body).toMatchObject({
        success: want.success,
        status: want.status,
        accountNumber: account.accountNumber,
      });
      expect(body.transaction.result_code).toBe(want.code);
      expect(body.transaction.creditcard.number).toBe(
        `${'X'.repeat(card.number.length - 4)}${card.number.slice(-4)}`,
      );
      expect(body.cardLast4).toBe(card.number.slice(-4));

      const [stored] = await t.deps.db.select().from(payments).where(eq(payments.id, body.paymentId));
      expect(stored.status).toBe(want.status);
      expect(stored.source).toBe('portal');

      if (want.success) {
        expect(body.confirmationCode).toMatch(/^PAY-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
        expect(body.transaction.authcode).toMatch(/^\d{6}$/);
        expect(body.transaction.refnum).toMatch(/^\d{10}$/);
        expect(body).toMatchObject({ amount: 120.45, previousBalance: 500, newBalance: 379.55 });
        expect(await balanceOf(account.id)).toBe('379.55');
        expect(stored).toMatchObject({
          amount: '120.45',
          authCode: body.transaction.authcode,
          cardLast4: card.number.slice(-4),
        });
      } else {
        expect(body.confirmationCode).toBeNull();
        expect(body.failureReason).toBeTruthy();
        expect(body.error).toBe(body.failureReason);
        expect(body).toMatchObject({ amount: 120.45, newBalance: 500 });
        expect(await balanceOf(account.id)).toBe('500.00');
        expect(stored.failureReason).toBe(body.failureReason);
      }
    });
  }

  it('answers the processor checks like a real processor: AVS YYY and CVC M on the Visa success card', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    const body = (await pay(t, cookie, cardBody(account.id))).json();
    expect(body.transaction.avs).toEqual({
      result: 'Address: Match & 5 Digit Zip: Match',
      result_code: 'YYY',
    });
    expect(body.transaction.cvc).toEqual({ result: 'Match', result_code: 'M' });
    expect(body.transaction.creditcard.type).toBe('V');
  });

  it('names the CVV failure and keeps its CVC result N', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    const body = (await pay(t, cookie, cardBody(account.id, { cardNumber: '4000301311112225' }))).json();
    expect(body.transaction.cvc.result_code).toBe('N');
    expect(body.failureReason).toBe('Card security code does not match');
  });
});

describe('an approved payment', () => {
  it('writes the payment, the new balance, last activity, a timeline entry and an audit row in one go', async () => {
    const { user, account, cookie } = await debtorWithAccount(t, { unpaidBalance: '1000.10' });
    const body = (await pay(t, cookie, cardBody(account.id, { amount: 0.3 }))).json();
    expect(body).toMatchObject({ success: true, amount: 0.3, previousBalance: 1000.1, newBalance: 999.8 });

    const [acct] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, account.id));
    expect(acct.unpaidBalance).toBe('999.80');
    expect(acct.lastActivityAmount).toBe('0.30');
    expect(acct.lastActivityDate).toBe('2026-03-02');

    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(row).toMatchObject({
      status: 'approved',
      paymentMethod: 'credit_card',
      cardBrand: 'Visa',
      cardLast4: '2224',
      avsResultCode: 'YYY',
      cvcResultCode: 'M',
      createdByUserId: user.id,
      confirmationCode: body.confirmationCode,
      transactionId: body.transaction.refnum,
      balanceBefore: '1000.10',
      balanceAfter: '999.80',
    });

    const timeline = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ channel: 'Payment', userId: user.id });
    expect(timeline[0].message).toContain('$0.30 approved');
    expect(timeline[0].message).toContain(body.confirmationCode);

    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.debtAccountId, account.id));
    expect(audit).toMatchObject([
      { field: 'unpaid_balance', oldValue: '1000.10', newValue: '999.80', source: 'payment' },
    ]);
  });

  it('pays down the balance to exactly zero and then refuses more', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '0.07' });
    expect((await pay(t, cookie, cardBody(account.id, { amount: '0.07' }))).json().newBalance).toBe(0);
    const again = await pay(t, cookie, cardBody(account.id, { amount: '0.01' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This account has no unpaid balance.');
  });

  it('lets admin and staff pay any account, recorded as an agent payment', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '80.00' });
    for (const role of ['admin', 'staff'] as const) {
      const user = await createUser(t.deps.db, { role });
      const res = await pay(
        t,
        await signIn(t.app, user.username),
        cardBody(account.id, { amount: 10, consumerAuthorized: true }),
      );
      expect(res.json()).toMatchObject({ success: true });
      const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, res.json().paymentId));
      expect(row.source).toBe('agent');
    }
    expect(await balanceOf(account.id)).toBe('60.00');
  });
});

describe('who may pay which account', () => {
  it("refuses a debtor paying someone else's account with 403, records it and changes nothing", async () => {
    const { cookie, user } = await debtorWithAccount(t);
    const other = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '300.00' });
    const before = await t.deps.db.select().from(payments);
    const res = await pay(t, cookie, cardBody(other.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only pay your own account.');
    expect(await balanceOf(other.id)).toBe('300.00');
    expect(await t.deps.db.select().from(payments)).toHaveLength(before.length);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'payment_denied'));
    expect(events.some((e) => e.userId === user.id)).toBe(true);
  });

  it('answers a debtor 403 for an account that does not exist (no probing), and staff 404', async () => {
    const { cookie } = await debtorWithAccount(t);
    expect((await pay(t, cookie, cardBody(999999))).statusCode).toBe(403);
    const staff = await createUser(t.deps.db, { role: 'staff' });
    const res = await pay(t, await signIn(t.app, staff.username), cardBody(999999));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Account not found');
  });

  it('refuses collectors (403) and signed-out callers (401)', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, {});
    const collector = await createUser(t.deps.db, { role: 'collector' });
    expect((await pay(t, await signIn(t.app, collector.username), cardBody(account.id))).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usaepay/process-payment',
      payload: cardBody(account.id),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('validation: a clear message and nothing changes', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [
      'a card number failing the Luhn check',
      { cardNumber: '4000100011112225' },
      'Please enter a valid card number',
    ],
    ['a card number of 12 digits', { cardNumber: '400010001111' }, 'Please enter a valid card number'],
    [
      'a card number of 20 digits',
      { cardNumber: '40001000111122240000' },
      'Please enter a valid card number',
    ],
    ['no card number', { cardNumber: undefined }, 'Card number is required'],
    ['an expiry month 13', { expMonth: '13' }, 'Please choose the expiry month'],
    ['an expired card', { expMonth: '1', expYear: '2026' }, 'The card has expired'],
    ['a CVV of 2 digits', { cvv: '12' }, 'CVV must be 3 or 4 digits'],
    ['a CVV of 5 digits', { cvv: '12345' }, 'CVV must be 3 or 4 digits'],
    ['a CVV with letters', { cvv: '12a' }, 'CVV must be 3 or 4 digits'],
    ['an amount of 0', { amount: 0 }, 'Amount must be at least $0.01'],
    ['a negative amount', { amount: '-5' }, 'Amount must be at least $0.01'],
    ['an amount with 3 decimals', { amount: '10.005' }, 'Enter an amount with at most 2 decimals'],
    ['an amount that is not a number', { amount: 'ten' }, 'Enter an amount with at most 2 decimals'],
    [
      'an amount above the balance',
      { amount: '1000.01' },
      'Amount cannot exceed the unpaid balance of $1,000.00.',
    ],
    ['no first name', { billingInfo: { firstName: ' ', lastName: 'Doe' } }, 'First name is required'],
    ['no last name', { billingInfo: { firstName: 'Jane', lastName: '' } }, 'Last name is required'],
    [
      'a state of 3 letters',
      { billingInfo: { firstName: 'J', lastName: 'D', state: 'NJX' } },
      'State must be 2 letters',
    ],
    [
      'a ZIP of 4 digits',
      { billingInfo: { firstName: 'J', lastName: 'D', zip: '0800' } },
      'ZIP code must be 5 digits',
    ],
    ['no invoice', { invoice: '' }, 'A payment reference is required'],
    ['no account', { debtAccountId: undefined }, 'Account is required'],
    ['an account id past PostgreSQL integer', { debtAccountId: 99_999_999_999 }, 'Account is required'],
  ];
  for (const [what, override, message] of cases) {
    it(`refuses ${what}`, async () => {
      const { account, cookie } = await debtorWithAccount(t);
      const res = await pay(t, cookie, { ...cardBody(account.id), ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await balanceOf(account.id)).toBe('1000.00');
      expect(await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, account.id))).toEqual(
        [],
      );
    });
  }
});

describe('POST /api/payments/test-charge (/test-payment)', () => {
  it('runs a sandbox charge for admin and staff without touching any account or payment', async () => {
    const admin = await createUser(t.deps.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.username);
    const before = (await t.deps.db.select().from(payments)).length;
    const body = { ...cardBody(1, { amount: 25 }), debtAccountId: undefined, accountId: undefined };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-charge',
      headers: { cookie },
      payload: body,
    });
    expect(ok.json()).toMatchObject({ success: true, amount: 25, transaction: { result_code: 'A' } });
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-charge',
      headers: { cookie },
      payload: { ...body, cardNumber: '4000300611112224' },
    });
    expect(declined.json()).toMatchObject({ success: false, message: 'Insufficient funds' });
    expect((await t.deps.db.select().from(payments)).length).toBe(before);
  });

  it('is refused to debtors', async () => {
    const { cookie } = await debtorWithAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-charge',
      headers: { cookie },
      payload: cardBody(1),
    });
    expect(res.statusCode).toBe(403);
  });
});
