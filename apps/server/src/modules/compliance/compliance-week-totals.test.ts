import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptRow as attempt,
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { contactAttempts, type DebtAccountRow } from '../../db/schema';
import { complianceReport } from './compliance-report.repository';

/**
 * contact_attempt_week_totals (migration 0032) is kept by the week triggers of contact_attempts: after
 * every kind of write it must equal the counts taken from the attempts themselves, and the report's
 * totals read through it must equal the totals counted from the attempts.
 */
let t: ComplianceTestApp;
let a: DebtAccountRow;
let b: DebtAccountRow;
let c: DebtAccountRow;

const plain = (rows: unknown[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r as object).map(([k, v]) => [k, String(v)])));

/** The rollup's rows beside the same figures counted from contact_attempts, in one order. */
async function expectTotalsExact() {
  const { db } = t.deps;
  const rollup = await db.execute(sql`
    SELECT to_char(week_start, 'YYYY-MM-DD') AS week, rows, calls, texts, emails, blocked
    FROM contact_attempt_week_totals ORDER BY 1`);
  const raw = await db.execute(sql`
    SELECT to_char(date_trunc('week', (created_at AT TIME ZONE 'America/New_York')::date), 'YYYY-MM-DD') AS week,
      count(DISTINCT debt_account_id)::int AS rows,
      count(*) FILTER (WHERE allowed AND channel = 'call')::int AS calls,
      count(*) FILTER (WHERE allowed AND channel = 'sms')::int AS texts,
      count(*) FILTER (WHERE allowed AND channel = 'email')::int AS emails,
      count(*) FILTER (WHERE NOT allowed)::int AS blocked
    FROM contact_attempts GROUP BY 1 ORDER BY 1`);
  const rows = plain(rollup.rows);
  expect(rows).toEqual(plain(raw.rows));
  return rows;
}

beforeAll(async () => {
  t = await buildComplianceTestApp();
  a = await t.account({ fullName: 'Totals One', accountNumber: 'ACC-T-1' });
  b = await t.account({ fullName: 'Totals Two', accountNumber: 'ACC-T-2' });
  c = await t.account({ fullName: 'Totals Three', accountNumber: 'ACC-T-3' });
});
afterAll(async () => t.close());

describe('contact_attempt_week_totals', () => {
  it('equals the counts of the attempts after allowed and blocked attempts on every channel', async () => {
    // Through the product, on the test clock's Monday 2 March: a call, a refused text, an e-mail.
    expect((await t.dial(a)).statusCode).toBe(200);
    expect((await t.text(a)).statusCode).toBe(409);
    expect((await t.email(a)).statusCode).toBe(200);
    const [week] = await expectTotalsExact();
    expect(week).toEqual({
      week: '2026-03-02',
      rows: '1',
      calls: '1',
      texts: '0',
      emails: '1',
      blocked: '1',
    });
  });

  it('counts a (week, debt) row once: its first attempt adds a row, the next ones only their sums', async () => {
    const { db } = t.deps;
    // A new debt in a known week, then a second statement into the same pair.
    await db.insert(contactAttempts).values([attempt(b.id, 'sms', true, '2026-03-03T15:00:00Z')]);
    await db.insert(contactAttempts).values([attempt(b.id, 'call', false, '2026-03-04T15:00:00Z')]);
    // One statement, several debts and new weeks, two attempts of one pair among them.
    await db
      .insert(contactAttempts)
      .values([
        attempt(a.id, 'call', true, '2026-03-16T15:00:00Z'),
        attempt(a.id, 'email', false, '2026-03-17T15:00:00Z'),
        attempt(c.id, 'sms', true, '2026-03-18T15:00:00Z'),
        attempt(c.id, 'email', true, '2026-03-24T15:00:00Z'),
      ]);
    const rows = await expectTotalsExact();
    expect(rows.map((r) => [r.week, r.rows])).toEqual([
      ['2026-03-02', '2'],
      ['2026-03-16', '2'],
      ['2026-03-23', '1'],
    ]);
  });

  it('puts Sunday night and Monday morning, US Eastern, in their own weeks (summer and winter time)', async () => {
    const { db } = t.deps;
    await db.insert(contactAttempts).values([
      // Sunday 8 March 23:30 EDT and Monday 9 March 00:30 EDT (UTC-4).
      attempt(c.id, 'call', true, '2026-03-09T03:30:00Z'),
      attempt(c.id, 'call', true, '2026-03-09T04:30:00Z'),
      // Sunday 11 January 23:30 EST and Monday 12 January 00:30 EST (UTC-5).
      attempt(b.id, 'email', true, '2026-01-12T04:30:00Z'),
      attempt(b.id, 'sms', false, '2026-01-12T05:30:00Z'),
    ]);
    const rows = await expectTotalsExact();
    const week = (w: string) => rows.find((r) => r.week === w);
    expect(week('2026-03-02')).toMatchObject({ rows: '3', calls: '2' });
    expect(week('2026-03-09')).toMatchObject({ rows: '1', calls: '1' });
    expect(week('2026-01-05')).toMatchObject({ rows: '1', emails: '1', blocked: '0' });
    expect(week('2026-01-12')).toMatchObject({ rows: '1', emails: '0', blocked: '1' });
  });

  it('counts the first attempt of a pair once when two transactions write it at the same time', async () => {
    const { db } = t.deps;
    // The second writer waits on the first one's new row and then adds to it (on PGlite they run in turn).
    await Promise.all(
      [0, 1].map(() =>
        db.transaction(async (tx) => {
          await tx.insert(contactAttempts).values([attempt(a.id, 'call', true, '2026-04-07T15:00:00Z')]);
          await tx.execute(sql`SELECT pg_sleep(0.1)`);
        }),
      ),
    );
    const rows = await expectTotalsExact();
    expect(rows.find((r) => r.week === '2026-04-06')).toMatchObject({ rows: '1', calls: '2' });
  });

  it('stays exact through the retention deletes and an update that moves an attempt to another week', async () => {
    const { db } = t.deps;
    // Older than the 3 years the retention trigger keeps: deletable.
    const old = await db
      .insert(contactAttempts)
      .values([
        attempt(a.id, 'call', true, '2020-01-06T15:00:00Z'),
        attempt(a.id, 'sms', false, '2020-01-07T15:00:00Z'),
        attempt(b.id, 'email', true, '2020-01-08T15:00:00Z'),
        attempt(c.id, 'email', true, '2020-01-13T15:00:00Z'),
      ])
      .returning({ id: contactAttempts.id });
    await expectTotalsExact();
    // Part of a pair goes (the week keeps its rows), then a whole pair, then a whole week.
    await db.delete(contactAttempts).where(sql`${contactAttempts.id} = ${old[1]?.id}`);
    expect((await expectTotalsExact()).find((r) => r.week === '2020-01-06')).toMatchObject({ rows: '2' });
    await db.delete(contactAttempts).where(sql`${contactAttempts.id} = ${old[2]?.id}`);
    expect((await expectTotalsExact()).find((r) => r.week === '2020-01-06')).toMatchObject({ rows: '1' });
    await db.delete(contactAttempts).where(sql`${contactAttempts.id} = ${old[3]?.id}`);
    expect((await expectTotalsExact()).some((r) => r.week === '2020-01-13')).toBe(false);
    // An edit in place, then a move into a week the debt had no row in.
    await db
      .update(contactAttempts)
      .set({ channel: 'sms' })
      .where(sql`${contactAttempts.id} = ${old[0]?.id}`);
    await expectTotalsExact();
    await db
      .update(contactAttempts)
      .set({ createdAt: new Date('2020-02-03T15:00:00Z'), allowed: false })
      .where(sql`${contactAttempts.id} = ${old[0]?.id}`);
    const moved = await expectTotalsExact();
    expect(moved.some((r) => r.week === '2020-01-06')).toBe(false);
    // The retention job's shape: every attempt past the cut-off in one statement.
    await db.delete(contactAttempts).where(sql`${contactAttempts.createdAt} < '2021-01-01'`);
    expect((await expectTotalsExact()).some((r) => r.week < '2021-01-01')).toBe(false);
  });
});

/** The report's totals counted from the attempts: (week, debt) rows and blocked attempts of the range. */
async function rawTotals(from: string, to: string) {
  const result = await t.deps.db.execute(sql`
    SELECT count(DISTINCT (date_trunc('week', created_at AT TIME ZONE 'America/New_York'), debt_account_id))::int AS weekly,
      count(*) FILTER (WHERE NOT allowed)::int AS blocked
    FROM contact_attempts
    WHERE created_at >= (${from}::date)::timestamp AT TIME ZONE 'America/New_York'
      AND created_at < ((${to}::date + 1)::timestamp) AT TIME ZONE 'America/New_York'`);
  const row = result.rows[0] as { weekly: number; blocked: number };
  return { weekly: Number(row.weekly), blocked: Number(row.blocked) };
}

/** The weekly table's figures grouped from the attempts, in its order. */
async function rawRows(from: string, to: string) {
  const result = await t.deps.db.execute(sql`
    SELECT to_char(date_trunc('week', (ca.created_at AT TIME ZONE 'America/New_York')::date), 'YYYY-MM-DD') AS week,
      ca.debt_account_id AS id,
      count(*) FILTER (WHERE ca.allowed AND ca.channel = 'call')::int AS calls,
      count(*) FILTER (WHERE ca.allowed AND ca.channel = 'sms')::int AS texts,
      count(*) FILTER (WHERE ca.allowed AND ca.channel = 'email')::int AS emails,
      count(*) FILTER (WHERE NOT ca.allowed)::int AS blocked
    FROM contact_attempts ca JOIN debt_accounts d ON d.id = ca.debt_account_id
    WHERE ca.created_at >= (${from}::date)::timestamp AT TIME ZONE 'America/New_York'
      AND ca.created_at < ((${to}::date + 1)::timestamp) AT TIME ZONE 'America/New_York'
    GROUP BY 1, 2, d.account_number ORDER BY 1 DESC, d.account_number, 2`);
  return (result.rows as Record<string, unknown>[]).map((r) => [
    r.week,
    Number(r.id),
    Number(r.calls),
    Number(r.texts),
    Number(r.emails),
    Number(r.blocked),
  ]);
}

describe('the report totals read through the rollup', () => {
  const ranges = [
    ['partial weeks at both ends', '2026-01-07', '2026-03-18'],
    ['whole weeks only', '2026-01-05', '2026-03-22'],
    ['inside one week', '2026-03-03', '2026-03-05'],
    ['one day across the week boundary', '2026-03-08', '2026-03-09'],
    ['a whole week and a partial one', '2026-03-02', '2026-03-17'],
  ] as const;

  it.each(ranges)('answers what the attempts say: %s', async (_name, from, to) => {
    const expected = await rawTotals(from, to);
    expect(expected.weekly).toBeGreaterThan(0);
    const paged = await t.request(
      'GET',
      `/api/admin/compliance?from=${from}&to=${to}&page=1&pageSize=1&weeklyPage=1&weeklyPageSize=1`,
      'staff',
    );
    expect(paged.statusCode, paged.body).toBe(200);
    expect(paged.json()).toMatchObject({ total: expected.blocked, weeklyTotal: expected.weekly });
    // Cut at their limits without paging parameters: the same totals.
    const cut = await complianceReport(t.deps.db, { from, to }, {}, {}, { blocked: 0, weekly: 0 });
    expect(cut.weeklyTotal).toBe(expected.weekly);
    expect(cut.total).toBe(expected.blocked > 0 ? expected.blocked : undefined);
  });

  it('reads an edge week from the rollup only while none of its attempts lies outside the range', async () => {
    const { db } = t.deps;
    // Wednesday 22 April to Thursday 30 April: the edge weeks have no attempt outside the range yet.
    const range = { from: '2026-04-22', to: '2026-04-30' };
    await db
      .insert(contactAttempts)
      .values([
        attempt(a.id, 'call', true, '2026-04-22T15:00:00Z'),
        attempt(b.id, 'sms', false, '2026-04-29T15:00:00Z'),
        attempt(c.id, 'email', true, '2026-04-30T15:00:00Z'),
      ]);
    const expectRaw = async () => {
      const expected = await rawTotals(range.from, range.to);
      const cut = await complianceReport(t.deps.db, range, {}, {}, { blocked: 0, weekly: 0 });
      expect({ weekly: cut.weeklyTotal, blocked: cut.total }).toEqual(expected);
      const rows = (await complianceReport(t.deps.db, range)).weekly;
      expect(rows.map((r) => [r.weekOf, r.debtAccountId, r.calls, r.texts, r.emails, r.blocked])).toEqual(
        await rawRows(range.from, range.to),
      );
      return expected;
    };
    expect(await expectRaw()).toEqual({ weekly: 3, blocked: 1 });
    // Then attempts on days of those weeks outside the range: the report must not count them.
    await db
      .insert(contactAttempts)
      .values([
        attempt(a.id, 'sms', false, '2026-04-21T15:00:00Z'),
        attempt(c.id, 'call', true, '2026-05-01T15:00:00Z'),
        attempt(a.id, 'email', true, '2026-05-02T15:00:00Z'),
      ]);
    expect(await expectRaw()).toEqual({ weekly: 3, blocked: 1 });
  });

  it('reads whole weeks from the rollup, not from the attempts', async () => {
    const range = { from: '2026-01-05', to: '2026-03-22' };
    const before = await complianceReport(t.deps.db, range, {}, {}, { blocked: 0, weekly: 0 });
    await t.deps.db.execute(
      sql`UPDATE contact_attempt_week_totals SET rows = rows + 10, blocked = blocked + 5 WHERE week_start = '2026-03-02'`,
    );
    try {
      const after = await complianceReport(t.deps.db, range, {}, {}, { blocked: 0, weekly: 0 });
      expect(after.weeklyTotal).toBe((before.weeklyTotal ?? 0) + 10);
      expect(after.total).toBe((before.total ?? 0) + 5);
    } finally {
      await t.deps.db.execute(
        sql`UPDATE contact_attempt_week_totals SET rows = rows - 10, blocked = blocked - 5 WHERE week_start = '2026-03-02'`,
      );
    }
    await expectTotalsExact();
  });
});
