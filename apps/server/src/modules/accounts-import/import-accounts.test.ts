import { ACCOUNT_TEMPLATE_COLUMNS } from '@arrears/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
} from '../../../test/kits/accounts-import/import-test-kit';
import { accountAudit, accountNotes, debtAccounts, importRuns } from '../../db/schema';
import { boundTo } from '../../security/field-bindings';

let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

/** One row in the template's own columns (docs/product/accounts-import.md). */
function templateRow(
  n: number,
  overrides: Partial<Record<(typeof ACCOUNT_TEMPLATE_COLUMNS)[number], string>> = {},
) {
  const row: Record<string, string> = {
    account_number: `IMP-${n}`,
    group_id: 'CFC AUTO CREDIT',
    debtor_name: `Dana ${n} Rivera`,
    debtor_first_name: 'Dana',
    debtor_middle_initial: 'Q',
    debtor_last_name: 'Rivera',
    ssn: '123-45-6789',
    original_amount: '$12,500.00',
    current_amount: '1,234.56',
    status: 'ACTIVE',
    debtor_email: `dana${n}@example.com`,
    debtor_phone: '(215) 555-0101',
    work_phone: '215.555.0102',
    alternate_phone: '+1 215 555 0103',
    address_1: '12 Elm Street',
    address_2: 'Apt 4',
    city: 'Philadelphia',
    state: 'PA',
    zip_code: '19103',
    employer_name: 'Acme Freight',
    notes: 'Prefers e-mail',
    due_date: '03/15/2024',
    next_payment_due_date: '2024-04-15',
    days_delinquent: '45',
    past_due_amount: '250',
    cosigner_first_name: 'Sam',
    cosigner_last_name: 'Rivera',
    cosigner_email: 'sam@example.com',
    cosigner_phone: '2155550199',
    ...overrides,
  };
  return ACCOUNT_TEMPLATE_COLUMNS.map((c) => row[c]);
}
const templateCsv = (...rows: string[][]) => toCsv([[...ACCOUNT_TEMPLATE_COLUMNS], ...rows]);

describe('importing accounts from the template', () => {
  it('creates each account with every template column mapped, typed and normalised', async () => {
    const result = await t.importFile(
      'accounts',
      'accounts.csv',
      templateCsv(templateRow(1), templateRow(2)),
    );
    expect(result).toMatchObject({
      importType: 'accounts',
      accounts: 2,
      errors: 0,
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(result.rowErrors).toEqual([]);
    expect(result.unknownColumns).toEqual([]);

    const a = await t.account('IMP-1');
    expect(a).toMatchObject({
      schoolGroup: 'CFC AUTO CREDIT',
      fullName: 'Dana 1 Rivera',
      firstName: 'Dana',
      middleInitial: 'Q',
      lastName: 'Rivera',
      principalOriginal: '12500.00',
      unpaidBalance: '1234.56',
      accountStatus: 'ACTIVE',
      emailAddress: 'dana1@example.com',
      primaryPhone: '2155550101',
      workPhone: '2155550102',
      alternatePhone: '2155550103',
      address1: '12 Elm Street',
      address2: 'Apt 4',
      zipCode: '19103',
      employerName: 'Acme Freight',
      firstDueDate: '2024-03-15',
      nextPymtDue: '2024-04-15',
      daysDelinq: 45,
      pastDueAmt: '250.00',
      coSignerFirstName: 'Sam',
      coSignerLastName: 'Rivera',
      coSignerEmailAddress: 'sam@example.com',
      coSignerPrimaryPhone: '2155550199',
      status: 'active',
    });
    // The SSN is stored encrypted, never in plain text, with its look-up hash.
    expect(a.ssnEncrypted).not.toContain('6789');
    expect(
      t.deps.encryption.decrypt(a.ssnEncrypted as string, boundTo.account('ssn_encrypted', 'IMP-1')),
    ).toBe('123456789');
    expect(a.ssnLast4Hash).toBe(t.deps.encryption.ssnLast4Hash('6789'));
    // The notes column became an internal note.
    const notes = await t.deps.db.select().from(accountNotes).where(eq(accountNotes.debtAccountId, a.id));
    expect(notes.map((n) => [n.body, n.source, n.createdByUserId])).toEqual([
      ['Prefers e-mail', 'import', t.users.admin.id],
    ]);
  });

  it('importing the same file again changes nothing: same counts, no audit rows, updated_at kept', async () => {
    const file = templateCsv(templateRow(1), templateRow(2));
    const before = await t.account('IMP-1');
    const [{ audits }] = await t.deps.db.select({ audits: count() }).from(accountAudit);
    const [{ notes }] = await t.deps.db.select({ notes: count() }).from(accountNotes);

    const again = await t.importFile('accounts', 'accounts.csv', file);
    expect(again).toMatchObject({ accounts: 2, errors: 0, created: 0, updated: 0, unchanged: 2 });

    const after = await t.account('IMP-1');
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.ssnEncrypted).toBe(before.ssnEncrypted);
    expect((await t.deps.db.select({ n: count() }).from(accountAudit))[0].n).toBe(audits);
    expect((await t.deps.db.select({ n: count() }).from(accountNotes))[0].n).toBe(notes);
  });

  it('updates what changed, with one audit row per changed field naming the importing user', async () => {
    const result = await t.importFile(
      'accounts',
      'changes.csv',
      templateCsv(
        templateRow(1, { current_amount: '1000.06', city: 'Camden', ssn: '123-45-9999' }),
        templateRow(2),
      ),
    );
    expect(result).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const a = await t.account('IMP-1');
    expect(a).toMatchObject({ unpaidBalance: '1000.06', city: 'Camden' });
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.debtAccountId, a.id))
      .orderBy(accountAudit.field);
    expect(audit.map((r) => [r.field, r.oldValue, r.newValue, r.source, r.userId])).toEqual([
      ['city', 'Philadelphia', 'Camden', 'import', t.users.admin.id],
      ['ssn', '***-**-6789', '***-**-9999', 'import', t.users.admin.id],
      ['unpaid_balance', '1234.56', '1000.06', 'import', t.users.admin.id],
    ]);
    expect(a.ssnLast4Hash).toBe(t.deps.encryption.ssnLast4Hash('9999'));
  });

  it('keeps the stored value when a cell is empty', async () => {
    const result = await t.importFile(
      'accounts',
      'blank.csv',
      toCsv([
        ['account_number', 'city', 'employer_name'],
        ['IMP-2', '', 'New Employer'],
      ]),
    );
    expect(result).toMatchObject({ updated: 1 });
    expect(await t.account('IMP-2')).toMatchObject({ city: 'Philadelphia', employerName: 'New Employer' });
  });

  it('names the import run after the user who imported', async () => {
    const runs = await t.deps.db.select().from(importRuns);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((r) => r.createdByUserId === t.users.admin.id && r.status === 'completed')).toBe(true);
  });
});

describe('column names and values', () => {
  it('maps header variants, any field of the full record, and reports unknown columns', async () => {
    const csv = toCsv([
      [
        'Account Number',
        'Debtor First Name',
        'DEBTOR_LAST_NAME',
        'birth_date',
        'School Name',
        'interest_rate',
        'Favourite Colour',
        'num_of_pmts_1',
      ],
      ['HDR-1', 'Lee', 'Park', '7/4/85', 'State College', '5.25%', 'blue', '12'],
    ]);
    const result = await t.importFile('accounts', 'variants.csv', csv);
    expect(result).toMatchObject({ created: 1, errors: 0, unknownColumns: ['Favourite Colour'] });
    const a = await t.account('HDR-1');
    expect(a).toMatchObject({
      firstName: 'Lee',
      lastName: 'Park',
      fullName: 'Lee Park',
      schoolName: 'State College',
      interestRate: '5.2500',
      numOfPmts1: 12,
    });
    expect(
      t.deps.encryption.decrypt(
        a.birthDateEncrypted as string,
        boundTo.account('birth_date_encrypted', 'HDR-1'),
      ),
    ).toBe('1985-07-04');
  });

  it('reads MM/DD/YYYY, M/D/YY, ISO and spreadsheet serial dates, and money with $ and separators', async () => {
    const csv = toCsv([
      [
        'account_number',
        'due_date',
        'next_payment_due_date',
        'acct_setup_date',
        'grad_date',
        'original_amount',
        'current_amount',
      ],
      ['DATE-1', '03/15/2024', '4/1/24', '2023-12-31', '45366', '$1,234.56', '-12.5'],
    ]);
    await t.importFile('accounts', 'dates.csv', csv);
    expect(await t.account('DATE-1')).toMatchObject({
      firstDueDate: '2024-03-15',
      nextPymtDue: '2024-04-01',
      acctSetupDate: '2023-12-31',
      gradDate: '2024-03-15',
      principalOriginal: '1234.56',
      unpaidBalance: '-12.50',
    });
  });

  it('sets SSN, birth date and the identity hash together', async () => {
    await t.importFile(
      'accounts',
      'identity.csv',
      toCsv([
        ['account_number', 'ssn', 'birth_date'],
        ['ID-1', '987654321', '01/02/1990'],
      ]),
    );
    const a = await t.account('ID-1');
    expect(a.identityHash).toBe(t.deps.encryption.identityHash('4321', '1990-01-02'));
    expect(a.ssnLast4Hash).toBe(t.deps.encryption.ssnLast4Hash('4321'));
  });

  it('applies two rows for one account in file order (the last wins)', async () => {
    const csv = toCsv([
      ['account_number', 'city'],
      ['TWICE-1', 'First'],
      ['TWICE-1', 'Second'],
    ]);
    const result = await t.importFile('accounts', 'twice.csv', csv);
    expect(result).toMatchObject({ created: 1, updated: 1, errors: 0 });
    expect(await t.account('TWICE-1')).toMatchObject({ city: 'Second' });
  });
});

describe('bad rows', () => {
  it('reports each bad value with row, column and reason, and keeps the good rows', async () => {
    const csv = toCsv([
      [
        'account_number',
        'Due Date',
        'current_amount',
        'days_delinquent',
        'debtor_email',
        'ssn',
        'debtor_phone',
      ],
      ['OK-1', '01/31/2024', '100', '3', 'ok@example.com', '111223333', '2155550100'],
      ['BAD-DATE', '13/45/2024', '100', '3', '', '', ''],
      ['BAD-MONEY', '', 'ten dollars', '', '', '', ''],
      ['', '01/31/2024', '5', '', '', '', ''],
      ['BAD-INT', '', '', 'many', '', '', ''],
      ['BAD-MANY', 'soon', '1.234', '', 'not-an-email', '12345', 'call me'],
      ['OK-2', '', '', '', '', '', ''],
    ]);
    const result = await t.importFile('accounts', 'bad.csv', csv);
    expect(result).toMatchObject({ accounts: 2, created: 2, errors: 5 });
    expect(result.rowErrors).toEqual([
      { row: 3, column: 'Due Date', reason: 'Due Date "13/45/2024" is not a date (use MM/DD/YYYY)' },
      {
        row: 4,
        column: 'current_amount',
        reason: 'current_amount "ten dollars" is not an amount (for example 1234.56 or $1,234.56)',
      },
      { row: 5, column: 'account_number', reason: 'account_number is required' },
      { row: 6, column: 'days_delinquent', reason: 'days_delinquent "many" is not a whole number' },
      { row: 7, column: 'Due Date', reason: 'Due Date "soon" is not a date (use MM/DD/YYYY)' },
      {
        row: 7,
        column: 'current_amount',
        reason: 'current_amount "1.234" is not an amount (for example 1234.56 or $1,234.56)',
      },
      { row: 7, column: 'debtor_email', reason: 'debtor_email "not-an-email" is not an e-mail address' },
      { row: 7, column: 'ssn', reason: 'ssn is not a 9-digit SSN' },
      { row: 7, column: 'debtor_phone', reason: 'debtor_phone "call me" is not a phone number' },
    ]);
    const stored = await t.deps.db.select({ n: debtAccounts.accountNumber }).from(debtAccounts);
    expect(stored.map((r) => r.n)).not.toContain('BAD-DATE');
    expect(stored.map((r) => r.n)).toEqual(expect.arrayContaining(['OK-1', 'OK-2']));

    // Every error, as a CSV download.
    const res = await t.get(`/api/admin/import/${result.uploadId}/errors.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="import_errors_\d+\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('row,column,reason');
    expect(lines).toHaveLength(1 + result.rowErrors.length);
    expect(lines[1]).toBe('3,Due Date,"Due Date ""13/45/2024"" is not a date (use MM/DD/YYYY)"');
  });

  it('never repeats a bad SSN or birth date in the error', async () => {
    const csv = toCsv([
      ['account_number', 'SSN', 'Birth Date'],
      ['SECRET-1', '123-45-678', '31/31/1990'],
    ]);
    const result = await t.importFile('accounts', 'secrets.csv', csv);
    expect(result.rowErrors).toEqual([
      { row: 2, column: 'SSN', reason: 'SSN is not a 9-digit SSN' },
      { row: 2, column: 'Birth Date', reason: 'Birth Date is not a date (use MM/DD/YYYY)' },
    ]);
  });

  it('shows the final counts on the progress call', async () => {
    const result = await t.importFile(
      'accounts',
      'progress.csv',
      toCsv([['account_number'], ['P-1'], ['P-2']]),
    );
    const res = await t.get(`/api/admin/import/${result.uploadId}`);
    expect(res.json()).toEqual({
      uploadId: result.uploadId,
      importType: 'accounts',
      status: 'completed',
      totalRows: 2,
      processedRows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: 0,
      lastCommittedRow: 3,
      message: null,
    });
    expect((await t.get('/api/admin/import/not-a-known-upload')).statusCode).toBe(404);
  });
});
