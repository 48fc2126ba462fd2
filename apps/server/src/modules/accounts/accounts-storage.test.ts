import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';

// Migration 0034: new accounts go to new pages, not into the last free bytes of pages filled
// long ago. Each old page an insert touches costs a whole page in the write-ahead log after a
// checkpoint, and an import of 50,000 accounts touched 34,000 of them.

const PADDING = 1_790;
let t: AccountsTestApp;
afterAll(() => t.close());
beforeAll(async () => {
  t = await buildAccountsTestApp();
});

const rowsOf = async (query: ReturnType<typeof sql>) =>
  (await t.deps.db.execute(query)).rows as Array<Record<string, unknown>>;

/** The table page each of the given accounts is stored on. */
async function pagesOf(ids: number[]): Promise<number[]> {
  const rows = await rowsOf(
    sql`SELECT (ctid::text::point)[0]::int AS page FROM debt_accounts WHERE id = ANY(${sql.raw(`ARRAY[${ids.join(',')}]`)})`,
  );
  return rows.map((r) => Number(r.page));
}

async function fillFactorOfAccounts(): Promise<string | undefined> {
  const [row] = await rowsOf(sql`SELECT reloptions FROM pg_class WHERE relname = 'debt_accounts'`);
  const options = (row.reloptions as string[] | null) ?? [];
  return options.find((o) => o.startsWith('fillfactor='))?.split('=')[1];
}

describe('how accounts are laid out on disk', () => {
  it('keeps a tenth of each page of the accounts table free (migration 0034)', async () => {
    expect(await fillFactorOfAccounts()).toBe('90');
  });

  it('appends new accounts to a live table instead of filling the gaps its full pages left', async () => {
    const migrated = await fillFactorOfAccounts();
    // Pages written before the migration, full to the brim: rows of about 1,900 bytes, four to a
    // page (93 %), and in each page some 500 bytes that a small account would fit in.
    await t.deps.db.execute(sql`ALTER TABLE debt_accounts RESET (fillfactor)`);
    const padding = 'x'.repeat(PADDING);
    const old = await insertAccounts(
      t.deps.db,
      t.deps.encryption,
      Array.from({ length: 40 }, (_, i) => ({
        accountNumber: `WIDE-${i}`,
        fullName: `Wide ${i} ${padding}`,
      })),
    );
    const [{ size }] = await rowsOf(sql`SELECT avg(pg_column_size(d.*))::int AS size FROM debt_accounts d
      WHERE account_number LIKE 'WIDE-%'`);
    expect(Number(size)).toBeGreaterThan(1_850); // the premise: wide rows, not compressed
    // Then the migration, and VACUUM tells the free space map of the gaps, as on a live database.
    await t.deps.db.execute(sql.raw(`ALTER TABLE debt_accounts SET (fillfactor = ${Number(migrated)})`));
    await t.deps.db.execute(sql`VACUUM debt_accounts`);
    const oldPages = await pagesOf(old.map((a) => a.id));
    const lastOldPage = Math.max(...oldPages);
    expect(lastOldPage).toBeGreaterThan(5);

    const added = await insertAccounts(
      t.deps.db,
      t.deps.encryption,
      Array.from({ length: 10 }, (_, i) => ({ accountNumber: `SMALL-${i}`, fullName: `Small ${i}` })),
    );
    const newPages = await pagesOf(added.map((a) => a.id));
    // The last old page may take some (it has room below the fill factor); no earlier page does.
    expect(newPages.filter((page) => page < lastOldPage)).toEqual([]);
  });
});
