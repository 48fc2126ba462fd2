import { ACCOUNT_TEMPLATE_COLUMNS } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
  toXls,
} from '../../../test/kits/accounts-import/import-test-kit';
import { accountNotes, debtAccounts } from '../../db/schema';

/** Decision 0090: a cell holding a control character is a bad row of the report, never a 500. */
let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

function row(accountNumber: string, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    account_number: accountNumber,
    debtor_first_name: 'Dana',
    debtor_last_name: 'Rivera',
    current_amount: '100.00',
    address_1: '12 Elm Street',
    city: 'Philadelphia',
    state: 'PA',
    zip_code: '19103',
    ...overrides,
  };
  return ACCOUNT_TEMPLATE_COLUMNS.map((c) => values[c] ?? '');
}

describe('control characters in imported cells', () => {
  it('a CSV whose first 64 KB hold a NUL byte is no CSV: 400, nothing imported', async () => {
    const csv = toCsv([[...ACCOUNT_TEMPLATE_COLUMNS], row('CC-0', { debtor_last_name: 'Riv\u0000era' })]);
    const res = await t.upload({ name: 'control.csv', content: csv });
    expect(res.statusCode).toBe(400);
    expect(await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.accountNumber, 'CC-0'))).toEqual(
      [],
    );
  });

  it('a CSV cell with a NUL byte further on makes its row a bad row; the other rows are imported', async () => {
    // Past the first 64 KB the file is not sniffed again: the row parser meets the NUL.
    const filler = Array.from({ length: 400 }, (_, i) => row(`CC-F${i}`, { notes: 'x'.repeat(200) }));
    const csv = toCsv([
      [...ACCOUNT_TEMPLATE_COLUMNS],
      ...filler,
      row('CC-2', { debtor_last_name: 'Riv\u0000era' }),
      row('CC-3', { notes: 'first line\nsecond line\twith a tab' }),
    ]);
    expect(csv.indexOf('\u0000')).toBeGreaterThan(64 * 1024);
    const result = await t.importFile('accounts', 'control.csv', csv);
    expect(result).toMatchObject({ accounts: 401, errors: 1 });
    expect(result.rowErrors).toEqual([
      { row: 402, column: 'debtor_last_name', reason: 'debtor_last_name contains a control character' },
    ]);
    expect(await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.accountNumber, 'CC-2'))).toEqual(
      [],
    );
    const kept = await t.account('CC-3');
    const notes = await t.deps.db.select().from(accountNotes).where(eq(accountNotes.debtAccountId, kept.id));
    expect(notes.map((n) => n.body)).toEqual(['first line\nsecond line\twith a tab']);
  }, 120_000);

  it('a legacy .xls cell with a NUL byte is a bad row too', async () => {
    const xls = toXls([
      [...ACCOUNT_TEMPLATE_COLUMNS],
      row('CC-4', { city: 'Phila\u0000delphia' }),
      row('CC-5'),
    ]);
    const result = await t.importFile('accounts', 'control.xls', xls);
    expect(result).toMatchObject({ accounts: 1, errors: 1 });
    expect(result.rowErrors[0]).toMatchObject({ row: 2, column: 'city' });
  });
});
