import type { SecurityEvent } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import {
  clearEvents,
  searchAs,
  stampEvent,
  storedEvents,
} from '../../../test/kits/security-dashboard/security-test-helpers';
import { recordSecurityEvent } from '../../security/security-events';

/** The events table's server-side sort and paging (decision 0043); the spec's search is security-search.test.ts's. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  const ada = await createUser(t.deps.db, { username: 'ada', role: 'admin' });
  admin = await signIn(t.app, 'ada');
  await clearEvents(t.deps.db);
  const origin = { ip: '10.0.0.1', userAgent: 'vitest' };
  const plan = [
    ['mfa_failed', 'MEDIUM'],
    ['mfa_locked', 'CRITICAL'],
    ['role_changed', 'LOW'],
    ['mfa_failed', 'HIGH'],
  ] as const;
  for (const [type, riskLevel] of plan) {
    await recordSecurityEvent(t.deps.db, {
      type,
      success: false,
      description: type,
      origin,
      user: ada,
      riskLevel,
    });
  }
  for (const [i, e] of (await storedEvents(t.deps.db)).entries()) {
    await stampEvent(t.deps.db, e.id, new Date(Date.parse('2026-03-02T15:00:00Z') + i * 60_000));
  }
});
afterAll(() => t.close());

async function page(payload: Record<string, unknown>) {
  const res = await searchAs(t, admin, payload);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { events: SecurityEvent[]; total?: number; page?: number };
  return { risks: body.events.map((e) => e.riskLevel), total: body.total, page: body.page };
}

describe('POST /api/security/search with list parameters', () => {
  it('sorts risk by severity, not the alphabet, both ways', async () => {
    expect((await page({ sort: 'riskLevel', direction: 'desc' })).risks).toEqual([
      'CRITICAL',
      'HIGH',
      'MEDIUM',
      'LOW',
    ]);
    expect((await page({ sort: 'riskLevel', direction: 'asc' })).risks).toEqual([
      'LOW',
      'MEDIUM',
      'HIGH',
      'CRITICAL',
    ]);
  });

  it('filters and pages with the total', async () => {
    expect(await page({ eventType: 'mfa_failed', sort: 'createdAt', direction: 'asc' })).toEqual({
      risks: ['MEDIUM', 'HIGH'],
      total: 2,
      page: 1,
    });
    expect(await page({ page: 2, pageSize: 3 })).toEqual({ risks: ['MEDIUM'], total: 4, page: 2 });
  });

  it("keeps the spec's answer ({ events } only) without list parameters", async () => {
    const res = await searchAs(t, admin, { riskLevel: 'HIGH' });
    expect(Object.keys(res.json())).toEqual(['events']);
  });

  it.each([
    [{ sort: 'description' }, 'sort must be one of createdAt'],
    [{ direction: 'newest' }, 'direction must be asc or desc'],
    [{ pageSize: 201 }, 'pageSize must be at most 200'],
  ])('refuses %o with a clear 400', async (payload, message) => {
    const res = await searchAs(t, admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
