import { MFA_LIMITS } from '@arrears/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEvents, mfaCredentials, securityEvents } from '../../src/db/schema';
import { LOGIN_THROTTLE } from '../../src/modules/auth/login-throttle';
import { CHANGE_PASSWORD_LIMITS } from '../../src/modules/passwords/change-password.service';
import { STATEMENT_LIMIT } from '../../src/modules/statements/statements.service';
import { buildTestApp, type TestApp } from '../build-test-app';
import { verifyInChat } from '../chat-session';
import { createUser, signIn, TEST_PASSWORD } from '../factories';
import { insertAccounts } from '../kits/accounts/account-fixtures';
import { enrol, enrolledUser, otherThan, passwordStep, verifyLogin } from '../kits/mfa/mfa-test-kit';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Parallel bursts against every throttle that guards a guess or a costly answer: sign-in, the
 * second factor, statements, and the current password asked again of a signed-in user (changing
 * it, turning two-factor off). Each throttle counts an attempt before judging it (decision 0034), so
 * a burst sent all at once gets no more attempts judged than the limit. What was judged is read
 * from what only a judged attempt leaves: the failure reason of a checked password or code, a
 * statement's timeline line.
 */

const BURST = 30;
let t: TestApp;
const evidence: SweepLine[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  if (evidence.length)
    writeSweepEvidence('parallel-bursts', 'parallel bursts against the throttles', evidence);
  await t?.close();
});

const statusesOf = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};
const all = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

function login(username: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

/** Failed sign-ins whose password was checked (wrong password or unknown user), by username or IP. */
async function checkedPasswords(by: { username: string } | { ip: string }): Promise<number> {
  const who =
    'username' in by ? eq(securityEvents.username, by.username) : eq(securityEvents.ipAddress, by.ip);
  const [row] = await t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.eventType, 'login_failure'),
        who,
        sql`${securityEvents.details}->>'reason' in ('wrong_password', 'unknown_user')`,
      ),
    );
  return row.n;
}

describe('sign-in', () => {
  it(`${BURST} wrong passwords at once for one username: at most ${LOGIN_THROTTLE.maxFailures} checked`, async () => {
    const user = await createUser(t.deps.db, { username: 'burst-user' });
    const answers = await all(BURST, (i) => login(user.username, `guess-${i}`, `198.18.1.${i + 1}`));
    const statuses = statusesOf(answers);
    expect(Object.keys(statuses).sort()).toEqual(expect.arrayContaining(['429']));
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(BURST);
    const checked = await checkedPasswords({ username: user.username });
    expect(checked).toBe(statuses[401] ?? 0);
    expect(checked).toBeLessThanOrEqual(LOGIN_THROTTLE.maxFailures);
    // Paused now, for the right password too, once the limit was reached (or still free below it).
    const after = await login(user.username, TEST_PASSWORD, '198.18.1.250');
    expect(after.statusCode).toBe(checked === LOGIN_THROTTLE.maxFailures ? 429 : 200);
    evidence.push({
      area: `Sign-in: ${BURST} wrong passwords at once, one username, ${BURST} IPs`,
      cases: BURST,
      result: `${checked} passwords checked (limit ${LOGIN_THROTTLE.maxFailures}), ${statuses[429]} answered 429 unchecked`,
    });
  });

  it(`${BURST} wrong sign-ins at once from one IP across usernames: at most ${LOGIN_THROTTLE.maxFailures} checked`, async () => {
    const ip = '198.18.2.1';
    const answers = await all(BURST, (i) => login(`burst-nobody-${i}`, 'guess', ip));
    const statuses = statusesOf(answers);
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(BURST);
    const checked = await checkedPasswords({ ip });
    expect(checked).toBe(statuses[401] ?? 0);
    expect(checked).toBeLessThanOrEqual(LOGIN_THROTTLE.maxFailures);
    evidence.push({
      area: `Sign-in: ${BURST} wrong sign-ins at once, one IP, ${BURST} usernames`,
      cases: BURST,
      result: `${checked} passwords checked (limit ${LOGIN_THROTTLE.maxFailures}), the rest 429`,
    });
  });
});

describe('second factor', () => {
  it(`${BURST} wrong codes at once: at most ${MFA_LIMITS.maxFailures} checked, then locked`, async () => {
    const victim = await enrolledUser(t, 'burst-mfa');
    // Several pending sign-ins, as an attacker who knows the password would open them.
    const cookies = await all(5, async () => (await passwordStep(t.app, victim.user.username)).mfaCookie);
    const answers = await all(BURST, (i) =>
      verifyLogin(t.app, cookies[i % cookies.length], { token: otherThan(victim.code()) }),
    );
    const statuses = statusesOf(answers);
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(BURST);
    const failures = await t.deps.db
      .select({ reason: sql<string>`${securityEvents.details}->>'reason'` })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, victim.user.id), eq(securityEvents.eventType, 'mfa_failed')));
    const checked = failures.filter((f) => f.reason !== 'locked').length;
    expect(failures).toHaveLength(BURST);
    expect(checked).toBeLessThanOrEqual(MFA_LIMITS.maxFailures);
    expect(statuses[401] ?? 0).toBeLessThan(MFA_LIMITS.maxFailures);
    const [credential] = await t.deps.db
      .select()
      .from(mfaCredentials)
      .where(eq(mfaCredentials.userId, victim.user.id));
    expect(credential.lockedUntil?.getTime()).toBeGreaterThan(t.clock.now());
    // Locked: the right code is refused as well, and spends nothing.
    expect((await verifyLogin(t.app, cookies[0], { token: victim.code() })).statusCode).toBe(429);
    evidence.push({
      area: `Second factor: ${BURST} wrong codes at once over 5 pending sign-ins`,
      cases: BURST + 1,
      result: `${checked} codes checked (limit ${MFA_LIMITS.maxFailures}), then locked; the right code refused while locked`,
    });
  });
});

describe('statements', () => {
  it(`${BURST} statement requests at once for one account: at most ${STATEMENT_LIMIT.max} made`, async () => {
    const identity = { last4: '6150', birthDate: '1979-06-15', address: '15 Aspen Way, Reading, PA 19601' };
    const [account] = await insertAccounts(t.deps.db, t.deps.encryption, [
      {
        accountNumber: `BURST-${Date.now()}`,
        firstName: 'Rowan',
        lastName: 'Ellery',
        fullName: 'Rowan Ellery',
        ssn: `55566${identity.last4}`,
        birthDate: identity.birthDate,
        address1: '15 Aspen Way',
        city: 'Reading',
        state: 'PA',
        zipCode: '19601',
        principalOriginal: '900.00',
        unpaidBalance: '640.10',
      },
    ]);
    const { cookie } = await verifyInChat(t.app, identity, '198.18.3.1');
    const answers = await all(BURST, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/statements/request-statement',
        headers: { cookie },
        payload: { debtorId: account.id, deliveryMethod: 'pdf' },
      }),
    );
    const statuses = statusesOf(answers);
    expect((statuses[200] ?? 0) + (statuses[429] ?? 0)).toBe(BURST);
    const lines = await t.deps.db
      .select({ id: contactEvents.id })
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(lines).toHaveLength(statuses[200] ?? 0);
    expect(lines.length).toBeLessThanOrEqual(STATEMENT_LIMIT.max);
    evidence.push({
      area: `Statements: ${BURST} requests at once for one account`,
      cases: BURST,
      result: `${lines.length} statements made (limit ${STATEMENT_LIMIT.max}), the rest 429`,
    });
  });
});

/** Failure events of one type for a user (only a checked password leaves one). */
async function failuresOf(userId: number, type: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, type)));
  return row.n;
}

describe('the current password, asked again of a signed-in user', () => {
  it(`${BURST} wrong current passwords at once on change-password: at most ${CHANGE_PASSWORD_LIMITS.maxFailures} checked`, async () => {
    const user = await createUser(t.deps.db, { username: 'burst-changer', role: 'admin' });
    const cookie = await signIn(t.app, user.username);
    const answers = await all(BURST, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/change-password',
        headers: { cookie },
        payload: { currentPassword: `guess-${i}`, newPassword: 'Brand-New-Password-9' },
      }),
    );
    const statuses = statusesOf(answers);
    expect((statuses[400] ?? 0) + (statuses[429] ?? 0)).toBe(BURST);
    const checked = await failuresOf(user.id, 'password_change_failed');
    expect(checked).toBe(statuses[400] ?? 0);
    expect(checked).toBeLessThanOrEqual(CHANGE_PASSWORD_LIMITS.maxFailures);
    expect(await failuresOf(user.id, 'password_change_throttled')).toBe(statuses[429] ?? 0);
    evidence.push({
      area: `Change password: ${BURST} wrong current passwords at once from one session`,
      cases: BURST,
      result: `${checked} passwords checked (limit ${CHANGE_PASSWORD_LIMITS.maxFailures}), the rest 429`,
    });
  });

  it(`${BURST} wrong passwords at once on two-factor disable: at most ${LOGIN_THROTTLE.maxFailures} checked`, async () => {
    const user = await createUser(t.deps.db, { username: 'burst-disabler', role: 'staff' });
    const cookie = await signIn(t.app, user.username);
    await enrol(t.app, cookie, t.clock);
    const answers = await all(BURST, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mfa/disable',
        headers: { cookie },
        payload: { currentPassword: `guess-${i}` },
      }),
    );
    const statuses = statusesOf(answers);
    expect((statuses[400] ?? 0) + (statuses[429] ?? 0)).toBe(BURST);
    const checked = await failuresOf(user.id, 'mfa_disable_failed');
    expect(checked).toBe(statuses[400] ?? 0);
    expect(checked).toBeLessThanOrEqual(LOGIN_THROTTLE.maxFailures);
    evidence.push({
      area: `Two-factor disable: ${BURST} wrong passwords at once from one session`,
      cases: BURST,
      result: `${checked} passwords checked (limit ${LOGIN_THROTTLE.maxFailures}), the rest 429`,
    });
  });
});
