import type { SecurityEvent } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { clearEvents, searchAs } from '../../../test/kits/security-dashboard/security-test-helpers';
import { COUNT_CAP } from '../../db/capped-count';

/**
 * The search table's total stops counting at COUNT_CAP (decision 0131): past it the answer says the
 * total is a lower bound, and the pages still come in order.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'ada', role: 'admin' });
  admin = await signIn(t.app, 'ada');
  await clearEvents(t.deps.db);
  // COUNT_CAP + 5 failed sign-ins, one a second, and 3 role changes: more than the cap, and fewer.
  await t.deps.db.execute(sql`
    insert into security_events (event_type, description, risk_level, success, ip_address, created_at)
    select 'login_failure', 'bulk ' || n, 'MEDIUM', false, '10.0.0.9',
           timestamptz '2026-03-02 15:00:00+00' + n * interval '1 second'
    from generate_series(1, ${COUNT_CAP + 5}) n`);
  await t.deps.db.execute(sql`
    insert into security_events (event_type, description, risk_level, success, created_at)
    select 'role_changed', 'role ' || n, 'LOW', true, timestamptz '2026-03-01 15:00:00+00' + n * interval '1 second'
    from generate_series(1, 3) n`);
});
afterAll(() => t.close());

async function page(payload: Record<string, unknown>) {
  const res = await searchAs(t, admin, { sort: 'createdAt', direction: 'desc', ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { events: SecurityEvent[]; total: number; totalIsLowerBound?: boolean; page: number };
}

describe('POST /api/security/search: the total past the cap', () => {
  it('says "at least the cap" when more events match, for every event and for a filter', async () => {
    const all = await page({ page: 1, pageSize: 50 });
    expect(all.total).toBe(COUNT_CAP);
    expect(all.totalIsLowerBound).toBe(true);
    expect(all.events).toHaveLength(50);
    expect(all.events[0].eventDescription).toBe(`bulk ${COUNT_CAP + 5}`);
    const failed = await page({ eventType: 'login_failure' });
    expect(failed.total).toBe(COUNT_CAP);
    expect(failed.totalIsLowerBound).toBe(true);
  });

  it('counts exactly under the cap, without the flag', async () => {
    const roles = await page({ eventType: 'role_changed' });
    expect(roles.total).toBe(3);
    expect(roles).not.toHaveProperty('totalIsLowerBound');
    const window = await page({ startDate: '2026-03-02T10:00', endDate: '2026-03-02T10:01' });
    expect(window.total).toBe(60);
    expect(window).not.toHaveProperty('totalIsLowerBound');
  });

  it('still serves a page past the cap, in order', async () => {
    const last = await page({ page: 201, pageSize: 50 });
    expect(last.page).toBe(201);
    expect(last.events.map((e) => e.eventDescription)).toEqual(
      Array.from({ length: 8 }, (_, i) => (i < 5 ? `bulk ${5 - i}` : `role ${8 - i}`)),
    );
  });
});
