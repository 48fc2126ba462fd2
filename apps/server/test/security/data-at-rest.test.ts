import { Writable } from 'node:stream';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  debtAccounts,
  importRuns,
  mailOutbox,
  mfaCredentials,
  securityEvents,
  users,
} from '../../src/db/schema';
import { MISPLACED_VALUE_EVENT } from '../../src/security/misplaced-values';
import { buildTestApp, type TestApp } from '../build-test-app';
import { dumpDatabase } from '../database-dump';
import { createUser, signIn } from '../factories';
import { importForm, toCsv } from '../kits/accounts-import/import-test-kit';
import { chatCookieOf, chatVerify, chatVerifyAddress } from '../kits/chat/chat-test-kit';
import { completeIdentity, sessionCookieOf, verifyIdentity } from '../kits/identity/identity-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../kits/mail/test-smtp-server';
import { enrol, enrolledUser, passwordStep, STEP, verifyLogin } from '../kits/mfa/mfa-test-kit';
import { referenceTotp } from '../kits/mfa/reference-totp';
import { cardBody, pay } from '../kits/payments/payment-fixtures';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Data at rest (decision 0025): after the flows that handle each secret, neither a database dump nor
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
/** A second debtor, for values copied between accounts. */
const OTHER = {
  accountNumber: 'DAR-1002',
  ssnDashed: '527-39-1846',
  birthUs: '03/14/1966',
  street: '8 Larch Row',
};

let smtp: TestSmtpServer;
let t: TestApp;
let log = '';
let dump = '';
let adminCookie = '';
const evidence: SweepLine[] = [];
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

/** POST /api/admin/import of one account with its SSN and birth date (DEBTOR unless told). */
async function importAccount(
  debtor: { accountNumber: string; ssnDashed: string; birthUs: string; street: string } = DEBTOR,
) {
  // A new account is placed at 900.00; an existing one is sent back with its balance on file, as an
  // export is (a different balance after a payment is refused: decision 0059).
  const [onFile] = await t.deps.db
    .select({ balance: debtAccounts.unpaidBalance })
    .from(debtAccounts)
    .where(eq(debtAccounts.accountNumber, debtor.accountNumber));
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
      debtor.accountNumber,
      'Quinn',
      'Harlow',
      debtor.ssnDashed,
      debtor.birthUs,
      debtor.street,
      'Trenton',
      'NJ',
      '08608',
      onFile?.balance ?? '900.00',
    ],
  ]);
  const body = importForm(
    { importType: 'accounts' },
    { name: 'accounts.csv', content: csv, type: 'text/csv' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: body.payload,
    headers: { ...body.headers, cookie: adminCookie },
  });
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
  adminCookie = await signIn(t.app, 'dar-admin');
  const imported = await importAccount();
  expect(imported.statusCode, imported.body).toBe(200);
  expect(imported.json()).toMatchObject({ created: 1, errors: 0 });
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
  if (evidence.length)
    writeSweepEvidence('data-at-rest', 'encrypted values bound to their row and column', evidence);
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

/** The back office's account object of an account number. */
async function adminAccount(accountNumber: string) {
  const [row] = await t.deps.db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(eq(debtAccounts.accountNumber, accountNumber));
  const res = await t.app.inject({ url: `/api/admin/accounts/${row.id}`, headers: { cookie: adminCookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, string | null>;
}

/** Copies an encrypted account value with SQL, as someone with write access to the database could. */
function copyAccountValue(
  from: { account: string; column: string },
  to: { account: string; column: string },
) {
  return t.deps.db.execute(sql`UPDATE debt_accounts SET ${sql.identifier(to.column)} =
    (SELECT ${sql.identifier(from.column)} FROM debt_accounts WHERE account_number = ${from.account})
    WHERE account_number = ${to.account}`);
}

const misplacedEvents = () =>
  t.deps.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.eventType, MISPLACED_VALUE_EVENT))
    .orderBy(securityEvents.id);

describe('data at rest: each encrypted value opens only at its own row and column', () => {
  it('an imported account reads back masked, and imported again keeps its stored SSN and birth date', async () => {
    expect(await adminAccount(DEBTOR.accountNumber)).toMatchObject({
      ssn: `***-**-${DEBTOR.last4}`,
      birth_date: '**/**/1971',
    });
    const secretsOf = (accountNumber: string) =>
      t.deps.db
        .select({ ssn: debtAccounts.ssnEncrypted, birthDate: debtAccounts.birthDateEncrypted })
        .from(debtAccounts)
        .where(eq(debtAccounts.accountNumber, accountNumber));
    const before = await secretsOf(DEBTOR.accountNumber);
    // The import opens the stored values at their row to compare them: equal, so left as stored.
    const again = await importAccount();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, errors: 0 });
    expect(await secretsOf(DEBTOR.accountNumber)).toEqual(before);
    const other = await importAccount(OTHER);
    expect(other.json()).toMatchObject({ created: 1, errors: 0 });
    expect(await adminAccount(OTHER.accountNumber)).toMatchObject({
      ssn: '***-**-1846',
      birth_date: '**/**/1966',
    });
    expect(await misplacedEvents()).toEqual([]);
  });

  it('an SSN copied to another account does not open there: fully masked, and a CRITICAL event', async () => {
    await copyAccountValue(
      { account: DEBTOR.accountNumber, column: 'ssn_encrypted' },
      { account: OTHER.accountNumber, column: 'ssn_encrypted' },
    );
    // Not the other debtor's digits: unreadable. Its own birth date still opens.
    expect(await adminAccount(OTHER.accountNumber)).toMatchObject({
      ssn: '***-**-****',
      birth_date: '**/**/1966',
    });
    const list = await t.app.inject({
      url: `/api/admin/accounts?search=${encodeURIComponent('Quinn Harlow')}`,
      headers: { cookie: adminCookie },
    });
    const listed = (list.json() as { accounts: Record<string, string>[] }).accounts;
    expect(listed.find((a) => a.account_number === OTHER.accountNumber)?.ssn).toBe('***-**-****');
    expect(listed.find((a) => a.account_number === DEBTOR.accountNumber)?.ssn).toBe(`***-**-${DEBTOR.last4}`);
    const events = await misplacedEvents();
    expect(events.length).toBe(2); // the detail and the list each read it
    for (const event of events)
      expect(event).toMatchObject({
        riskLevel: 'CRITICAL',
        success: false,
        username: 'dar-admin',
        details: { table: 'debt_accounts', column: 'ssn_encrypted', row: OTHER.accountNumber },
      });
    evidence.push({
      area: 'SSN ciphertext copied to another account (SQL UPDATE), read by the account page and the list',
      cases: 2,
      result: 'shown fully masked (***-**-****), never the other debtor’s digits; a CRITICAL event per read',
    });
  });

  it('an SSN copied into another column of the same account (co-signer SSN) does not open there', async () => {
    const before = (await misplacedEvents()).length;
    await copyAccountValue(
      { account: DEBTOR.accountNumber, column: 'ssn_encrypted' },
      { account: DEBTOR.accountNumber, column: 'co_signer_ssn_encrypted' },
    );
    expect(await adminAccount(DEBTOR.accountNumber)).toMatchObject({
      ssn: `***-**-${DEBTOR.last4}`,
      co_signer_ssn: '***-**-****',
    });
    const events = (await misplacedEvents()).slice(before);
    expect(events.map((e) => e.details)).toEqual([
      { table: 'debt_accounts', column: 'co_signer_ssn_encrypted', row: DEBTOR.accountNumber },
    ]);
    evidence.push({
      area: 'SSN ciphertext copied to the co-signer SSN column of the same account',
      cases: 1,
      result: 'co-signer SSN fully masked, the SSN itself still reads; a CRITICAL event',
    });
  });

  it('an import over an account holding a copied value stops, says which, and leaves the value as it was', async () => {
    const before = (await misplacedEvents()).length;
    const [stored] = await t.deps.db
      .select({ ssn: debtAccounts.ssnEncrypted })
      .from(debtAccounts)
      .where(eq(debtAccounts.accountNumber, OTHER.accountNumber));
    const res = await importAccount(OTHER);
    expect(res.statusCode).toBe(500);
    const [run] = await t.deps.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1);
    expect(run).toMatchObject({ status: 'failed' });
    expect(run.message).toContain(
      `The import stopped. The encrypted value in debt_accounts.ssn_encrypted of row ${OTHER.accountNumber} does not belong there`,
    );
    const [after] = await t.deps.db
      .select({ ssn: debtAccounts.ssnEncrypted })
      .from(debtAccounts)
      .where(eq(debtAccounts.accountNumber, OTHER.accountNumber));
    expect(after.ssn).toBe(stored.ssn);
    expect((await misplacedEvents()).slice(before).map((e) => e.details)).toEqual([
      { table: 'debt_accounts', column: 'ssn_encrypted', row: OTHER.accountNumber },
    ]);
    evidence.push({
      area: 'Import of an account whose stored SSN was copied from another account',
      cases: 1,
      result:
        'import stops (500, run failed naming the account and column), value left as found; a CRITICAL event',
    });
  });

  it('a TOTP secret copied to another user does not sign that user in', async () => {
    const before = (await misplacedEvents()).length;
    const second = await enrolledUser(t, 'dar-staff2');
    const stepOf = async () =>
      (await t.deps.db.select().from(mfaCredentials).where(eq(mfaCredentials.userId, second.user.id)))[0]
        ?.lastUsedStep;
    const enrolledStep = await stepOf();
    const [first] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'dar-staff'));
    await t.deps.db.execute(sql`UPDATE mfa_credentials SET secret_encrypted =
      (SELECT secret_encrypted FROM mfa_credentials WHERE user_id = ${first.id}) WHERE user_id = ${second.user.id}`);
    const { mfaCookie } = await passwordStep(t.app, 'dar-staff2');
    // The code of the copied secret, which the person who copied it would know.
    const res = await verifyLogin(t.app, mfaCookie, { token: referenceTotp(secrets.totp, t.clock.now()) });
    expect(res.statusCode).toBe(500);
    expect(res.cookies.find((c) => c.name === 'arrears_sid' && c.value !== '')).toBeUndefined();
    expect((await misplacedEvents()).slice(before).map((e) => e.details)).toEqual([
      { table: 'mfa_credentials', column: 'secret_encrypted', row: String(second.user.id) },
    ]);
    expect(await stepOf()).toBe(enrolledStep); // no code was accepted
    evidence.push({
      area: 'TOTP secret copied to another user, then a code of that secret at sign-in',
      cases: 1,
      result: 'refused (500, no session); a CRITICAL event',
    });
  });

  it('a mail body copied to another queued mail is not sent', async () => {
    const before = (await misplacedEvents()).length;
    const attempts = smtp.attempts.length;
    const [source] = await t.deps.db.select().from(mailOutbox).orderBy(mailOutbox.id).limit(1);
    // In one transaction, so the sender only ever sees the copied body.
    const mailId = await t.deps.db.transaction(async (tx) => {
      const id = await t.deps.mail.enqueue(
        {
          to: 'dar-other@agency.example',
          subject: 'Hello',
          text: 'Hi',
          audience: { operational: 'staff_password_reset' },
        },
        tx,
      );
      await tx.execute(sql`UPDATE mail_outbox SET text_body = ${source.textBody} WHERE id = ${id}`);
      return id;
    });
    await t.mailSender.flush();
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(mail).toMatchObject({ status: 'failed' });
    expect(mail.lastError).toContain(`mail_outbox.text_body of row ${mailId} does not belong there`);
    expect(smtp.attempts.length).toBe(attempts);
    expect((await misplacedEvents()).slice(before).map((e) => e.details)).toEqual([
      { table: 'mail_outbox', column: 'text_body', row: String(mailId) },
    ]);
    evidence.push({
      area: 'Mail body (a password-reset mail) copied to another queued mail',
      cases: 1,
      result: 'not sent: the mail fails at once; a CRITICAL event',
    });
  });
});
