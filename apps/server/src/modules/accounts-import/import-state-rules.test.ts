import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
} from '../../../test/kits/accounts-import/import-test-kit';
import { accountAudit } from '../../db/schema';

// The test clock's today is Monday 2 March 2026 (US Eastern).
let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

const auditOf = async (accountNumber: string) => {
  const account = await t.account(accountNumber);
  return t.deps.db
    .select()
    .from(accountAudit)
    .where(and(eq(accountAudit.debtAccountId, account.id), eq(accountAudit.field, 'time_barred')));
};

describe('debt_type and date_of_first_delinquency (decision 0107)', () => {
  it('are stored; an account past its state’s limitation period is flagged time-barred, with the reason audited', async () => {
    const result = await t.importFile(
      'accounts',
      'limitations.csv',
      toCsv([
        ['account_number', 'current_amount', 'state', 'Debt Type', 'Date of First Delinquency'],
        // New York: 3 years for consumer credit. 1 March 2023 + 3 years = 1 March 2026: past on 2 March.
        ['SOL-NY-PAST', '100', 'NY', 'open_account', '03/01/2023'],
        // 2 March 2023 + 3 years ends today: not yet past.
        ['SOL-NY-LAST-DAY', '100', 'NY', 'Open Account', '2023-03-02'],
        // California written contract: 4 years.
        ['SOL-CA-WRITTEN', '100', 'CA', 'written-contract', '2023-01-15'],
        // California oral contract: 2 years.
        ['SOL-CA-ORAL', '100', 'ca', 'ORAL_CONTRACT', '2023-01-15'],
        // Oklahoma: no period on file, never flagged by the product.
        ['SOL-OK', '100', 'OK', 'written_contract', '2000-01-01'],
        // No debt type: nothing to count.
        ['SOL-NO-TYPE', '100', 'NY', '', '2000-01-01'],
      ]),
    );
    expect(result).toMatchObject({ created: 6, errors: 0 });
    const flags = async (n: string) => {
      const a = await t.account(n);
      return [a.debtType, a.dateOfFirstDelinquency, a.timeBarred];
    };
    expect(await flags('SOL-NY-PAST')).toEqual(['open_account', '2023-03-01', true]);
    expect(await flags('SOL-NY-LAST-DAY')).toEqual(['open_account', '2023-03-02', false]);
    expect(await flags('SOL-CA-WRITTEN')).toEqual(['written_contract', '2023-01-15', false]);
    expect(await flags('SOL-CA-ORAL')).toEqual(['oral_contract', '2023-01-15', true]);
    expect(await flags('SOL-OK')).toEqual(['written_contract', '2000-01-01', false]);
    expect(await flags('SOL-NO-TYPE')).toEqual([null, '2000-01-01', false]);

    const [audit] = await auditOf('SOL-NY-PAST');
    expect(audit).toMatchObject({
      source: 'import',
      oldValue: 'false',
      newValue: 'true',
      userId: t.users.admin.id,
    });
    expect(audit.reason).toBe(
      'Past the NY limitation period for open account (3 years from 2023-03-01; decision 0107)',
    );
    expect(await auditOf('SOL-NY-LAST-DAY')).toEqual([]);
  });

  it('counts from a later payment, and a change of state or type on an existing account is checked again', async () => {
    const result = await t.importFile(
      'accounts',
      'limitations-again.csv',
      toCsv([
        ['account_number', 'state', 'debt_type', 'date_of_first_delinquency', 'last_activity_date'],
        // Texas, 4 years: first delinquent in 2021, but paid on 1 June 2023: the period runs to June 2027.
        ['SOL-TX-PAID', 'TX', 'written_contract', '2021-01-01', '2023-06-01'],
        // Same without the payment: past since 1 January 2025.
        ['SOL-TX-UNPAID', 'TX', 'written_contract', '2021-01-01', ''],
        // The written contract of California turns out oral: 2 years, past.
        ['SOL-CA-WRITTEN', '', 'oral_contract', '', ''],
      ]),
    );
    expect(result).toMatchObject({ created: 2, updated: 1, errors: 0 });
    expect((await t.account('SOL-TX-PAID')).timeBarred).toBe(false);
    expect((await t.account('SOL-TX-UNPAID')).timeBarred).toBe(true);
    expect((await t.account('SOL-CA-WRITTEN')).timeBarred).toBe(true);
  });

  it('reports a bad debt type or date on its row, and imports nothing of that row', async () => {
    const result = await t.importFile(
      'accounts',
      'limitations-bad.csv',
      toCsv([
        ['account_number', 'state', 'debt_type', 'date_of_first_delinquency'],
        ['SOL-BAD-TYPE', 'NY', 'credit card', '2020-01-01'],
        ['SOL-BAD-DATE', 'NY', 'open_account', '31/31/2020'],
        ['SOL-GOOD', 'NY', 'promissory_note', '2025-01-01'],
      ]),
    );
    expect(result).toMatchObject({ created: 1, errors: 2 });
    expect(result.rowErrors).toEqual([
      {
        row: 2,
        column: 'debt_type',
        reason:
          'debt_type "credit card" is not a debt type (use written_contract, open_account, promissory_note, oral_contract)',
      },
      {
        row: 3,
        column: 'date_of_first_delinquency',
        reason: 'date_of_first_delinquency "31/31/2020" is not a date (use MM/DD/YYYY)',
      },
    ]);
    const good = await t.account('SOL-GOOD');
    expect([good.debtType, good.timeBarred]).toEqual(['promissory_note', false]);
  });
});
