import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptRow as attempt,
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { contactAttempts, type DebtAccountRow } from '../../db/schema';
import { fullWeeksOf } from './compliance-weekly.repository';

/**
 * contact_attempt_weeks (migration 0028) is kept by statement triggers: after every kind of write it
 * must equal the GROUP BY over the attempts themselves, and the report read from it must equal the
 * report read from the attempts, page by page.
 */
let t: ComplianceTestApp;
let a: DebtAccountRow;
let b: DebtAccountRow;
let c: DebtAccountRow;

/** The rollup's rows and the same figures grouped from contact_attempts, both in one order. */
async function rollupAndRaw() {
  const { db } = t.deps;
  const rollup = await db.execute(sql`
    SELECT to_char(week_start, 'YYYY-MM-DD') AS week, debt_account_id, account_number,
      attempts, calls, texts, emails, blocked
    FROM contact_attempt_weeks ORDER BY 1, 2`);
  const raw = await db.execute(sql`
    SELECT to_char(date_trunc('week', (ca.created_at AT TIME ZONE 'America/New_York')::date), 'YYYY-MM-DD') AS week,
      ca.debt_account_id, a.account_number, count(*)::int AS attempts,
      count(*) FILTER (WHERE ca.allowed AND ca.channel = 'call')::int AS calls,
      count(*) FILTER (WHERE ca.allowed AND ca.channel = 'sms')::int AS texts,
      count(*) FILTER (WHERE ca.allowed AND ca.channel = 'email')::int AS emails,
      count(*) FILTER (WHERE NOT ca.allowed)::int AS blocked
    FROM contact_attempts ca JOIN debt_accounts a ON a.id = ca.debt_account_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2`);
  const plain = (rows: unknown[]) =>
    rows.map((r) => Object.fromEntries(Object.entries(r as object).map(([k, v]) => [k, String(v)])));
  return { rollup: plain(rollup.rows), raw: plain(raw.rows) };
}

async function expectRollupExact() {
  const { rollup, raw } = await rollupAndRaw();
  expect(rollup).toEqual(raw);
  return rollup;
}

beforeAll(async () => {
  t = await buildComplianceTestApp();
  a = await t.account({ fullName: 'Weekly One', accountNumber: 'ACC-W-1' });
  b = await t.account({ fullName: 'Weekly Two', accountNumber: 'ACC-W-2' });
  c = await t.account({ fullName: 'Weekly Three', accountNumber: 'ACC-W-3' });
});
afterAll(async () => t.close());

describe('contact_attempt_weeks', () => {
  it('equals the raw GROUP BY after attempts on every channel, allowed and blocked, across a week boundary', async () => {
    const { db } = t.deps;
    // Through the product: the test clock's Monday 2 March, a call, a refused text, an e-mail.
    expect((await t.dial(a)).statusCode).toBe(200);
    expect((await t.text(a)).statusCode).toBe(409);
    expect((await t.email(a)).statusCode).toBe(200);
    // One statement, several accounts and weeks: Sunday 8 March 23:30 and Monday 9 March 00:30 Eastern.
    await db
      .insert(contactAttempts)
      .values([
        attempt(b.id, 'call', false, '2026-03-09T03:30:00Z'),
        attempt(b.id, 'call', true, '2026-03-09T04:30:00Z'),
        attempt(b.id, 'sms', true, '2026-03-09T04:31:00Z'),
        attempt(b.id, 'email', false, '2026-03-10T15:00:00Z'),
        attempt(c.id, 'email', true, '2026-03-16T15:00:00Z'),
        attempt(c.id, 'sms', false, '2026-03-22T12:00:00Z'),
      ]);
    // A second statement into the same (week, debt) rows adds to them.
    await db.insert(contactAttempts).values([attempt(b.id, 'call', true, '2026-03-11T15:00:00Z')]);
    const rows = await expectRollupExact();
    const weekOf = (id: number) => rows.filter((r) => r.debt_account_id === String(id)).map((r) => r.week);
    expect(weekOf(b.id)).toEqual(['2026-03-02', '2026-03-09']);
    expect(rows.find((r) => r.debt_account_id === String(b.id) && r.week === '2026-03-09')).toMatchObject({
      attempts: '4',
      calls: '2',
      texts: '1',
      emails: '0',
      blocked: '1',
    });
  });

  it('stays exact after deletes (retention) and an update that moves an attempt to another week', async () => {
    const { db } = t.deps;
    // Older than the 3 years the retention trigger keeps: deletable.
    const old = await db
      .insert(contactAttempts)
      .values([
        attempt(a.id, 'call', true, '2020-01-06T15:00:00Z'),
        attempt(a.id, 'sms', false, '2020-01-07T15:00:00Z'),
        attempt(c.id, 'email', true, '2020-01-13T15:00:00Z'),
      ])
      .returning({ id: contactAttempts.id });
    await expectRollupExact();
    // Part of one week goes (its row shrinks), then a whole week (its row goes).
    await db.delete(contactAttempts).where(sql`${contactAttempts.id} = ${old[1]?.id}`);
    await expectRollupExact();
    await db.delete(contactAttempts).where(sql`${contactAttempts.id} = ${old[2]?.id}`);
    const rows = await expectRollupExact();
    expect(rows.some((r) => r.week === '2020-01-13')).toBe(false);
    await db
      .update(contactAttempts)
      .set({ createdAt: new Date('2020-02-03T15:00:00Z'), allowed: false })
      .where(sql`${contactAttempts.id} = ${old[0]?.id}`);
    const moved = await expectRollupExact();
    expect(moved.some((r) => r.week === '2020-01-06')).toBe(false);
    await db.delete(contactAttempts).where(sql`${contactAttempts.createdAt} < '2021-01-01'`);
    expect((await expectRollupExact()).some((r) => r.week < '2021-01-01')).toBe(false);
  });
});

/** The weekly table as the report read it before the rollup: every attempt of the range grouped. */
async function rawWeekly(from: string, to: string) {
  const result = await t.deps.db.execute(sql`
    SELECT ca.debt_account_id AS "debtAccountId", a.account_number AS "accountNumber",
      coalesce(nullif(trim(a.full_name), ''), nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''), '') AS "debtorName",
      to_char(date_trunc('week', (ca.created_at AT TIME ZONE 'America/New_York')::date), 'YYYY-MM-DD') AS "weekOf",
      count(*) FILTER (WHERE ca.allowed AND ca.channel = 'call')::int AS calls,
      count(*) FILTER (WHERE ca.allowed AND ca.channel = 'sms')::int AS texts,
      count(*) FILTER (WHERE ca.allowed AND ca.channel = 'email')::int AS emails,
      count(*) FILTER (WHERE NOT ca.allowed)::int AS blocked
    FROM contact_attempts ca JOIN debt_accounts a ON a.id = ca.debt_account_id
    WHERE ca.created_at >= (${from}::date)::timestamp AT TIME ZONE 'America/New_York'
      AND ca.created_at < ((${to}::date + 1)::timestamp) AT TIME ZONE 'America/New_York'
    GROUP BY 1, 2, 3, 4 ORDER BY 4 DESC, 2, 1`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    ...r,
    calls: Number(r.calls),
    texts: Number(r.texts),
    emails: Number(r.emails),
    blocked: Number(r.blocked),
  }));
}

async function weekly(query: string) {
  const res = await t.request('GET', `/api/admin/compliance?${query}`, 'staff');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    weekly: { weekOf: string; debtAccountId: number }[];
    weeklyTotal?: number;
    weeklyPage?: number;
    weeklyPageSize?: number;
  };
}

describe('the weekly table read from the rollup', () => {
  it('splits a range into whole weeks and at most two partial ones', () => {
    // 2026-03-02 and 2026-03-09 are Mondays.
    expect(fullWeeksOf({ from: '2026-03-04', to: '2026-03-20' })).toEqual({
      first: '2026-03-09',
      last: '2026-03-09',
    });
    expect(fullWeeksOf({ from: '2026-03-02', to: '2026-03-22' })).toEqual({
      first: '2026-03-02',
      last: '2026-03-16',
    });
    expect(fullWeeksOf({ from: '2026-03-10', to: '2026-03-12' })).toBeNull();
    expect(fullWeeksOf({ from: '2026-03-04', to: '2026-03-14' })).toBeNull();
  });

  it.each([
    ['partial weeks at both ends', '2026-03-04', '2026-03-20'],
    ['whole weeks only', '2026-03-02', '2026-03-22'],
    ['inside one week', '2026-03-09', '2026-03-12'],
    ['one day across the week boundary', '2026-03-08', '2026-03-09'],
  ])('answers what the attempts say: %s', async (_name, from, to) => {
    const expected = await rawWeekly(from, to);
    expect(expected.length).toBeGreaterThan(0);
    const body = await weekly(`from=${from}&to=${to}`);
    expect(body.weekly).toEqual(expected);
    expect(body.weeklyTotal).toBeUndefined();
  });

  it('pages with no row lost or repeated, the total of all rows on each page', async () => {
    const range = 'from=2026-03-01&to=2026-03-31';
    const whole = (await weekly(range)).weekly;
    expect(whole.length).toBeGreaterThan(3);
    const seen: typeof whole = [];
    for (let page = 1; page <= Math.ceil(whole.length / 3) + 1; page += 1) {
      const body = await weekly(`${range}&weeklyPage=${page}&weeklyPageSize=3`);
      expect(body).toMatchObject({ weeklyTotal: whole.length, weeklyPage: page, weeklyPageSize: 3 });
      seen.push(...body.weekly);
    }
    expect(seen).toEqual(whole);
  });

  it('refuses a weekly page size past the list limit', async () => {
    const res = await t.request('GET', '/api/admin/compliance?weeklyPageSize=500', 'staff');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('weeklyPageSize must be at most 200');
  });
});
