import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { COUNT_CAP } from '../../db/capped-count';
import { debtAccounts } from '../../db/schema';
import { CAPPED_TOTAL_KEPT_MS } from './accounts.repository';
import { markAccountsChanged } from './accounts-change-stamp';

let t: AccountsTestApp;
let ids: number[] = [];

beforeAll(async () => {
  t = await buildAccountsTestApp();
  // One more match than the cap, in batches of a thousand.
  for (let from = 0; from <= COUNT_CAP; from += 1_000) {
    const n = Math.min(1_000, COUNT_CAP + 1 - from);
    const rows = await insertAccounts(
      t.deps.db,
      t.deps.encryption,
      Array.from({ length: n }, (_, i) => ({
        accountNumber: `CAP-${from + i}`,
        fullName: `Capped Person ${from + i}`,
      })),
    );
    ids = ids.concat(rows.map((row) => row.id));
  }
}, 120_000);
afterAll(() => t.close());

async function totalOf(search: string) {
  const res = await t.get(`/api/admin/accounts?search=${search}&pageSize=10`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { total: number; totalIsLowerBound?: boolean };
  return { total: body.total, lowerBound: body.totalIsLowerBound ?? false };
}

describe('a search total past the cap while accounts change', () => {
  it('stays "10,000+" for a few seconds across changes, then is counted again', async () => {
    expect(await totalOf('capped')).toEqual({ total: COUNT_CAP, lowerBound: true });

    // Half of them stop matching (an edit, an import's update): the accounts' stamp changes.
    const renamed = ids.slice(0, 5_000);
    await t.deps.db
      .update(debtAccounts)
      .set({ fullName: 'Renamed Person', updatedAt: new Date() })
      .where(inArray(debtAccounts.id, renamed));
    markAccountsChanged(t.deps.db);
    t.clock.advance(CAPPED_TOTAL_KEPT_MS - 1_000);
    expect(await totalOf('capped')).toEqual({ total: COUNT_CAP, lowerBound: true });

    // Once the time is up the search counts again, and then exactly.
    t.clock.advance(2_000);
    expect(await totalOf('capped')).toEqual({ total: COUNT_CAP + 1 - renamed.length, lowerBound: false });
    // Another search was never counted past the cap: it is counted on the first request.
    expect(await totalOf('renamed')).toEqual({ total: renamed.length, lowerBound: false });
  });
});
