import {
  SECURITY_TIME_ZONE,
  type SecurityDashboard,
  type SecurityStats,
  securityDashboardSchema,
  securityStatsSchema,
} from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import {
  clearEvents,
  failLogin,
  getAs,
  stampEvent,
  storedEvents,
  typesOf,
} from '../../../test/kits/security-dashboard/security-test-helpers';
import type { UserRow } from '../../db/schema';
import { recordSecurityEvent } from '../../security/security-events';

/**
 * One scenario, made of real sign-ins and of events written through the one writer:
 * - 5 failures from 10.0.0.1 (the fifth HIGH by the burst rule), 1 from 10.0.0.2 (a known user),
 *   3 from 10.0.0.3 of which the oldest is moved 30 hours back (outside the 24-hour figures);
 * - an MFA lockout marked CRITICAL, a password change (LOW), and a logout moved 20 days back
 *   (outside the 14 days of the stats).
 */
let t: TestApp;
let admin: string;
let ada: UserRow;

beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  ada = await createUser(t.deps.db, { username: 'ada', role: 'admin' });
  admin = await signIn(t.app, 'ada');
  await clearEvents(t.deps.db);

  for (let i = 0; i < 5; i++) await failLogin(t, '10.0.0.1', 'mallory');
  await failLogin(t, '10.0.0.2', 'ada');
  for (let i = 0; i < 3; i++) await failLogin(t, '10.0.0.3', 'ghost');
  const origin = (ip: string) => ({ ip, userAgent: 'vitest' });
  await recordSecurityEvent(t.deps.db, {
    type: 'mfa_locked',
    success: false,
    description: 'Two-factor locked after 5 wrong codes',
    origin: origin('10.0.0.2'),
    user: ada,
    riskLevel: 'CRITICAL',
  });
  await recordSecurityEvent(t.deps.db, {
    type: 'password_changed',
    success: true,
    description: 'Password changed',
    origin: origin('127.0.0.1'),
    user: ada,
  });
  await recordSecurityEvent(t.deps.db, {
    type: 'logout',
    success: true,
    description: 'Signed out',
    origin: origin('127.0.0.1'),
    user: ada,
  });

  const events = await storedEvents(t.deps.db);
  const oldest10003 = events.find((e) => e.ipAddress === '10.0.0.3');
  const logout = events.find((e) => e.eventType === 'logout');
  await stampEvent(t.deps.db, oldest10003?.id ?? 0, sql`now() - interval '30 hours'`);
  await stampEvent(t.deps.db, logout?.id ?? 0, sql`now() - interval '20 days'`);
});
afterAll(() => t.close());

describe('GET /api/security/dashboard', () => {
  let body: SecurityDashboard;
  beforeAll(async () => {
    const res = await getAs(t, '/api/security/dashboard', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    body = securityDashboardSchema.parse(res.json());
  });

  it('counts the last 24 hours: every event, the critical ones and the failed sign-ins', () => {
    expect(body.summary).toEqual({ totalEvents: 10, criticalEvents: 1, failedLoginCount: 8 });
  });

  it('groups failed sign-ins of the last 24 hours by IP, busiest first', () => {
    expect(body.failedLogins).toEqual([
      { ipAddress: '10.0.0.1', count: 5 },
      { ipAddress: '10.0.0.3', count: 2 },
      { ipAddress: '10.0.0.2', count: 1 },
    ]);
  });

  it('counts the last 24 hours by event type and risk level', () => {
    expect(body.metrics).toEqual([
      { eventType: 'login_failure', riskLevel: 'MEDIUM', count: 7 },
      { eventType: 'login_failure', riskLevel: 'HIGH', count: 1 },
      { eventType: 'mfa_locked', riskLevel: 'CRITICAL', count: 1 },
      { eventType: 'password_changed', riskLevel: 'LOW', count: 1 },
    ]);
  });

  it('lists the latest events of any age, newest first, in the shape of docs/product/security-dashboard.md', () => {
    expect(body.recentEvents).toHaveLength(12);
    expect(typesOf(body.recentEvents).slice(0, 2)).toEqual(['password_changed', 'mfa_locked']);
    expect(typesOf(body.recentEvents).slice(-2)).toEqual(['login_failure', 'logout']);
    const times = body.recentEvents.map((e) => Date.parse(e.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.recentEvents[1]).toEqual({
      id: expect.any(Number),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      eventType: 'mfa_locked',
      userId: ada.id,
      userRole: 'admin',
      eventDescription: 'Two-factor locked after 5 wrong codes',
      ipAddress: '10.0.0.2',
      riskLevel: 'CRITICAL',
      success: false,
    });
    const unknownUser = body.recentEvents.find((e) => e.ipAddress === '10.0.0.1');
    expect(unknownUser).toMatchObject({
      userId: null,
      userRole: null,
      eventDescription: 'Failed sign-in: unknown username',
      success: false,
    });
  });

  it('lists HIGH and CRITICAL events, newest first, including the fifth failure from one IP', () => {
    expect(body.highRiskEvents.map((e) => [e.eventType, e.riskLevel, e.ipAddress])).toEqual([
      ['mfa_locked', 'CRITICAL', '10.0.0.2'],
      ['login_failure', 'HIGH', '10.0.0.1'],
    ]);
  });
});

describe('GET /api/security/stats', () => {
  let body: SecurityStats;
  beforeAll(async () => {
    const res = await getAs(t, '/api/security/stats', admin);
    expect(res.statusCode).toBe(200);
    body = securityStatsSchema.parse(res.json());
  });

  it('has 14 consecutive US Eastern days ending today, empty days included', () => {
    expect(body.days).toBe(14);
    expect(body.eventsByDay).toHaveLength(14);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SECURITY_TIME_ZONE }).format(new Date());
    expect(body.eventsByDay.at(-1)?.date).toBe(today);
    for (let i = 1; i < 14; i++) {
      const gap = Date.parse(body.eventsByDay[i].date) - Date.parse(body.eventsByDay[i - 1].date);
      expect(gap).toBe(24 * 3600 * 1000);
    }
    expect(body.eventsByDay.filter((d) => d.total === 0).length).toBeGreaterThanOrEqual(11);
  });

  it('counts every event of the 14 days, the failed ones and the high-risk ones', () => {
    const sum = (k: 'total' | 'failed' | 'highRisk') => body.eventsByDay.reduce((n, d) => n + d[k], 0);
    expect(sum('total')).toBe(11); // the logout of 20 days ago is outside
    expect(sum('failed')).toBe(10);
    expect(sum('highRisk')).toBe(2);
    expect(body.eventsByDay.at(-1)?.total).toBeGreaterThanOrEqual(10);
  });

  it('counts the 14 days by type and by risk level (every level listed)', () => {
    expect(body.eventsByType).toEqual([
      { eventType: 'login_failure', count: 9 },
      { eventType: 'mfa_locked', count: 1 },
      { eventType: 'password_changed', count: 1 },
    ]);
    expect(body.eventsByRisk).toEqual([
      { riskLevel: 'LOW', count: 1 },
      { riskLevel: 'MEDIUM', count: 8 },
      { riskLevel: 'HIGH', count: 1 },
      { riskLevel: 'CRITICAL', count: 1 },
    ]);
  });
});

describe('the 10 busiest IPs', () => {
  it('keeps only 10 IPs in the failed-login list', async () => {
    for (let i = 20; i < 31; i++) await failLogin(t, `10.0.1.${i}`, `nobody${i}`);
    const res = await getAs(t, '/api/security/dashboard', admin);
    const { failedLogins, summary } = securityDashboardSchema.parse(res.json());
    expect(summary.failedLoginCount).toBe(8 + 11);
    expect(failedLogins).toHaveLength(10);
    expect(failedLogins.map((f) => f.count)).toEqual([5, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
    // Ties are ordered by address, so the list is stable between refreshes.
    expect(failedLogins.slice(2).map((f) => f.ipAddress)).toEqual([
      '10.0.0.2',
      ...[20, 21, 22, 23, 24, 25, 26].map((i) => `10.0.1.${i}`),
    ]);
  });
});
