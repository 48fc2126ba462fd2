import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { remittanceKit } from '../../../test/kits/remittances/remittance-fixtures';
import { DAILY_REMITTANCES } from '../jobs/job-catalog';
import { JobQueue } from '../jobs/job-queue';
import { serverJobs } from '../jobs/server-jobs';
import { draftDailyRemittances } from './daily-remittances';

/** The daily job drafts yesterday's remittance for each daily client, once per client and day. */
let t: TestApp;
let kit: ReturnType<typeof remittanceKit>;
beforeAll(async () => {
  t = await buildTestApp(); // its clock: 2026-03-02 10:00 in US Eastern time
  await createUser(t.deps.db, { username: 'dr-admin', role: 'admin' });
  kit = remittanceKit(t, await signIn(t.app, 'dr-admin'));
});
afterAll(() => t.close());

async function remittancesOf(clientId: number) {
  const rows = await t.deps.db.execute<{
    period_start: string;
    period_end: string;
    source: string;
    gross: string;
  }>(sql`
    SELECT period_start::text, period_end::text, source, gross_collected::text AS gross
    FROM remittances WHERE client_id = ${clientId} ORDER BY id`);
  return rows.rows;
}

describe('daily remittances', () => {
  it("drafts yesterday's remittance for active daily clients only, and not twice", async () => {
    const daily = await kit.client({ remitFrequency: 'daily' });
    const quiet = await kit.client({ remitFrequency: 'daily' });
    const weekly = await kit.client({ remitFrequency: 'weekly' });
    const inactive = await kit.client({ remitFrequency: 'daily', active: false });
    const account = await kit.account(daily.id);
    await kit.pay(account.id, '30.00', '2026-02-27'); // not remitted before: carried in
    await kit.pay(account.id, '45.50', '2026-03-01');
    await kit.pay(account.id, '5.00', '2026-03-02'); // today: tomorrow's
    for (const other of [weekly, inactive])
      await kit.pay((await kit.account(other.id)).id, '9.00', '2026-03-01');

    await draftDailyRemittances(t.deps.db, t.clock.now());
    await draftDailyRemittances(t.deps.db, t.clock.now());
    expect(await remittancesOf(daily.id)).toEqual([
      { period_start: '2026-03-01', period_end: '2026-03-01', source: 'daily', gross: '75.50' },
    ]);
    expect(await remittancesOf(quiet.id)).toEqual([]); // nothing to remit: no empty draft
    expect(await remittancesOf(weekly.id)).toEqual([]);
    expect(await remittancesOf(inactive.id)).toEqual([]);

    t.clock.advance(24 * 3600_000);
    await draftDailyRemittances(t.deps.db, t.clock.now());
    expect((await remittancesOf(daily.id)).map((r) => [r.period_end, r.gross])).toEqual([
      ['2026-03-01', '75.50'],
      ['2026-03-02', '5.00'],
    ]);
    t.clock.advance(-24 * 3600_000);
  });

  it('runs from the job queue, twice sent and once drafted', async () => {
    const client = await kit.client({ remitFrequency: 'daily' });
    await kit.pay((await kit.account(client.id)).id, '12.34', '2026-03-01');
    const job = serverJobs(t.deps, 'test').find((j) => j.name === DAILY_REMITTANCES.name);
    if (!job) throw new Error('the daily remittance job is not among the server jobs');
    const queue = new JobQueue({
      database: { db: t.deps.db, kind: t.deps.databaseKind },
      jobs: [job],
      log: { debug: () => {}, error: () => {} },
      schedules: false,
      work: true,
      pollingSeconds: 0.5,
    });
    await queue.start();
    try {
      await Promise.all([queue.send(job.name), queue.send(job.name)]);
      const deadline = Date.now() + 15_000;
      while ((await remittancesOf(client.id)).length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      await new Promise((resolve) => setTimeout(resolve, 1500)); // let the second run finish too
    } finally {
      await queue.stop();
    }
    expect(await remittancesOf(client.id)).toEqual([
      { period_start: '2026-03-01', period_end: '2026-03-01', source: 'daily', gross: '12.34' },
    ]);
  });
});
