import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { accountsStamp, markAccountsChanged, STAMP_TTL_MS } from './accounts-change-stamp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertAccounts(
    t.deps.db,
    t.deps.encryption,
    Array.from({ length: 5 }, (_, i) => ({ accountNumber: `STAMP-${i}`, fullName: `Stamp Person ${i}` })),
  );
});
afterAll(() => t.close());

const countAll = async () =>
  Number(
    (await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from debt_accounts`)).rows[0].n,
  );

describe('the accounts stamp', () => {
  it('counts every account, then the added ones, and changes with every add and edit', async () => {
    const { db, encryption } = t.deps;
    const first = await accountsStamp(db);
    expect(first.count).toBe(await countAll());
    expect(await accountsStamp(db)).toBe(first); // kept meanwhile

    const added = await insertAccounts(db, encryption, [
      { accountNumber: 'STAMP-A', fullName: 'Added One' },
      { accountNumber: 'STAMP-B', fullName: 'Added Two' },
    ]);
    markAccountsChanged(db);
    const second = await accountsStamp(db);
    expect(second.count).toBe(first.count + 2);
    expect(second.version).not.toBe(first.version);

    await db.execute(
      sql`update debt_accounts set updated_at = now() + interval '1 minute' where id = ${added[0].id}`,
    );
    markAccountsChanged(db);
    const third = await accountsStamp(db);
    expect(third.count).toBe(second.count);
    expect(third.version).not.toBe(second.version);
  });

  it('shows a change made behind its back once STAMP_TTL_MS has passed', async () => {
    const { db, encryption } = t.deps;
    const before = await accountsStamp(db);
    await insertAccounts(db, encryption, [{ accountNumber: 'STAMP-C', fullName: 'Raw Insert' }]);
    await new Promise((resolve) => setTimeout(resolve, STAMP_TTL_MS + 20));
    // Past its time the stamp is never answered again: the first call after it waits for the fresh one.
    const now = await accountsStamp(db);
    expect(now.version).not.toBe(before.version);
    expect(now.count).toBe(before.count + 1);
    expect(now.count).toBe(await countAll());
  });
});
