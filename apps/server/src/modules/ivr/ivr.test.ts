import { DEBT_COLLECTOR_DISCLOSURE } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { FakeTwilioApi } from '../../../test/kits/telephony/fake-twilio-api';
import {
  buildIvrTestApp,
  type IvrTestApp,
  PAY_CONNECTOR,
  saysOf,
} from '../../../test/kits/telephony/ivr-test-kit';
import { debtAccounts, ivrCalls, ledgerEntries, mailOutbox, payments, securityEvents } from '../../db/schema';

const VOICE = '/api/webhooks/twilio/voice';
const GATHER = '/api/webhooks/twilio/voice/gather';
const PAY_RESULT = '/api/webhooks/twilio/voice/pay-result';
const APPROVED_CARD = '4000100011112224';
const DECLINED_CARD = '4000300011112220';

const api = new FakeTwilioApi();
let t: IvrTestApp;
let sequence = 0;

beforeAll(async () => {
  await api.start();
  t = await buildIvrTestApp(api);
});
afterAll(async () => {
  await t.close();
  await api.stop();
});

/** A consumer with a phone, an SSN and a birth date, owing `balance`. */
async function caller(balance = '240.75', extra: Parameters<typeof insertAccount>[2] = {}) {
  sequence += 1;
  const phone = `21555510${String(sequence).padStart(2, '0')}`;
  const account = await insertAccount(t.deps.db, t.deps.encryption, {
    fullName: 'Ivy Caller',
    firstName: 'Ivy',
    lastName: 'Caller',
    primaryPhone: phone,
    state: 'PA',
    zipCode: '19103',
    address1: '12 Walnut St',
    city: 'Philadelphia',
    emailAddress: `ivy${sequence}@example.com`,
    ssn: `12345${String(6000 + sequence)}`,
    birthDate: '1985-07-04',
    unpaidBalance: balance,
    ...extra,
  });
  return { account, phone, ssnLast4: String(6000 + sequence), birthDigits: '07041985' };
}

/** One call: the voice webhook, then each key press posted to the gather webhook. */
function callFrom(phone: string) {
  sequence += 1;
  const callSid = `CA${String(sequence).padStart(32, '0')}`;
  const base = { CallSid: callSid, AccountSid: 'AC', From: `+1${phone}`, To: '+18885550147' };
  return {
    callSid,
    start: async () => (await t.webhook(VOICE, { ...base, CallStatus: 'ringing' })).body,
    press: async (digits: string | null) =>
      (await t.webhook(GATHER, digits === null ? base : { ...base, Digits: digits })).body,
    payResult: async (params: Record<string, string>) =>
      (await t.webhook(PAY_RESULT, { ...base, ...params })).body,
  };
}

const referenceOf = (xml: string) => /<Parameter name="reference" value="([^"]+)"\/>/.exec(xml)?.[1] ?? '';
const chargeBody = (reference: string, transactionId: string, amount: string, card = APPROVED_CARD) => ({
  method: 'charge',
  transaction_id: transactionId,
  cardnumber: card,
  cvv: '123',
  expiry_month: '12',
  expiry_year: '2030',
  amount,
  currency_code: 'USD',
  postal_code: '19103',
  description: 'IVR payment',
  parameters: { reference },
});
const paymentsOf = (accountId: number) =>
  t.deps.db.select().from(payments).where(eq(payments.debtAccountId, accountId));
const ledgerPaymentsOf = (accountId: number) =>
  t.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.debtAccountId, accountId), eq(ledgerEntries.kind, 'payment')));
const balanceOf = async (accountId: number) =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, accountId)))[0].unpaidBalance;

describe('the IVR in English', () => {
  it('greets with the agency and the disclosure, checks identity by keypad, says the balance and takes a payment exactly once', async () => {
    const { account, phone, ssnLast4, birthDigits } = await caller();
    const call = callFrom(phone);

    const greeting = await call.start();
    expect(greeting).toContain('<Gather input="dtmf" numDigits="1"');
    expect(saysOf(greeting)[0]).toBe(
      `Thank you for calling ${t.deps.config.brand.companyName}. ${DEBT_COLLECTOR_DISCLOSURE.en.initial}`,
    );
    expect(greeting).toContain('<Say language="es-US" voice="Polly.Lupe">Para español, oprima 2.</Say>');
    expect(greeting).toMatch(
      /<Redirect method="POST">https:\/\/arrears\.example\/api\/webhooks\/twilio\/voice\/gather<\/Redirect>/,
    );

    // No key at the language prompt: English.
    const askSsn = await call.press(null);
    expect(saysOf(askSsn)).toEqual([
      'To protect your privacy, please enter the last 4 digits of your Social Security number.',
    ]);
    expect(askSsn).toContain('numDigits="4"');
    const askBirth = await call.press(ssnLast4);
    expect(saysOf(askBirth)[0]).toMatch(/^Now enter your date of birth as 8 digits/);
    // The SSN last 4 waits encrypted in the call's row, never in a URL.
    const [row] = await t.deps.db.select().from(ivrCalls).where(eq(ivrCalls.callSid, call.callSid));
    expect(row.pendingSsn).not.toContain(ssnLast4);
    expect(askBirth).not.toContain(ssnLast4);

    const menu = await call.press(birthDigits);
    expect(saysOf(menu)).toEqual([
      'For your balance, press 1. To make a payment, press 2. To speak to an agent, press 3. To hear these options again, press 9.',
    ]);
    const [verified] = await t.deps.db.select().from(ivrCalls).where(eq(ivrCalls.callSid, call.callSid));
    expect(verified).toMatchObject({ identityVerified: true, debtAccountId: account.id, pendingSsn: null });

    const balance = await call.press('1');
    expect(saysOf(balance).slice(0, 2)).toEqual([
      'Your balance is 240 dollars and 75 cents.',
      'We have no payment on record for this account.',
    ]);

    const choice = await call.press('2');
    expect(saysOf(choice)[0]).toBe(
      'To pay the whole balance of 240 dollars and 75 cents, press 1. To pay another amount, press 2. To go back to the main menu, press star.',
    );
    const askAmount = await call.press('2');
    expect(askAmount).toContain('finishOnKey="#"');
    const tooMuch = await call.press('24076');
    expect(saysOf(tooMuch).slice(0, 2)).toEqual([
      'That is more than your balance of 240 dollars and 75 cents.',
      'Enter the amount in cents, then press the pound key. For example, for 50 dollars, enter 5 0 0 0 and pound.',
    ]);
    const tooLittle = await call.press('99');
    expect(saysOf(tooLittle)[0]).toBe('The smallest payment we can take by phone is 1 dollar.');

    const pay = await call.press('5000');
    expect(saysOf(pay)[0]).toBe('You are paying 50 dollars. Please have your card ready.');
    expect(pay).toMatch(
      new RegExp(
        `<Pay paymentConnector="${PAY_CONNECTOR.name}" chargeAmount="50.00" [^>]*action="https://arrears.example/api/webhooks/twilio/voice/pay-result"`,
      ),
    );
    const reference = referenceOf(pay);
    expect(reference).toMatch(/^ivrpay_[0-9a-f]{32}$/);

    // Twilio's connector charges the card; its retry of the same transaction charges nothing.
    const before = t.gateway.charges.length;
    const first = await t.connector(chargeBody(reference, 'txn-en-1', '50.00'));
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toEqual({
      charge_id: expect.stringMatching(/^PAY-/),
      error_code: null,
      error_message: null,
    });
    const replay = await t.connector(chargeBody(reference, 'txn-en-1', '50.00'));
    expect(replay.json()).toEqual(answer);
    // Another transaction on the same <Pay> after its approval is refused: one <Pay>, one payment.
    expect((await t.connector(chargeBody(reference, 'txn-en-2', '50.00'))).json()).toMatchObject({
      charge_id: null,
      error_code: 'already_paid',
    });
    expect(t.gateway.charges.length - before).toBe(1);
    expect(await paymentsOf(account.id)).toMatchObject([
      { status: 'approved', source: 'ivr', amount: '50.00' },
    ]);
    expect(await ledgerPaymentsOf(account.id)).toHaveLength(1);
    expect(await balanceOf(account.id)).toBe('190.75');
    // The card number went to the gateway only.
    const stored = JSON.stringify(await paymentsOf(account.id));
    expect(stored).not.toContain(APPROVED_CARD);
    expect(stored).toContain('2224');

    const done = await call.payResult({ Result: 'success', PaymentConfirmationCode: answer.charge_id });
    const code = answer.charge_id.replace(/-/g, '').split('').join(', ');
    expect(saysOf(done)[0]).toBe(
      `Thank you. Your payment of 50 dollars was approved. Your confirmation code is ${code}. Again, your confirmation code is ${code}. Your new balance is 190 dollars and 75 cents.`,
    );
    // The usual receipt, once.
    const receipts = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, account.emailAddress ?? ''));
    expect(receipts).toHaveLength(1);

    // The balance now tells of the payment.
    const again = await call.press('1');
    expect(saysOf(again)[1]).toMatch(/^Your last payment was 50 dollars, on March 2, 2026\.$/);
  });
});

describe('the IVR in Spanish', () => {
  it('speaks Spanish after 2 (the disclosure too), and a parallel burst of one transaction posts once', async () => {
    const { account, phone, ssnLast4, birthDigits } = await caller('80.00');
    const call = callFrom(phone);
    await call.start();
    const askSsn = await call.press('2');
    expect(saysOf(askSsn)).toEqual([
      `Gracias por llamar a ${t.deps.config.brand.companyName}. ${DEBT_COLLECTOR_DISCLOSURE.es.initial}`,
      'Para proteger su privacidad, marque los últimos 4 dígitos de su número de Seguro Social.',
    ]);
    expect(askSsn).toContain('<Say language="es-US" voice="Polly.Lupe">');
    expect(askSsn).not.toContain('language="en-US"');
    await call.press(ssnLast4);
    const menu = await call.press(birthDigits);
    expect(saysOf(menu)[0]).toMatch(/^Para conocer su saldo, oprima 1\./);
    const balance = await call.press('1');
    expect(saysOf(balance).slice(0, 2)).toEqual([
      'Su saldo es de 80 dólares.',
      'No tenemos pagos registrados en esta cuenta.',
    ]);
    const choice = await call.press('2');
    expect(saysOf(choice)[0]).toMatch(/^Para pagar el saldo total de 80 dólares, oprima 1\./);
    const pay = await call.press('1');
    expect(pay).toMatch(/<Pay paymentConnector="arrears-pay" chargeAmount="80.00" [^>]*language="es-US"/);

    const before = t.gateway.charges.length;
    const body = chargeBody(referenceOf(pay), 'txn-es-burst', '80.00');
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.connector(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0].json().charge_id).toMatch(/^PAY-/);
    expect(t.gateway.charges.length - before).toBe(1);
    expect(await paymentsOf(account.id)).toHaveLength(1);
    expect(await ledgerPaymentsOf(account.id)).toHaveLength(1);
    expect(await balanceOf(account.id)).toBe('0.00');
    const receipts = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, account.emailAddress ?? ''));
    expect(receipts).toHaveLength(1);

    const done = await call.payResult({ Result: 'success' });
    expect(saysOf(done)[0]).toMatch(
      /^Gracias\. Su pago de 80 dólares fue aprobado\. Su código de confirmación es /,
    );
    expect(saysOf(done)[0]).toMatch(/Su nuevo saldo es de 0 dólares\.$/);
  });
});

describe('what the IVR refuses', () => {
  it('answers 403 to an unsigned or wrongly signed webhook, and records it', async () => {
    const params = { CallSid: 'CAunsigned', From: '+12155550999', To: '+18885550147' };
    for (const path of [VOICE, GATHER, PAY_RESULT]) {
      expect((await t.webhook(path, params, null)).statusCode).toBe(403);
      expect((await t.webhook(path, params, 'bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(403);
    }
    expect(await t.deps.db.select().from(ivrCalls).where(eq(ivrCalls.callSid, 'CAunsigned'))).toEqual([]);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'webhook_signature_invalid'));
    expect(events.length).toBeGreaterThanOrEqual(6);
  });

  it('answers 401 to the pay connector without the right Basic credentials, and charges nothing', async () => {
    const { phone, ssnLast4, birthDigits } = await caller('30.00');
    const call = callFrom(phone);
    await call.start();
    await call.press('1');
    await call.press(ssnLast4);
    await call.press(birthDigits);
    await call.press('2');
    const pay = await call.press('1');
    const body = chargeBody(referenceOf(pay), 'txn-auth', '30.00');
    const before = t.gateway.charges.length;
    for (const credentials of [
      null,
      `${PAY_CONNECTOR.username}:wrong`,
      `someone:${PAY_CONNECTOR.password}`,
    ]) {
      const res = await t.connector(body, credentials);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('charge_id');
    }
    expect(t.gateway.charges.length).toBe(before);
  });

  it('refuses a charge for an unknown reference or another amount than the caller chose, and says a decline', async () => {
    const { account, phone, ssnLast4, birthDigits } = await caller('60.00');
    const call = callFrom(phone);
    await call.start();
    await call.press('1');
    await call.press(ssnLast4);
    await call.press(birthDigits);
    await call.press('2');
    await call.press('2');
    const pay = await call.press('2500');
    const reference = referenceOf(pay);
    const before = t.gateway.charges.length;
    expect((await t.connector(chargeBody('ivrpay_forged', 'txn-x1', '25.00'))).json()).toMatchObject({
      charge_id: null,
      error_code: 'unknown_reference',
    });
    expect((await t.connector(chargeBody(reference, 'txn-x2', '60.00'))).json()).toMatchObject({
      charge_id: null,
      error_code: 'amount_mismatch',
    });
    expect(t.gateway.charges.length).toBe(before);

    const declined = await t.connector(chargeBody(reference, 'txn-x3', '25.00', DECLINED_CARD));
    expect(declined.json()).toMatchObject({ charge_id: null, error_code: 'card_declined' });
    expect(await balanceOf(account.id)).toBe('60.00');
    const done = await call.payResult({ Result: 'payment-connector-error' });
    expect(saysOf(done)[0]).toBe('Your payment was not completed, and no money was taken.');
    expect(saysOf(done)[1]).toMatch(/^For your balance, press 1\./);
  });
  it('the card-decline limits apply: after 5 declines on the account even a good card is refused before the gateway', async () => {
    const { account, phone, ssnLast4, birthDigits } = await caller('300.00');
    const call = callFrom(phone);
    await call.start();
    await call.press('1');
    await call.press(ssnLast4);
    await call.press(birthDigits);
    await call.press('2');
    const reference = referenceOf(await call.press('1'));
    for (let i = 1; i <= 5; i += 1) {
      const res = await t.connector(chargeBody(reference, `txn-decline-${i}`, '300.00', DECLINED_CARD));
      expect(res.json().error_code).toBe('card_declined');
    }
    const before = t.gateway.charges.length;
    const limited = await t.connector(chargeBody(reference, 'txn-decline-6', '300.00'));
    expect(limited.json()).toMatchObject({ charge_id: null, error_code: 'too_many_declines' });
    expect(limited.json().error_message).toMatch(/^Too many declined payments\./);
    expect(t.gateway.charges.length).toBe(before);
    expect(await balanceOf(account.id)).toBe('300.00');
  });
});
