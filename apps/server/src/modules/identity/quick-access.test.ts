import { IDENTITY_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import {
  completeIdentity,
  insertIdentityAccounts,
  ROBERT,
  robertAccounts,
  sessionCookieOf,
  startCheck,
  wrongOption,
} from '../../../test/kits/identity/identity-test-kit';
import { accountAudit, debtAccounts, identityCheckFailures, securityEvents, users } from '../../db/schema';
import { NO_PASSWORD_HASH } from '../../security/passwords';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

// Each test calls from its own IP address, so the failures of one do not throttle the next.
let ip = '';
let testNumber = 0;
beforeEach(() => {
  testNumber += 1;
  ip = `10.0.0.${testNumber}`;
});
type Variant = 'quick' | 'dispute';
const start = (last4: string, dateOfBirth: string, variant?: Variant) =>
  startCheck(t, last4, dateOfBirth, { variant, ip });
const complete = (body: Record<string, unknown>, variant?: Variant) =>
  completeIdentity(t, body, { variant, ip });

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const mismatch = { message: IDENTITY_MESSAGES.addressMismatch };

describe('quick access: SSN last 4 + birth date, then the address', () => {
  it('signs in as a new debtor user who sees every account of the identity', async () => {
    const [first, second] = await insertIdentityAccounts(t, [
      robertAccounts({ accountNumber: 'QA-1001' }),
      robertAccounts({ accountNumber: 'QA-1002', address1: '9 PINE COURT APT 2' }),
    ]);
    const [stranger] = await insertIdentityAccounts(t, [
      { firstName: 'Other', ssn: '111223333', birthDate: '1990-07-22', address1: '1 Elm Street' },
    ]);

    const answer = await start(ROBERT.last4, ROBERT.birthDate);
    expect(answer.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.addressOptions).toContain(ROBERT.address);
    expect(answer.addressOptions).toHaveLength(5);
    expect(new Set(answer.addressOptions).size).toBe(5);
    for (const option of answer.addressOptions)
      expect(option).toMatch(/^\d+ [A-Za-z0-9' ]+, Philadelphia, PA 19103$/);

    const res = await complete({
      verificationToken: answer.verificationToken,
      selectedAddress: ROBERT.address,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'debtor-qa-1001',
      email: 'debtor-qa-1001@debtor-portal.invalid',
      firstName: 'Robert',
      lastName: 'Smith',
      phone: null,
      role: 'debtor',
      mfaEnabled: false,
      requiredStep: null,
    });
    const cookie = sessionCookieOf(res);
    expect((await get('/api/user', cookie)).json()).toEqual({ user });
    const accounts = (await get('/api/customer/accounts', cookie)).json();
    expect(accounts.map((a: { id: number }) => a.id)).toEqual([first?.id, second?.id]);
    const [strangerNow] = await t.deps.db
      .select()
      .from(debtAccounts)
      .where(eq(debtAccounts.id, stranger?.id ?? 0));
    expect(strangerNow?.userId).toBeNull();

    const audit = await t.deps.db.select().from(accountAudit).where(eq(accountAudit.userId, user.id));
    expect(audit.map((a) => [a.debtAccountId, a.field, a.source])).toEqual([
      [first?.id, 'user_id', 'portal_link'],
      [second?.id, 'user_id', 'portal_link'],
    ]);
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'quick_access_success'), eq(securityEvents.userId, user.id)));
    expect(event).toMatchObject({ riskLevel: 'LOW', success: true });
    expect(event?.details).toMatchObject({ purpose: 'quick_access', createdUser: true, linkedAccounts: 2 });

    // The user has no password (nothing to guess): a password sign-in as them fails like a wrong one.
    const [stored] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toBe(NO_PASSWORD_HASH);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: NO_PASSWORD_HASH },
    });
    expect(login.statusCode).toBe(401);

    // A second visit signs in as the same user; no second user is made.
    const again = await start(ROBERT.last4, ROBERT.birthDate);
    const res2 = await complete({
      verificationToken: again.verificationToken,
      selectedAddress: ROBERT.address,
    });
    expect(res2.json().id).toBe(user.id);
    const robertUsers = await t.deps.db.select().from(users).where(eq(users.firstName, 'Robert'));
    expect(robertUsers).toHaveLength(1);
  });

  it('signs in as the debtor user already linked and links the identity’s other accounts to them', async () => {
    const owner = await createUser(t.deps.db, { username: 'linked-debtor', role: 'debtor' });
    const [owned] = await insertIdentityAccounts(t, [
      {
        ssn: '000007777',
        birthDate: '1970-01-05',
        address1: '12 Walnut Ave',
        city: 'Trenton',
        state: 'NJ',
        zipCode: '8608',
        userId: owner.id,
      },
      {
        ssn: '000007777',
        birthDate: '1970-01-05',
        address1: '12 Walnut Ave',
        city: 'Trenton',
        state: 'NJ',
        zipCode: '8608',
      },
    ]);
    const answer = await start('7777', '1970-01-05');
    // The ZIP lost its leading zero in the spreadsheet; the option shows five digits.
    const truth = '12 Walnut Ave, Trenton, NJ 08608';
    expect(answer.addressOptions).toContain(truth);
    const res = await complete({
      verificationToken: answer.verificationToken,
      selectedAddress: truth,
    });
    expect(res.json()).toMatchObject({ id: owner.id, username: 'linked-debtor' });
    const rows = await t.deps.db
      .select()
      .from(debtAccounts)
      .where(eq(debtAccounts.identityHash, owned?.identityHash ?? ''));
    expect(rows.map((r) => r.userId)).toEqual([owner.id, owner.id]);
  });

  it('two sign-ins of a new identity at once make one user', async () => {
    await insertIdentityAccounts(t, [
      robertAccounts({ ssn: '000005656', birthDate: '1975-05-05', accountNumber: 'QA-2001' }),
      robertAccounts({ ssn: '000005656', birthDate: '1975-05-05', accountNumber: 'QA-2002' }),
    ]);
    const tokens = [await start('5656', '1975-05-05'), await start('5656', '1975-05-05')];
    const answers = await Promise.all(
      tokens.map((a) =>
        complete({ verificationToken: a.verificationToken, selectedAddress: ROBERT.address }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    expect(answers[0]?.json().username).toBe('debtor-qa-2001');
  });

  it('refuses a deactivated debtor user (token spent, no session)', async () => {
    const owner = await createUser(t.deps.db, { username: 'gone-debtor', role: 'debtor' });
    await t.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, owner.id));
    await insertIdentityAccounts(t, [
      {
        ssn: '000006666',
        birthDate: '1971-02-06',
        address1: '3 Oak Street',
        city: 'Camden',
        state: 'NJ',
        zipCode: '08102',
        userId: owner.id,
      },
    ]);
    const answer = await start('6666', '1971-02-06');
    const res = await complete({
      verificationToken: answer.verificationToken,
      selectedAddress: '3 Oak Street, Camden, NJ 08102',
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'arrears_sid')).toBeUndefined();
  });
});

describe('a failed address step', () => {
  it('a wrong address is refused with the documented text and spends the token', async () => {
    await insertIdentityAccounts(t, [robertAccounts({ ssn: '000001111', birthDate: '1980-03-03' })]);
    const answer = await start('1111', '1980-03-03');
    const before = await t.deps.db.select().from(identityCheckFailures);
    const wrong = await complete({
      verificationToken: answer.verificationToken,
      selectedAddress: wrongOption(answer, ROBERT.address),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(mismatch);
    expect(wrong.cookies.find((c) => c.name === 'arrears_sid')).toBeUndefined();
    // The same token with the right address: spent.
    const retry = await complete({
      verificationToken: answer.verificationToken,
      selectedAddress: ROBERT.address,
    });
    expect(retry.statusCode).toBe(401);
    expect(retry.json()).toEqual(mismatch);
    const after = await t.deps.db.select().from(identityCheckFailures);
    expect(after.length - before.length).toBe(2);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'identity_check_failed'));
    expect(events.slice(-2).map((e) => [e.riskLevel, (e.details as { reason: string }).reason])).toEqual([
      ['MEDIUM', 'wrong_address'],
      ['MEDIUM', 'reused_token'],
    ]);
  });

  it('an expired token fails the same way, even with the right address', async () => {
    await insertIdentityAccounts(t, [robertAccounts({ ssn: '000002222', birthDate: '1981-04-04' })]);
    const answer = await start('2222', '1981-04-04');
    t.clock.advance(10 * 60 * 1000 + 1);
    const res = await complete({
      verificationToken: answer.verificationToken,
      selectedAddress: ROBERT.address,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(mismatch);

    const fresh = await start('2222', '1981-04-04');
    t.clock.advance(9 * 60 * 1000);
    const inTime = await complete({
      verificationToken: fresh.verificationToken,
      selectedAddress: ROBERT.address,
    });
    expect(inTime.statusCode).toBe(200);
  });

  it('a used token cannot sign in twice', async () => {
    await insertIdentityAccounts(t, [robertAccounts({ ssn: '000003434', birthDate: '1982-05-05' })]);
    const answer = await start('3434', '1982-05-05');
    const body = { verificationToken: answer.verificationToken, selectedAddress: ROBERT.address };
    expect((await complete(body)).statusCode).toBe(200);
    const second = await complete(body);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual(mismatch);
  });

  it('an unknown token fails the same way', async () => {
    const res = await complete({
      verificationToken: 'x'.repeat(43),
      selectedAddress: ROBERT.address,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(mismatch);
  });
});

describe('dispute quick access', () => {
  it('works the same way, and a token serves only the purpose it was made for', async () => {
    await insertIdentityAccounts(t, [robertAccounts({ ssn: '000004545', birthDate: '1983-06-06' })]);
    const body = async (variant: 'quick' | 'dispute') => {
      const answer = await start('4545', '1983-06-06', variant);
      return { verificationToken: answer.verificationToken, selectedAddress: ROBERT.address };
    };
    const disputeToken = await body('dispute');
    const crossed = await complete(disputeToken, 'quick');
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json()).toEqual(mismatch);
    // …and it was spent by that attempt.
    expect((await complete(disputeToken, 'dispute')).statusCode).toBe(401);

    // Two failures use up the identity's allowance for the day.
    t.clock.advance(24 * 60 * 60 * 1000);
    const quickToken = await body('quick');
    expect((await complete(quickToken, 'dispute')).statusCode).toBe(401);

    const ok = await complete(await body('dispute'), 'dispute');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'debtor', firstName: 'Robert' });
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.eventType, 'quick_access_success'), eq(securityEvents.userId, ok.json().id)),
      );
    expect(event?.details).toMatchObject({ purpose: 'dispute_quick_access' });
  });
});
