import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
} from '../../../test/kits/accounts-import/import-test-kit';
import { accountAudit } from '../../db/schema';

let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

describe('the time_barred column (decision 0067)', () => {
  it('reads true/false, yes/no and 1/0 in any case; an empty cell is false on a new account', async () => {
    const result = await t.importFile(
      'accounts',
      'barred.csv',
      toCsv([
        ['account_number', 'current_amount', 'time_barred'],
        ['TB-1', '100', 'yes'],
        ['TB-2', '100', 'TRUE'],
        ['TB-3', '100', '1'],
        ['TB-4', '100', 'No'],
        ['TB-5', '100', '0'],
        ['TB-6', '100', ''],
        ['TB-7', '100', 'maybe'],
      ]),
    );
    expect(result).toMatchObject({ created: 6, errors: 1 });
    expect(result.rowErrors).toEqual([
      {
        row: 8,
        column: 'time_barred',
        reason: 'time_barred "maybe" is not yes or no (use true/false, yes/no or 1/0)',
      },
    ]);
    const flags = await Promise.all(
      ['TB-1', 'TB-2', 'TB-3', 'TB-4', 'TB-5', 'TB-6'].map(async (n) => (await t.account(n))?.timeBarred),
    );
    expect(flags).toEqual([true, true, true, false, false, false]);
  });

  it('changes an existing account, audited; an empty cell keeps what is stored', async () => {
    const result = await t.importFile(
      'accounts',
      'barred-again.csv',
      toCsv([
        ['account_number', 'Time Barred'],
        ['TB-1', 'false'],
        ['TB-2', ''],
        ['TB-4', 'y'],
      ]),
    );
    expect(result).toMatchObject({ updated: 2, unchanged: 1 });
    expect((await t.account('TB-1'))?.timeBarred).toBe(false);
    expect((await t.account('TB-2'))?.timeBarred).toBe(true);
    expect((await t.account('TB-4'))?.timeBarred).toBe(true);
    const tb1 = await t.account('TB-1');
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, tb1?.id ?? 0), eq(accountAudit.field, 'time_barred')));
    expect(audit.map((a) => [a.oldValue, a.newValue, a.source])).toEqual([['true', 'false', 'import']]);
  });
});
