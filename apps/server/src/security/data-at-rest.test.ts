import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { dumpDatabase } from '../../test/database-dump';
import { createUser, signIn } from '../../test/factories';
import { multipart, toCsv } from '../modules/accounts-import/testing/import-test-kit';
import { chatCookieOf, chatVerify, chatVerifyAddress } from '../modules/chat/testing/chat-test-kit';
import {
  completeIdentity,
  sessionCookieOf,
  verifyIdentity,
} from '../modules/identity/testing/identity-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../modules/mail/test-smtp-server';
import { enrol, passwordStep, STEP, verifyLogin } from '../modules/mfa/testing/mfa-test-kit';
import { cardBody, pay } from '../modules/payments/testing/payment-fixtures';

/**
 * Issue 10, "Data at rest": after the flows that handle each secret, neither a database dump nor
 * the trace-level server log holds any of them in plain text. Values are unusual on purpose, so a
 * hit is a leak and not a coincidence.
 */
const DEBTOR = {
  accountNumber: 'DAR-1001',
  ssn: '618254739',
  ssnDashed: '618-25-4739',
  last4: '4739',
  birthIso: '1971-08-19',
  birthUs: '08/19/1971',
  birthUsShort: '8/19/1971',
  street: '27 Quince Lane',
};
const AMEX = { number: '371122223332225', cvv: '9317' }; // the sandbox's approved Amex card

let smtp: TestSmtpServer;
let t: TestApp;
let log = '';
let dump = '';
const secrets = { totp: '', backupCodes: [] as string[], resetToken: '' };

/**
 * Each needle found in the text, with the entry that holds it: a log line, or a dump value
 * (`table.column: …`, which may span lines, e.g. a mail body).
 */
function found(text: string, needles: (string | RegExp)[]): string[] {
  const entries = text.split(/\n(?=[a-z0-9_]+\.[a-z0-9_]+: |\{)/);
  return needles.flatMap((needle) => {
    const hit = entries.find((entry) =>
      typeof needle === 'string' ? entry.includes(needle) : needle.test(entry),
    );
    return hit === undefined ? [] : [`${needle} in: ${hit.slice(0, 200)}`];
  });
}

async function importAccountWithSsnAndBirthDate(adminCookie: string) {
  const csv = toCsv([
    [
      'account_number',
      'debtor_first_name',
      'debtor_last_name',
      'ssn',
      'birth_date',
      'address_1',
      'city',
      'state',
      'zip_code',
      'current_amount',
    ],
    [
      DEBTOR.accountNumber,
      'Quinn',
      'Harlow',
      DEBTOR.ssnDashed,
      DEBTOR.birthUs,
      DEBTOR.street,
      'Trenton',
      'NJ',
      '08608',
      '900.00',
    ],
  ]);
  const body = multipart(
    { importType: 'accounts' },
    { name: 'accounts.csv', content: csv, type: 'text/csv' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: body.payload,
    headers: { ...body.headers, cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ created: 1, errors: 0 });
}

async function enrolStaffInMfaAndSignInWithBackupCode() {
  await createUser(t.deps.db, { username: 'dar-staff', role: 'staff', email: 'dar-staff@agency.example' });
  const cookie = await signIn(t.app, 'dar-staff');
  const { secret, backupCodes } = await enrol(t.app, cookie, t.clock);
  secrets.totp = secret;
  secrets.backupCodes = backupCodes;
  await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
  t.clock.advance(3 * STEP);
  const { mfaCookie } = await passwordStep(t.app, 'dar-staff');
  expect((await verifyLogin(t.app, mfaCookie, { backupCode: backupCodes[0] })).statusCode).toBe(200);
}

async function requestPasswordReset() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email: 'dar-staff@agency.example' },
  });
  expect(res.statusCode).toBe(200);
  const [mail] = await smtp.waitForMails(1);
  secrets.resetToken = /\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
  expect(secrets.resetToken).toHaveLength(43);
}

/** Quick access with SSN last 4 + birth date: answers the debtor's session cookie. */
async function quickAccess(): Promise<string> {
  const ip = '10.77.0.1';
  const verify = await verifyIdentity(t, { ssnLast4: DEBTOR.last4, dateOfBirth: DEBTOR.birthIso }, { ip });
  expect(verify.statusCode).toBe(200);
  const { verificationToken, addressOptions } = verify.json() as {
    verificationToken: string;
    addressOptions: string[];
  };
  const selectedAddress = addressOptions.find((a) => a.startsWith(DEBTOR.street)) as string;
  const res = await completeIdentity(t, { verificationToken, selectedAddress }, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res);
}

async function chatVerification() {
  const ip = '10.77.0.2';
  const check = await chatVerify(t, { ssn_last4: DEBTOR.last4, dob: DEBTOR.birthIso }, ip);
  expect(check.statusCode).toBe(200);
  const { debtor_id, address_options } = check.json() as { debtor_id: string; address_options: string[] };
  const selected_address = address_options.find((a) => a.startsWith(DEBTOR.street));
  chatCookieOf(await chatVerifyAddress(t, { debtor_id, selected_address }, ip));
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const logStream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace', SMTP_URL: smtp.url }, logStream });

  await createUser(t.deps.db, { username: 'dar-admin', role: 'admin' });
  await importAccountWithSsnAndBirthDate(await signIn(t.app, 'dar-admin'));
  await enrolStaffInMfaAndSignInWithBackupCode();
  await requestPasswordReset();
  const debtorCookie = await quickAccess();
  await chatVerification();
  const [accountId] = (
    (await t.app.inject({ url: '/api/customer/accounts', headers: { cookie: debtorCookie } })).json() as {
      id: number;
    }[]
  ).map((a) => a.id);
  const payment = await pay(
    t,
    debtorCookie,
    cardBody(accountId, { cardNumber: '3711 2222 3332 225', cvv: AMEX.cvv, amount: 10 }),
  );
  expect(payment.statusCode).toBe(200);
  expect(payment.json()).toMatchObject({ success: true });

  dump = await dumpDatabase(t.deps.db);
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('data at rest: a database dump and the server log after every flow that handles a secret', () => {
  it('really hold those flows (the account, the MFA enrolment, the reset, the payment, each request)', () => {
    expect(dump).toContain(DEBTOR.accountNumber);
    expect(dump).toMatch(/^mfa_credentials\./m);
    expect(dump).toMatch(/^mfa_backup_codes\./m);
    expect(dump).toMatch(/^password_reset_tokens\./m);
    expect(dump).toMatch(/^payments\..*2225/m); // the card's last 4 are kept
    for (const url of [
      '/api/admin/import',
      '/api/mfa/setup',
      '/api/mfa/verify-login',
      '/api/forgot-password',
      '/api/quick-access-verify',
      '/api/chat/verify',
      '/api/usaepay/process-payment',
    ])
      expect(log).toContain(url);
  });

  it('hold no full SSN, plain or with dashes', () => {
    const needles = [DEBTOR.ssn, DEBTOR.ssnDashed];
    expect(found(dump, needles)).toEqual([]);
    expect(found(log, needles)).toEqual([]);
  });

  it('hold no birth date, in ISO or US format', () => {
    const needles = [DEBTOR.birthIso, DEBTOR.birthUs, DEBTOR.birthUsShort];
    expect(found(dump, needles)).toEqual([]);
    expect(found(log, needles)).toEqual([]);
  });

  it('hold no TOTP secret and no backup code', () => {
    const needles = [secrets.totp, ...secrets.backupCodes];
    expect(found(dump, needles)).toEqual([]);
    expect(found(log, needles)).toEqual([]);
  });

  it('hold no password reset token', () => {
    expect(found(dump, [secrets.resetToken])).toEqual([]);
    expect(found(log, [secrets.resetToken])).toEqual([]);
  });

  it('hold no card number (plain or grouped) and no CVV next to a card field name', () => {
    const needles = [
      AMEX.number,
      '3711 2222 3332 225',
      '3711 222233 32225',
      new RegExp(`(cvv|cvc|card_?code|security_?code)\\W{0,6}${AMEX.cvv}(?!\\d)`, 'i'),
    ];
    expect(found(dump, needles)).toEqual([]);
    expect(found(log, needles)).toEqual([]);
  });
});
