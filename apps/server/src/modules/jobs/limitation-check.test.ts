import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { accountAudit, debtAccounts } from '../../db/schema';
import { LIMITATION_CHECK } from './job-catalog';
import { serverJobs } from './server-jobs';

// The daily limitation check (decision 0107) on the test clock: Monday 2 March 2026, US Eastern.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const runCheck = async () => {
  const job = serverJobs(t.deps, 'test').find((j) => j.name === LIMITATION_CHECK.name);
  if (!job) throw new Error('no limitation-check job');
  return job.run({});
};
const barred = async (id: number) =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id)))[0].timeBarred;

describe('the limitation-check job', () => {
  it('flags the accounts whose period ended since, once, with an audit line of the job', async () => {
    const [ending, running, unsourced] = await insertAccounts(t.deps.db, t.deps.encryption, [
      // Pennsylvania, 4 years: 1 March 2022 + 4 years ended yesterday.
      { state: 'PA', debtType: 'written_contract', dateOfFirstDelinquency: '2022-03-01' },
      { state: 'PA', debtType: 'written_contract', dateOfFirstDelinquency: '2022-03-02' },
      { state: 'OK', debtType: 'written_contract', dateOfFirstDelinquency: '1999-01-01' },
    ]);
    expect(await runCheck()).toMatchObject({ flaggedTimeBarred: 1 });
    expect([await barred(ending.id), await barred(running.id), await barred(unsourced.id)]).toEqual([
      true,
      false,
      false,
    ]);
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, ending.id), eq(accountAudit.field, 'time_barred')));
    expect(audit.map((a) => [a.source, a.userId, a.oldValue, a.newValue])).toEqual([
      ['compliance', null, 'false', 'true'],
    ]);
    expect(audit[0].reason).toContain('PA limitation period for written contract (4 years from 2022-03-01');
    // Run again: nothing new.
    expect(await runCheck()).toMatchObject({ flaggedTimeBarred: 0 });

    // The next day the second one's period has ended too.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await runCheck()).toMatchObject({ flaggedTimeBarred: 1 });
    expect(await barred(running.id)).toBe(true);
  });

  it('never clears a flag: a payment after the period does not revive the debt in every state', async () => {
    const [paid] = await insertAccounts(t.deps.db, t.deps.encryption, [
      { state: 'NY', debtType: 'open_account', dateOfFirstDelinquency: '2020-01-01' },
    ]);
    await runCheck();
    expect(await barred(paid.id)).toBe(true);
    await t.deps.db
      .update(debtAccounts)
      .set({ lastActivityDate: '2026-03-01' })
      .where(eq(debtAccounts.id, paid.id));
    await runCheck();
    expect(await barred(paid.id)).toBe(true);
  });
});
