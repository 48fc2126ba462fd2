import {
  DASHBOARD_TIME_ZONE,
  HOT_LEAD_SORTS,
  HOT_LEAD_WINDOWS,
  type HotLead,
  type HotLeadSort,
  type HotLeadWindow,
  type ListDirection,
} from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import type { Database } from '../../db/client';
import { insertAccount, insertPageView, insertPayment } from './dashboard-test-kit';
import { findHotLeads, findHotLeadsPage, HOT_LEADS_COUNT_CAP } from './hot-leads.repository';

/**
 * The hot leads read from visit_windows (decision 0080) against the plain query over every page view
 * they replace: same rows in the same order, for each window, order, direction and page; and the
 * windows' upkeep as time passes, views arrive and readers run together.
 */
let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.deps.db;
});
afterAll(() => t.close());

const TIE_BREAK: Record<HotLeadSort, string> = {
  balance: 'a.unpaid_balance DESC, v.visit_count DESC, v.last_visit DESC, a.id ASC',
  visits: 'v.visit_count DESC, a.unpaid_balance DESC, v.last_visit DESC, a.id ASC',
  recency: 'v.last_visit DESC, a.unpaid_balance DESC, v.visit_count DESC, a.id ASC',
};
const TIE_BREAK_ASC: Record<HotLeadSort, string> = {
  balance: 'a.unpaid_balance ASC, v.visit_count ASC, v.last_visit ASC, a.id DESC',
  visits: 'v.visit_count ASC, a.unpaid_balance ASC, v.last_visit ASC, a.id DESC',
  recency: 'v.last_visit ASC, a.unpaid_balance ASC, v.visit_count ASC, a.id DESC',
};

/** The definition: every page view of the window aggregated, then the accounts, then the payment rule. */
async function referenceLeads(days: number, sort: HotLeadSort, direction: ListDirection): Promise<HotLead[]> {
  const order = (direction === 'asc' ? TIE_BREAK_ASC : TIE_BREAK)[sort];
  const result = await db.execute<Record<string, string>>(sql`
    WITH v AS (
      SELECT user_id, count(*)::int AS visit_count, min(created_at) AS first_visit, max(created_at) AS last_visit
      FROM page_views WHERE created_at >= now() - make_interval(days => ${days}::int)
      GROUP BY user_id
    )
    SELECT a.id AS account_id, v.user_id, a.account_number, a.full_name, a.unpaid_balance::text AS unpaid_balance,
           v.visit_count,
           to_char(v.last_visit AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_visit,
           a.primary_phone, a.email_address
    FROM v
    JOIN users u ON u.id = v.user_id AND u.role = 'debtor'
    JOIN debt_accounts a ON a.user_id = v.user_id
    WHERE a.unpaid_balance > 0
      AND NOT EXISTS (
        SELECT 1 FROM payments p
        WHERE p.debt_account_id = a.id AND p.status = 'approved'
          AND p.payment_date >= (v.first_visit AT TIME ZONE ${DASHBOARD_TIME_ZONE})::date
      )
    ORDER BY ${sql.raw(order)}`);
  return result.rows.map((r) => ({
    accountId: Number(r.account_id),
    userId: Number(r.user_id),
    accountNumber: r.account_number,
    fullName: r.full_name,
    unpaidBalance: r.unpaid_balance,
    visitCount: Number(r.visit_count),
    lastVisit: r.last_visit,
    primaryPhone: r.primary_phone,
    emailAddress: r.email_address,
  }));
}

/** A small seeded generator: the data set is the same on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every window, order and direction, paged by 7 and unpaged, equals the reference. */
async function expectSameAsReference(): Promise<number> {
  let compared = 0;
  for (const days of HOT_LEAD_WINDOWS) {
    for (const sort of HOT_LEAD_SORTS) {
      for (const direction of ['desc', 'asc'] as const) {
        const expected = await referenceLeads(days, sort, direction);
        const pageSize = 7;
        const pages = Math.ceil(expected.length / pageSize) + 1; // and one past the end
        for (let page = 1; page <= pages; page++) {
          const got = await findHotLeadsPage(db, days, sort, { direction, page, pageSize });
          expect(got.hotLeads, `${days} days, ${sort} ${direction}, page ${page}`).toEqual(
            expected.slice((page - 1) * pageSize, page * pageSize),
          );
          expect(got.total).toBe(expected.length);
          expect(got.totalIsLowerBound).toBe(false);
          compared += got.hotLeads.length;
        }
        if (direction === 'desc') expect(await findHotLeads(db, days, sort)).toEqual(expected);
      }
    }
  }
  return compared;
}

describe('hot leads from the visit windows', () => {
  it('answer as the plain query over a generated set of debtors, views and payments', async () => {
    const next = random(25);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const debtorIds: number[] = [];
    for (let i = 0; i < 45; i++) {
      // A few staff members view pages too: never leads.
      const user = await createUser(db, { username: `gen-${i}`, role: i % 15 === 14 ? 'staff' : 'debtor' });
      debtorIds.push(user.id);
      const accounts = 1 + Math.floor(next() * 3);
      for (let k = 0; k < accounts; k++) {
        // Few distinct balances (and some zero) so the orders' tie-breakers decide.
        const account = await insertAccount(db, {
          userId: user.id,
          unpaidBalance: pick(['0.00', '75.00', '75.00', '120.50', '980.10', '4500.00']),
        });
        if (next() < 0.4)
          await insertPayment(db, account.id, {
            amount: '10.00',
            daysAgo: Math.floor(next() * 35),
            status: pick(['approved', 'approved', 'declined']),
          });
      }
      // Views at whole hours plus 30 minutes: at least half an hour from any window's edge.
      const views = Math.floor(next() * 6);
      for (let k = 0; k < views; k++)
        await insertPageView(db, user.id, `${Math.floor(next() * 34 * 24)} hours 30 minutes`);
    }
    // An account without a user and one of a user with no views never show.
    await insertAccount(db, { userId: null, unpaidBalance: '999.00' });
    expect(await expectSameAsReference()).toBeGreaterThan(100);

    // Views arriving in one statement, a view deleted, a user deleted: still the same answers.
    await db.execute(sql`
      INSERT INTO page_views (user_id, path, created_at)
      SELECT id, '/debtor', now() - (n || ' hours 30 minutes')::interval
      FROM unnest(${`{${debtorIds.slice(0, 10).join(',')}}`}::int[]) AS id, generate_series(0, 200, 40) AS n`);
    await db.execute(
      sql`DELETE FROM page_views WHERE id IN (SELECT max(id) FROM page_views GROUP BY user_id LIMIT 5)`,
    );
    await db.execute(
      sql`UPDATE page_views SET created_at = created_at - interval '6 days' WHERE user_id = ${debtorIds[3]}`,
    );
    await db.execute(sql`DELETE FROM users WHERE id = ${debtorIds[1]}`);
    await expectSameAsReference();

    // What the triggers kept is what a rebuild from page_views counts (the scale seed's way in).
    const windows = async () =>
      (await db.execute(sql`SELECT * FROM visit_windows ORDER BY days, user_id`)).rows.map((r) => ({ ...r }));
    const kept = await windows();
    await db.execute(sql`SELECT visit_windows_rebuild()`);
    expect(await windows()).toEqual(kept);
  });

  it('counts a view only while it is inside the window, and recounts it when it ages out', async () => {
    const aging = await createUser(db, { username: 'aging-two-views', role: 'debtor' });
    const leaving = await createUser(db, { username: 'aging-one-view', role: 'debtor' });
    const a = await insertAccount(db, { userId: aging.id, unpaidBalance: '300.00' });
    const b = await insertAccount(db, { userId: leaving.id, unpaidBalance: '300.00' });
    await insertPageView(db, aging.id, '7 days -2 seconds'); // just inside the 7-day window
    await insertPageView(db, aging.id, '1 hour');
    await insertPageView(db, leaving.id, '3 days -2 seconds'); // just inside the 3-day window
    const lead = async (days: HotLeadWindow, id: number) =>
      (await findHotLeads(db, days, 'balance')).find((l) => l.accountId === id);

    expect((await lead(7, a.id))?.visitCount).toBe(2);
    expect((await lead(3, b.id))?.visitCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await lead(7, a.id))?.visitCount).toBe(1);
    expect(await lead(3, b.id)).toBeUndefined();
    expect((await lead(7, b.id))?.visitCount).toBe(1);
    // The aged row's first visit moved to the view left in the window.
    const rows = await db.execute<{ days: number; first_is_last: boolean }>(
      sql`SELECT days, first_visit = last_visit AS first_is_last FROM visit_windows WHERE user_id = ${aging.id} ORDER BY days`,
    );
    expect(rows.rows.find((r) => Number(r.days) === 7)?.first_is_last).toBe(true);
  }, 15_000);

  it('files a view stamped in the past under the windows that contain it', async () => {
    const user = await createUser(db, { username: 'past-view', role: 'debtor' });
    await insertPageView(db, user.id, '5 days');
    await insertPageView(db, user.id, '2 days');
    await insertPageView(db, user.id, '40 days');
    const rows = await db.execute<{ days: number; visit_count: number }>(
      sql`SELECT days, visit_count FROM visit_windows WHERE user_id = ${user.id} ORDER BY days`,
    );
    expect(rows.rows.map((r) => [Number(r.days), Number(r.visit_count)])).toEqual([
      [3, 1],
      [7, 2],
      [14, 2],
      [30, 2],
    ]);
  });

  it('serves readers in parallel with views arriving and a window to age, without errors or repeats', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const user = await createUser(db, { username: `parallel-${i}`, role: 'debtor' });
      await insertAccount(db, { userId: user.id, unpaidBalance: `${100 + i}.00` });
      await insertPageView(db, user.id, '1 day -1 second');
      ids.push(user.id);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      work.push(findHotLeadsPage(db, 1, HOT_LEAD_SORTS[i % 3], { page: 1, pageSize: 200 }));
      work.push(insertPageView(db, ids[i], '1 minute'));
    }
    const answers = (await Promise.all(work)).filter((a): a is { hotLeads: HotLead[] } => a !== undefined);
    expect(answers).toHaveLength(12);
    for (const { hotLeads } of answers) {
      const seen = hotLeads.map((l) => l.accountId);
      expect(new Set(seen).size).toBe(seen.length);
    }
    for (const sort of HOT_LEAD_SORTS)
      expect(await findHotLeads(db, 1, sort)).toEqual(await referenceLeads(1, sort, 'desc'));
  }, 15_000);

  it('stops counting at the cap and pages through every lead once', async () => {
    const leads = HOT_LEADS_COUNT_CAP + 150;
    await db.execute(sql`
      WITH u AS (
        INSERT INTO users (username, email, first_name, last_name, role, password_hash)
        SELECT 'many-' || n, 'many-' || n || '@example.com', 'Many', 'Debtor', 'debtor', 'x'
        FROM generate_series(1, ${leads}) AS n
        RETURNING id
      ), a AS (
        INSERT INTO debt_accounts (account_number, user_id, unpaid_balance, full_name)
        SELECT 'MANY-' || id, id, (id % 97 + 1)::numeric(12, 2), 'Many ' || id FROM u
        RETURNING user_id
      )
      INSERT INTO page_views (user_id, path, created_at)
      SELECT user_id, '/debtor', now() - ((user_id % 50) || ' hours')::interval FROM a`);
    const expected = await referenceLeads(3, 'visits', 'desc');
    expect(expected.length).toBeGreaterThan(HOT_LEADS_COUNT_CAP);

    const first = await findHotLeadsPage(db, 3, 'visits', { page: 1, pageSize: 200 });
    expect([first.total, first.totalIsLowerBound]).toEqual([HOT_LEADS_COUNT_CAP, true]);
    const seen: HotLead[] = [];
    for (let page = 1; ; page++) {
      const got = await findHotLeadsPage(db, 3, 'visits', { page, pageSize: 200 });
      seen.push(...got.hotLeads);
      if (got.hotLeads.length < 200) {
        // The short last page knows the exact total.
        expect([got.total, got.totalIsLowerBound]).toEqual([expected.length, false]);
        break;
      }
      expect(got.totalIsLowerBound).toBe(true);
      expect(got.total).toBeGreaterThanOrEqual(page * 200);
    }
    expect(seen).toEqual(expected);
  }, 30_000);
});
