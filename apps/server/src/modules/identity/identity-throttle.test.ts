import { IDENTITY_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  completeIdentity,
  insertIdentityAccounts,
  ROBERT,
  robertAccounts,
  startCheck,
  verifyIdentity,
  wrongOption,
} from '../../../test/kits/identity/identity-test-kit';
import { securityEvents } from '../../db/schema';
import { claimIdentityAttempt, releaseIdentityAttempt } from './identity-throttle';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
  await insertIdentityAccounts(t, [robertAccounts()]);
});
afterEach(async () => t.close());

const throttled = { message: IDENTITY_MESSAGES.throttled };
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;

/** One failed check: step one, then a wrong pick (or any pick, for a no-match). */
async function fail(last4: string, dateOfBirth: string, ip: string, variant: 'quick' | 'dispute' = 'quick') {
  const answer = await startCheck(t, last4, dateOfBirth, { ip, variant });
  const res = await completeIdentity(
    t,
    { verificationToken: answer.verificationToken, selectedAddress: wrongOption(answer, ROBERT.address) },
    { ip, variant },
  );
  expect(res.statusCode).toBe(401);
}

async function eventsOf(type: string) {
  return t.deps.db.select().from(securityEvents).where(eq(securityEvents.eventType, type));
}

describe('identity checks are throttled: 5 failures per IP in 15 minutes, 2 per identity in 24 hours', () => {
  it('per IP address, whatever identities were tried and through which door', async () => {
    const ip = '203.0.113.7';
    await fail(ROBERT.last4, ROBERT.birthDate, ip); // a match, wrong address
    await fail('1000', '1950-01-01', ip); // no-matches
    await fail('1001', '1950-01-01', ip, 'dispute');
    await fail('1002', '1950-01-01', ip);
    await fail('1003', '1950-01-01', ip);

    const refused = await verifyIdentity(
      t,
      { ssnLast4: ROBERT.last4, dateOfBirth: ROBERT.birthDate },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(throttled);
    const disputeRefused = await verifyIdentity(
      t,
      { ssnLast4: '2000', dateOfBirth: '1960-01-01' },
      { ip, variant: 'dispute' },
    );
    expect(disputeRefused.statusCode).toBe(429);

    // Another IP is not affected, and Robert's own identity has only one failure.
    const other = await startCheck(t, ROBERT.last4, ROBERT.birthDate, { ip: '198.51.100.1' });
    expect(other.addressOptions).toContain(ROBERT.address);

    expect(await eventsOf('identity_check_failed')).toHaveLength(5);
    expect((await eventsOf('identity_check_failed')).every((e) => e.riskLevel === 'MEDIUM')).toBe(true);
    const [first] = await eventsOf('identity_check_throttled');
    expect(first).toMatchObject({ riskLevel: 'HIGH', success: false, ipAddress: ip });
    expect(first?.details).toMatchObject({ purpose: 'quick_access', by: 'ip' });

    t.clock.advance(FIFTEEN_MINUTES);
    expect((await startCheck(t, '2000', '1960-01-01', { ip })).addressOptions).toHaveLength(5);
  });

  it('per identity, from however many addresses: two wrong picks, so the five options cannot be tried in turn', async () => {
    for (const n of [1, 2]) await fail(ROBERT.last4, ROBERT.birthDate, `192.0.2.${n}`);

    const fresh = '192.0.2.99';
    const refused = await verifyIdentity(
      t,
      { ssnLast4: ROBERT.last4, dateOfBirth: ROBERT.birthDate },
      { ip: fresh },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(throttled);
    // Another identity from that address goes on.
    expect((await startCheck(t, '4444', '1977-07-07', { ip: fresh })).addressOptions).toHaveLength(5);
    const [event] = await eventsOf('identity_check_throttled');
    expect(event?.details).toMatchObject({ by: 'identity' });
  });

  it('a token taken before the limit cannot sign in once the identity is throttled (and is spent)', async () => {
    const early = await startCheck(t, ROBERT.last4, ROBERT.birthDate, { ip: '192.0.2.50' });
    for (const n of [1, 2]) await fail(ROBERT.last4, ROBERT.birthDate, `192.0.2.${n}`);
    const body = { verificationToken: early.verificationToken, selectedAddress: ROBERT.address };
    const res = await completeIdentity(t, body, { ip: '192.0.2.50' });
    expect(res.statusCode).toBe(429);
    t.clock.advance(ONE_DAY);
    const later = await completeIdentity(t, body, { ip: '192.0.2.50' });
    expect(later.statusCode).toBe(401);
  });

  it('a no-match identity is throttled exactly like a real one', async () => {
    for (const n of [1, 2]) await fail('8181', '1988-08-08', `192.0.2.${n}`);
    for (const n of [1, 2]) await fail(ROBERT.last4, ROBERT.birthDate, `192.0.2.${n + 10}`);
    const none = await verifyIdentity(
      t,
      { ssnLast4: '8181', dateOfBirth: '1988-08-08' },
      { ip: '192.0.2.40' },
    );
    const real = await verifyIdentity(
      t,
      { ssnLast4: ROBERT.last4, dateOfBirth: ROBERT.birthDate },
      { ip: '192.0.2.41' },
    );
    expect([none.statusCode, real.statusCode]).toEqual([429, 429]);
    expect(none.body).toBe(real.body);
  });

  it('a burst of parallel guesses gets no more than the limit judged', async () => {
    const tokens = [];
    for (let n = 0; n < 10; n++)
      tokens.push(await startCheck(t, ROBERT.last4, ROBERT.birthDate, { ip: `198.18.0.${n}` }));
    const answers = await Promise.all(
      tokens.map((answer, n) =>
        completeIdentity(
          t,
          {
            verificationToken: answer.verificationToken,
            selectedAddress: wrongOption(answer, ROBERT.address),
          },
          { ip: `198.18.0.${n}` },
        ),
      ),
    );
    // Each attempt counts itself before it is judged: at most 2 are judged (when all arrive at once,
    // possibly none), and none gets through.
    const judged = answers.filter((a) => a.statusCode === 401).length;
    expect(judged).toBeLessThanOrEqual(2);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10 - judged);
  });
  it('refused attempts do not count: a burst of right answers from one address leaves it free', async () => {
    // Many debtors behind one office address answering at once: while 5 are in flight (each counted
    // until judged) the next ones are refused; once those 5 pass, nothing stays against the address.
    const ip = '192.0.2.44';
    const claim = (n: number) =>
      claimIdentityAttempt(t.deps.db, t.clock.now(), {
        ip,
        identityHash: `burst-${n}`,
        purpose: 'quick_access',
      });
    const inFlight = [];
    for (let n = 0; n < 5; n++) inFlight.push(await claim(n));
    expect(inFlight.every((c) => c.throttledBy === null)).toBe(true);
    for (let n = 5; n < 10; n++) expect((await claim(n)).throttledBy).toBe('ip');
    for (const passed of inFlight) await releaseIdentityAttempt(t.deps.db, passed.id);
    expect((await claim(10)).throttledBy).toBeNull();
  });
});
