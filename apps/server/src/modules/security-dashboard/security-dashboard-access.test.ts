import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  type Role,
  securityDashboardSchema,
  securityStatsSchema,
} from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { clearEvents, storedEvents } from '../../../test/kits/security-dashboard/security-test-helpers';
import type { UserRow } from '../../db/schema';

const CALLS = [
  { method: 'GET', url: '/api/security/dashboard' },
  { method: 'GET', url: '/api/security/stats' },
  { method: 'POST', url: '/api/security/search', payload: { riskLevel: 'HIGH' } },
] as const;

let t: TestApp;
const cookies = {} as Record<Role, string>;
const users = {} as Record<Role, UserRow>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    users[role] = await createUser(t.deps.db, { username: `${role}1`, role });
    cookies[role] = await signIn(t.app, `${role}1`);
  }
  await clearEvents(t.deps.db);
});
afterAll(() => t.close());

describe('the security API is for admins only', () => {
  it('answers an empty log with zeros and 14 empty days', async () => {
    const dash = await t.app.inject({
      method: 'GET',
      url: '/api/security/dashboard',
      headers: { cookie: cookies.admin },
    });
    expect(securityDashboardSchema.parse(dash.json())).toEqual({
      summary: { totalEvents: 0, criticalEvents: 0, failedLoginCount: 0 },
      recentEvents: [],
      failedLogins: [],
      metrics: [],
      highRiskEvents: [],
      // The throttles table is no log: it is the same with or without events (throttles.plugin.test.ts).
      throttles: expect.any(Array),
    });
    const stats = securityStatsSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/security/stats', headers: { cookie: cookies.admin } })
      ).json(),
    );
    expect(stats.eventsByDay).toHaveLength(14);
    expect(stats.eventsByDay.every((d) => d.total === 0 && d.failed === 0 && d.highRisk === 0)).toBe(true);
    expect(stats.eventsByType).toEqual([]);
    expect(stats.eventsByRisk.map((r) => r.count)).toEqual([0, 0, 0, 0]);
  });

  it('refuses staff, collectors and debtors with 403 and the spec text, and records each refusal', async () => {
    for (const role of ['staff', 'collector', 'debtor'] as const) {
      await clearEvents(t.deps.db);
      for (const call of CALLS) {
        const res = await t.app.inject({ ...call, headers: { cookie: cookies[role] } });
        expect(res.statusCode, `${role} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'Access denied. Administrator privileges required.' });
      }
      const events = await storedEvents(t.deps.db);
      expect(events.map((e) => [e.eventType, e.userId, e.userRole, e.success, e.description])).toEqual(
        CALLS.map((c) => [
          'access_denied',
          users[role].id,
          role,
          false,
          `Access denied: ${c.method} ${c.url}`,
        ]),
      );
    }
    expect(ADMIN_MESSAGES.administratorPrivilegesRequired).toBe(
      'Access denied. Administrator privileges required.',
    );
  });

  it('checks the role before the body: a staff member with a bad filter still gets 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/security/search',
      headers: { cookie: cookies.staff },
      payload: { riskLevel: 'NOPE' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_MESSAGES.administratorPrivilegesRequired);
  });

  it('answers 401 without a session', async () => {
    for (const call of CALLS) {
      const res = await t.app.inject(call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.notAuthenticated });
    }
  });
});
