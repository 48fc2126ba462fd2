import { SCRUB_MESSAGES } from '@arrears/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
} from '../../../test/kits/accounts-import/import-test-kit';
import { accountScrubs, debtAccounts } from '../../db/schema';

let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

const HEADER = [
  'account_number',
  'debtor_name',
  'current_amount',
  'bankruptcy_chapter',
  'bankruptcy_case_number',
  'bankruptcy_filed',
  'deceased_date',
  'military_active_duty_start',
  'military_active_duty_end',
  'attorney_name',
  'attorney_phone',
  'attorney_address',
  'litigious',
];
const row = (n: string, over: Partial<Record<(typeof HEADER)[number], string>> = {}) =>
  HEADER.map((h) =>
    h === 'account_number'
      ? n
      : h === 'debtor_name'
        ? `Debtor ${n}`
        : h === 'current_amount'
          ? '500.00'
          : (over[h] ?? ''),
  );

const flagsOf = async (accountNumber: string) => {
  const [account] = await t.deps.db
    .select()
    .from(debtAccounts)
    .where(eq(debtAccounts.accountNumber, accountNumber));
  if (!account) return null;
  return t.deps.db
    .select({
      flag: accountScrubs.flag,
      source: accountScrubs.source,
      chapter: accountScrubs.bankruptcyChapter,
      attorneyName: accountScrubs.attorneyName,
      militaryEndOn: accountScrubs.militaryEndOn,
      diedOn: accountScrubs.diedOn,
    })
    .from(accountScrubs)
    .where(eq(accountScrubs.debtAccountId, account.id))
    .orderBy(asc(accountScrubs.id));
};

describe('scrub columns of an accounts file (decision 0100)', () => {
  it('records each flag the file gives; a bad flag rejects its row with the reason', async () => {
    const csv = toCsv([
      HEADER,
      row('ISC-1', {
        bankruptcy_chapter: '13',
        bankruptcy_case_number: '26-20001',
        bankruptcy_filed: '02/10/2026',
      }),
      row('ISC-2', { deceased_date: '2026-01-31' }),
      row('ISC-3', { military_active_duty_start: '2025-09-01', military_active_duty_end: '2026-09-01' }),
      row('ISC-4', {
        attorney_name: 'Lee Park',
        attorney_phone: '215-555-0199',
        attorney_address: '9 Law Ln, Philadelphia, PA 19103',
      }),
      row('ISC-5', { litigious: 'yes' }),
      row('ISC-6', { litigious: 'no' }),
      row('ISC-7', { bankruptcy_chapter: '9' }),
      row('ISC-8', { attorney_phone: '2155550199' }),
      row('ISC-9', { deceased_date: '2099-01-01' }),
    ]);
    const result = await t.importFile('accounts', 'with-scrubs.csv', csv);
    expect(result).toMatchObject({ accounts: 6, created: 6, errors: 3, unknownColumns: [] });
    expect(result.rowErrors).toEqual([
      { row: 8, column: 'bankruptcy_chapter', reason: SCRUB_MESSAGES.chapter },
      { row: 9, column: 'attorney_phone', reason: SCRUB_MESSAGES.attorneyName },
      { row: 10, column: 'deceased_date', reason: SCRUB_MESSAGES.dateFuture },
    ]);
    expect(await flagsOf('ISC-1')).toEqual([
      {
        flag: 'bankruptcy',
        source: 'import',
        chapter: '13',
        attorneyName: null,
        militaryEndOn: null,
        diedOn: null,
      },
    ]);
    expect(await flagsOf('ISC-2')).toMatchObject([{ flag: 'deceased', diedOn: '2026-01-31' }]);
    expect(await flagsOf('ISC-3')).toMatchObject([
      { flag: 'military_active_duty', militaryEndOn: '2026-09-01' },
    ]);
    expect(await flagsOf('ISC-4')).toMatchObject([
      { flag: 'attorney_represented', attorneyName: 'Lee Park' },
    ]);
    expect(await flagsOf('ISC-5')).toMatchObject([{ flag: 'litigious' }]);
    expect(await flagsOf('ISC-6')).toEqual([]);
    // A rejected row changed nothing: no account, no flag.
    for (const n of ['ISC-7', 'ISC-8', 'ISC-9']) expect(await flagsOf(n)).toBeNull();
  });

  it('the same file again changes nothing; a new attorney replaces the old one, which stays on record', async () => {
    const again = await t.importFile(
      'accounts',
      'again.csv',
      toCsv([
        HEADER,
        row('ISC-1', {
          bankruptcy_chapter: '13',
          bankruptcy_case_number: '26-20001',
          bankruptcy_filed: '02/10/2026',
        }),
      ]),
    );
    expect(again).toMatchObject({ errors: 0 });
    expect(await flagsOf('ISC-1')).toHaveLength(1);
    await t.importFile(
      'accounts',
      'new-attorney.csv',
      toCsv([HEADER, row('ISC-4', { attorney_name: 'Ana Cruz' })]),
    );
    const rows = await t.deps.db
      .select({ name: accountScrubs.attorneyName, clearedReason: accountScrubs.clearedReason })
      .from(accountScrubs)
      .innerJoin(debtAccounts, eq(debtAccounts.id, accountScrubs.debtAccountId))
      .where(eq(debtAccounts.accountNumber, 'ISC-4'))
      .orderBy(asc(accountScrubs.id));
    expect(rows).toEqual([
      { name: 'Lee Park', clearedReason: 'Replaced by the accounts import' },
      { name: 'Ana Cruz', clearedReason: null },
    ]);
  });
});
