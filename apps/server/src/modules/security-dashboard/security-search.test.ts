import { SECURITY_SEARCH_MESSAGES, type SecurityEvent, securitySearchResponseSchema } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import {
  clearEvents,
  failLogin,
  searchAs,
  stampEvent,
  storedEvents,
} from '../../../test/kits/security-dashboard/security-test-helpers';
import type { UserRow } from '../../db/schema';
import { recordSecurityEvent } from '../../security/security-events';

/**
 * Six events, one a minute from 2026-03-02 10:00 US Eastern (15:00 UTC), in this order:
 *   10:00 login_failure  10.0.0.1 unknown user         MEDIUM
 *   10:01 login_failure  10.0.0.1 unknown user         MEDIUM
 *   10:02 login_failure  10.0.0.2 ada (wrong password) MEDIUM
 *   10:03 mfa_failed     10.0.0.2 ada                  MEDIUM
 *   10:04 mfa_locked     10.0.0.2 ada                  CRITICAL
 *   10:05 role_changed   10.0.0.9 bob                  LOW
 */
let t: TestApp;
let admin: string;
let ada: UserRow;
let bob: UserRow;

beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  ada = await createUser(t.deps.db, { username: 'ada', role: 'admin' });
  bob = await createUser(t.deps.db, { username: 'bob', role: 'staff' });
  admin = await signIn(t.app, 'ada');
  await clearEvents(t.deps.db);

  await failLogin(t, '10.0.0.1', 'mallory');
  await failLogin(t, '10.0.0.1', 'mallory');
  await failLogin(t, '10.0.0.2', 'ada');
  const from = (ip: string) => ({ ip, userAgent: 'vitest' });
  await recordSecurityEvent(t.deps.db, {
    type: 'mfa_failed',
    success: false,
    description: 'Wrong two-factor code',
    origin: from('10.0.0.2'),
    user: ada,
  });
  await recordSecurityEvent(t.deps.db, {
    type: 'mfa_locked',
    success: false,
    description: 'Two-factor locked',
    origin: from('10.0.0.2'),
    user: ada,
    riskLevel: 'CRITICAL',
  });
  await recordSecurityEvent(t.deps.db, {
    type: 'role_changed',
    success: true,
    description: 'Role changed to staff',
    origin: from('10.0.0.9'),
    user: bob,
  });
  const events = await storedEvents(t.deps.db);
  for (const [i, e] of events.entries()) {
    await stampEvent(t.deps.db, e.id, new Date(Date.parse('2026-03-02T15:00:00Z') + i * 60_000));
  }
});
afterAll(() => t.close());

async function search(filters: Record<string, unknown>): Promise<SecurityEvent[]> {
  const res = await searchAs(t, admin, filters);
  expect(res.statusCode, res.body).toBe(200);
  return securitySearchResponseSchema.parse(res.json()).events;
}
/** "10:04 mfa_locked" for each event: the ET minute and the type. */
const minuteOf = (e: SecurityEvent) =>
  (Date.parse(e.timestamp) - Date.parse('2026-03-02T15:00:00Z')) / 60_000;
const summary = (events: SecurityEvent[]) => events.map((e) => `10:0${minuteOf(e)} ${e.eventType}`);

describe('POST /api/security/search', () => {
  it('answers every event, newest first, without filters', async () => {
    expect(summary(await search({}))).toEqual([
      '10:05 role_changed',
      '10:04 mfa_locked',
      '10:03 mfa_failed',
      '10:02 login_failure',
      '10:01 login_failure',
      '10:00 login_failure',
    ]);
  });

  it('filters by each field alone', async () => {
    expect(summary(await search({ eventType: 'login_failure' }))).toEqual([
      '10:02 login_failure',
      '10:01 login_failure',
      '10:00 login_failure',
    ]);
    expect(summary(await search({ riskLevel: 'CRITICAL' }))).toEqual(['10:04 mfa_locked']);
    expect(summary(await search({ riskLevel: 'LOW' }))).toEqual(['10:05 role_changed']);
    expect(summary(await search({ ipAddress: '10.0.0.1' }))).toEqual([
      '10:01 login_failure',
      '10:00 login_failure',
    ]);
    expect(summary(await search({ userId: ada.id }))).toEqual([
      '10:04 mfa_locked',
      '10:03 mfa_failed',
      '10:02 login_failure',
    ]);
    expect(summary(await search({ userId: String(bob.id) }))).toEqual(['10:05 role_changed']);
    expect(await search({ eventType: 'no_such_type' })).toEqual([]);
  });

  it('reads a date-time without an offset as US Eastern, and one with an offset as written', async () => {
    expect(summary(await search({ startDate: '2026-03-02T10:02', endDate: '2026-03-02T10:04' }))).toEqual([
      '10:04 mfa_locked',
      '10:03 mfa_failed',
      '10:02 login_failure',
    ]);
    expect(summary(await search({ startDate: '2026-03-02T15:04:00Z' }))).toEqual([
      '10:05 role_changed',
      '10:04 mfa_locked',
    ]);
    expect(summary(await search({ endDate: '2026-03-02T10:00:30-05:00' }))).toEqual(['10:00 login_failure']);
    expect(await search({ startDate: '2026-03-02T10:06' })).toEqual([]);
  });

  it('combines filters with AND', async () => {
    expect(summary(await search({ ipAddress: '10.0.0.2', riskLevel: 'MEDIUM' }))).toEqual([
      '10:03 mfa_failed',
      '10:02 login_failure',
    ]);
    expect(
      summary(await search({ ipAddress: '10.0.0.2', riskLevel: 'MEDIUM', eventType: 'login_failure' })),
    ).toEqual(['10:02 login_failure']);
    expect(
      summary(await search({ userId: ada.id, startDate: '2026-03-02T10:03', endDate: '2026-03-02T10:03' })),
    ).toEqual(['10:03 mfa_failed']);
    expect(await search({ ipAddress: '10.0.0.2', userId: bob.id })).toEqual([]);
  });

  it('answers at most `limit` events, the newest', async () => {
    expect(summary(await search({ limit: 2 }))).toEqual(['10:05 role_changed', '10:04 mfa_locked']);
  });

  it('refuses bad filters with 400 and a clear message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ riskLevel: 'SEVERE' }, SECURITY_SEARCH_MESSAGES.riskLevel],
      [{ userId: 'abc' }, SECURITY_SEARCH_MESSAGES.userId],
      [{ userId: -3 }, SECURITY_SEARCH_MESSAGES.userId],
      [{ userId: 1.5 }, SECURITY_SEARCH_MESSAGES.userId],
      [{ startDate: 'yesterday' }, SECURITY_SEARCH_MESSAGES.date],
      [
        { startDate: '2026-03-02T10:05', endDate: '2026-03-02T10:04' },
        SECURITY_SEARCH_MESSAGES.endBeforeStart,
      ],
      [{ limit: 501 }, SECURITY_SEARCH_MESSAGES.limit],
      [{ limit: 0 }, SECURITY_SEARCH_MESSAGES.limit],
    ];
    for (const [filters, message] of cases) {
      const res = await searchAs(t, admin, filters);
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(SECURITY_SEARCH_MESSAGES.endBeforeStart).toBe('The end date must not be before the start date.');
  });
});
