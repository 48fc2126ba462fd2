import { IDENTITY_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { chatVerify } from '../../../test/kits/chat/chat-test-kit';
import { verifyIdentity } from '../../../test/kits/identity/identity-test-kit';
import { identityCheckStarts, securityEvents } from '../../db/schema';
import { IDENTITY_START_LIMIT } from './identity-start-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { IDENTITY_CHECKS_ALERT_PER_MINUTE: '40' } });
});
afterAll(async () => t.close());

const quick = (ip: string, last4 = '1234') =>
  verifyIdentity(t, { ssnLast4: last4, dateOfBirth: '1980-01-01' }, { ip });
const dispute = (ip: string, last4 = '1234') =>
  verifyIdentity(t, { ssnLast4: last4, dateOfBirth: '1980-01-01' }, { ip, variant: 'dispute' });
const chat = (ip: string, last4 = '1234') => chatVerify(t, { ssn_last4: last4, dob: '1980-01-01' }, ip);

async function eventsOf(ip: string, type: string) {
  return t.deps.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.ipAddress, ip), eq(securityEvents.eventType, type)));
}

describe('identity-check starts: 10 per network in 15 minutes, counted before they are judged', () => {
  it('the 11th start from one IP is refused with 429, across quick access, dispute access and chat together', async () => {
    const ip = '203.0.113.10';
    const calls = [quick, dispute, chat, quick, dispute, chat, quick, dispute, chat, quick];
    for (const [i, call] of calls.entries()) {
      // A different SSN each time: the walk of last-4 values this limit is for.
      const res = await call(ip, String(1000 + i));
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const call of [quick, dispute, chat]) {
      const res = await call(ip, '2000');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: IDENTITY_MESSAGES.tooManyStarts });
    }
    const events = await eventsOf(ip, 'identity_check_throttled');
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.riskLevel === 'HIGH' && !e.success)).toBe(true);
    expect(events[0]?.details).toMatchObject({ by: 'network', step: 'start' });
  });

  it('other clients are unaffected', async () => {
    for (let i = 0; i < 11; i += 1) await quick('203.0.113.20');
    expect((await quick('203.0.113.20')).statusCode).toBe(429);
    expect((await quick('203.0.113.21')).statusCode).toBe(200);
    expect((await chat('198.51.100.21')).statusCode).toBe(200);
  });

  it('IPv6 clients count by their /64: a new address in the same /64 does not get a new budget', async () => {
    for (let i = 1; i <= IDENTITY_START_LIMIT.perNetwork; i += 1) {
      expect((await quick(`2001:db8:5:6::${i.toString(16)}`)).statusCode).toBe(200);
    }
    expect((await quick('2001:db8:5:6:ffff:1:2:3')).statusCode).toBe(429);
    expect((await quick('2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('a parallel burst from one network gets exactly 10 through', async () => {
    const ip = '203.0.113.30';
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => quick(ip, String(3000 + i))));
    const through = answers.filter((a) => a.statusCode === 200).length;
    // Parallel starts of one network take turns: exactly the limit, on any database.
    expect(through).toBe(IDENTITY_START_LIMIT.perNetwork);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30 - through);
    // Refused starts are not kept: they neither extend the wait nor fill the table.
    const kept = await t.deps.db
      .select()
      .from(identityCheckStarts)
      .where(eq(identityCheckStarts.network, ip));
    expect(kept).toHaveLength(through);
  });

  it('the window moves: 15 minutes after the 10th start, the network may start again', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 10; i += 1) await quick(ip);
    expect((await quick(ip)).statusCode).toBe(429);
    t.clock.advance(IDENTITY_START_LIMIT.windowMs + 1000);
    expect((await quick(ip)).statusCode).toBe(200);
  });

  it('starts over the service’s normal rate raise one HIGH event, not one per call', async () => {
    t.clock.advance(IDENTITY_START_LIMIT.windowMs + 1000);
    await t.deps.db.delete(securityEvents).where(eq(securityEvents.eventType, 'identity_check_burst'));
    // 45 starts within a minute from 45 networks (a distributed walk): none is refused, the 41st alerts.
    for (let i = 0; i < 45; i += 1) expect((await quick(`198.18.0.${i + 1}`)).statusCode).toBe(200);
    const bursts = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'identity_check_burst'));
    expect(bursts).toHaveLength(1);
    expect(bursts[0]).toMatchObject({ riskLevel: 'HIGH', success: false, ipAddress: '198.18.0.41' });
    expect(bursts[0]?.details).toMatchObject({ startsLastMinute: 41, normalPerMinute: 40 });
  });
});
