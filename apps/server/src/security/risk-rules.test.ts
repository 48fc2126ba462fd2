import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { securityEvents } from '../db/schema';
import { assessRisk } from './risk-rules';

describe('assessRisk', () => {
  const base = { success: false, recentFailuresFromIp: 1, recentFailuresForUser: 0 };
  it('grades failures MEDIUM, and HIGH from the fifth from one IP in the window', () => {
    expect(assessRisk({ ...base, type: 'login_failure' })).toBe('MEDIUM');
    expect(assessRisk({ ...base, type: 'login_failure', recentFailuresFromIp: 5 })).toBe('HIGH');
    expect(assessRisk({ ...base, type: 'access_denied', recentFailuresFromIp: 4 })).toBe('MEDIUM');
  });
  it('grades a sign-in after 5 failures for the user CRITICAL, routine events LOW, throttling HIGH', () => {
    expect(assessRisk({ ...base, success: true, type: 'login_success', recentFailuresForUser: 5 })).toBe(
      'CRITICAL',
    );
    expect(assessRisk({ ...base, success: true, type: 'login_success' })).toBe('LOW');
    expect(assessRisk({ ...base, success: true, type: 'logout' })).toBe('LOW');
    expect(assessRisk({ ...base, type: 'login_throttled' })).toBe('HIGH');
  });
});

describe('risk levels written with the events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createUser(t.deps.db, { username: 'riley' });
  });
  afterAll(() => t.close());

  it('raises the fifth failure from one IP to HIGH and the success that follows to CRITICAL', async () => {
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'riley', password } });
    for (let i = 0; i < 5; i++) await login(`wrong-${i}`);
    const failures = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'login_failure'))
      .orderBy(securityEvents.id);
    expect(failures.map((f) => f.riskLevel)).toEqual(['MEDIUM', 'MEDIUM', 'MEDIUM', 'MEDIUM', 'HIGH']);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
    const [success] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'login_success'))
      .orderBy(desc(securityEvents.id));
    expect(success.riskLevel).toBe('CRITICAL');
  });
});
