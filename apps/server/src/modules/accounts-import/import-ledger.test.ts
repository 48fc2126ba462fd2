import { readFileSync } from 'node:fs';
import {
  ACCOUNT_IMPORT_MESSAGES,
  centsToDecimal,
  PAYMENT_TEMPLATE_COLUMNS,
  TRANSACTION_TEMPLATE_COLUMNS,
} from '@arrears/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
  toXlsx,
} from '../../../test/kits/accounts-import/import-test-kit';
import { accountAudit, accountTransactions, ledgerEntries, payments } from '../../db/schema';
import { IMPORT_BATCH_ROWS } from './import-run.service';

let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
  await t.importFile(
    'accounts',
    'accounts.csv',
    toCsv([
      ['account_number', 'current_amount', 'debtor_name'],
      ['LEDGER-1', '1000.00', 'Pat Lee'],
      ['LEDGER-2', '250.10', 'Ray Cole'],
      ['FIX-XLSX-1', '1520.75', 'Avery Stone'],
    ]),
  );
});
afterAll(() => t.close());

const paymentsFile = (...rows: (string | null)[][]) => toCsv([[...PAYMENT_TEMPLATE_COLUMNS], ...rows]);
const paymentCount = async () => (await t.deps.db.select({ n: count() }).from(payments))[0].n;

describe('importing payments', () => {
  const file = paymentsFile(
    ['LEDGER-1', '$100.10', '03/01/2024', 'credit_card', 'PAY-1', 'First'],
    ['LEDGER-1', '0.20', '03/15/2024', 'ACH', 'PAY-2', null],
    ['LEDGER-2', '50', '02/01/2024', '', 'PAY-3', null],
  );

  it('records each payment once and lowers the balance exactly, with the latest as last activity', async () => {
    const result = await t.importFile('payments', 'payments.csv', file);
    expect(result).toMatchObject({ importType: 'payments', payments: 3, created: 3, errors: 0 });
    expect(await t.account('LEDGER-1')).toMatchObject({
      unpaidBalance: '899.70',
      lastActivityDate: '2024-03-15',
      lastActivityAmount: '0.20',
    });
    expect(await t.account('LEDGER-2')).toMatchObject({
      unpaidBalance: '200.10',
      lastActivityDate: '2024-02-01',
    });
    const [p1] = await t.deps.db.select().from(payments).where(eq(payments.referenceNumber, 'PAY-1'));
    expect(p1).toMatchObject({
      amount: '100.10',
      paymentDate: '2024-03-01',
      paymentMethod: 'credit_card',
      source: 'import',
      notes: 'First',
      createdByUserId: t.users.admin.id,
    });
    const [p3] = await t.deps.db.select().from(payments).where(eq(payments.referenceNumber, 'PAY-3'));
    expect(p3.paymentMethod).toBe('other');
    const audit = await t.deps.db.select().from(accountAudit).where(eq(accountAudit.field, 'unpaid_balance'));
    expect(audit.map((a) => [a.oldValue, a.newValue, a.source])).toEqual(
      expect.arrayContaining([
        ['1000.00', '899.70', 'import'],
        ['250.10', '200.10', 'import'],
      ]),
    );
  });

  it('never applies a payment twice: re-importing the file leaves balances alone', async () => {
    const before = await paymentCount();
    const again = await t.importFile('payments', 'payments.csv', file);
    expect(again).toMatchObject({ payments: 3, created: 0, unchanged: 3, errors: 0 });
    expect(await paymentCount()).toBe(before);
    expect(await t.account('LEDGER-1')).toMatchObject({ unpaidBalance: '899.70' });
  });

  it('reports bad rows: unknown account, duplicate reference, missing reference, bad amount and date', async () => {
    const result = await t.importFile(
      'payments',
      'bad-payments.csv',
      paymentsFile(
        ['NOPE-1', '10', '03/01/2024', 'ach', 'PAY-10', null],
        ['LEDGER-2', '10', '03/01/2024', 'ach', 'PAY-11', null],
        ['LEDGER-2', '10', '03/02/2024', 'ach', 'PAY-11', null],
        ['LEDGER-2', '10', '03/02/2024', 'ach', '', null],
        ['LEDGER-2', '-5', '03/02/2024', 'ach', 'PAY-12', null],
        ['LEDGER-2', '5', '31/02/2024', 'bitcoin', 'PAY-13', null],
      ),
    );
    expect(result).toMatchObject({ payments: 1, created: 1, errors: 5 });
    expect(result.rowErrors).toEqual([
      { row: 2, column: 'account_number', reason: 'No account with number "NOPE-1"' },
      {
        row: 4,
        column: 'reference_number',
        reason: 'reference_number "PAY-11" appears more than once in the file',
      },
      { row: 5, column: 'reference_number', reason: 'reference_number is required' },
      { row: 6, column: 'amount', reason: 'amount of a payment must be greater than 0' },
      { row: 7, column: 'payment_date', reason: 'payment_date "31/02/2024" is not a date (use MM/DD/YYYY)' },
      {
        row: 7,
        column: 'payment_method',
        reason: 'payment_method must be one of credit_card, ach, bank_transfer, check, cash, other',
      },
    ]);
    expect(await t.account('LEDGER-2')).toMatchObject({
      unpaidBalance: '190.10',
      lastActivityDate: '2024-03-01',
    });
  });

  it('sees a reference repeated in a later batch of the same file as a duplicate', async () => {
    const fillers = IMPORT_BATCH_ROWS + 200; // the repeat lands in the second batch
    const filler = Array.from({ length: fillers }, (_, i) => [
      'LEDGER-1',
      '0.01',
      '01/01/2024',
      'ach',
      `FILL-${i}`,
      null,
    ]);
    const result = await t.importFile(
      'payments',
      'long.csv',
      paymentsFile(...filler, ['LEDGER-1', '0.01', '01/01/2024', 'ach', 'FILL-3', null]),
    );
    expect(result).toMatchObject({ created: fillers, errors: 1 });
    expect(result.rowErrors).toEqual([
      {
        row: fillers + 2,
        column: 'reference_number',
        reason: 'reference_number "FILL-3" appears more than once in the file',
      },
    ]);
    expect(await t.account('LEDGER-1')).toMatchObject({
      unpaidBalance: centsToDecimal(89_970 - fillers), // 899.70 less one cent per filler payment
      lastActivityDate: '2024-03-15',
    });
  });

  it('imports the committed payments fixture', async () => {
    const result = await t.importFile(
      'payments',
      'payments.csv',
      readFileSync(new URL('./fixtures/payments.csv', import.meta.url)),
    );
    expect(result).toMatchObject({ created: 2, errors: 1 });
    expect(await t.account('FIX-XLSX-1')).toMatchObject({
      unpaidBalance: '1300.00',
      lastActivityDate: '2024-04-16',
      lastActivityAmount: '100.00',
    });
  });
});

describe('importing transactions', () => {
  const file = async () =>
    toXlsx([
      [...TRANSACTION_TEMPLATE_COLUMNS],
      ['LEDGER-2', 25.5, new Date('2024-04-01T00:00:00Z'), 'late_fee', 'Late fee April', 'TX-1'],
      ['LEDGER-2', -10, new Date('2024-04-02T00:00:00Z'), 'adjustment', 'Goodwill credit', 'TX-2'],
      ['LEDGER-2', 5, new Date('2024-04-03T00:00:00Z'), '', null, 'TX-3'],
    ]);

  it('adds each signed amount to the balance once, from an .xlsx', async () => {
    const result = await t.importFile('transactions', 'tx.xlsx', await file());
    expect(result).toMatchObject({ importType: 'transactions', transactions: 2, created: 2, errors: 1 });
    expect(result.rowErrors).toEqual([
      { row: 4, column: 'transaction_type', reason: 'transaction_type is required' },
    ]);
    expect(await t.account('LEDGER-2')).toMatchObject({
      unpaidBalance: '205.60',
      lastActivityDate: '2024-04-02',
      lastActivityAmount: '-10.00',
    });
    const rows = await t.deps.db
      .select()
      .from(accountTransactions)
      .orderBy(accountTransactions.referenceNumber);
    expect(
      rows.map((r) => [r.referenceNumber, r.amount, r.transactionDate, r.transactionType, r.description]),
    ).toEqual([
      ['TX-1', '25.50', '2024-04-01', 'late_fee', 'Late fee April'],
      ['TX-2', '-10.00', '2024-04-02', 'adjustment', 'Goodwill credit'],
    ]);

    const again = await t.importFile('transactions', 'tx.xlsx', await file());
    expect(again).toMatchObject({ transactions: 2, created: 0, unchanged: 2, errors: 1 });
    expect(await t.account('LEDGER-2')).toMatchObject({ unpaidBalance: '205.60' });
  });
});

describe('an accounts file and the balance (decision 0059)', () => {
  it('corrects the balance of an account with no money moved as an adjustment, once', async () => {
    await t.importFile(
      'accounts',
      'new.csv',
      toCsv([
        ['account_number', 'current_amount'],
        ['BAL-1', '300.00'],
      ]),
    );
    const result = await t.importFile(
      'accounts',
      'fixed.csv',
      toCsv([
        ['account_number', 'current_amount'],
        ['BAL-1', '325.50'],
      ]),
    );
    expect(result).toMatchObject({ updated: 1, errors: 0 });
    const account = await t.account('BAL-1');
    expect(account.unpaidBalance).toBe('325.50');
    const entries = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.debtAccountId, account.id));
    expect(entries.map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ['placement', '300.00', null],
      ['adjustment', '25.50', 'Balance corrected by an accounts import'],
    ]);
  });

  it('refuses a different balance once payments are posted, so re-sending an old file undoes no payment', async () => {
    await t.importFile(
      'accounts',
      'placed.csv',
      toCsv([
        ['account_number', 'current_amount', 'city'],
        ['BAL-2', '500.00', 'Dover'],
      ]),
    );
    await t.importFile(
      'payments',
      'paid.csv',
      paymentsFile(['BAL-2', '120.00', '06/01/2026', 'check', 'BAL-2-PAY', null]),
    );
    const again = await t.importFile(
      'accounts',
      'placed-again.csv',
      toCsv([
        ['account_number', 'current_amount', 'city'],
        ['BAL-2', '500.00', 'Camden'],
      ]),
    );
    expect(again).toMatchObject({ updated: 0, errors: 1 });
    expect(again.rowErrors).toEqual([
      { row: 2, column: 'current_amount', reason: ACCOUNT_IMPORT_MESSAGES.balanceDiffers('380.00') },
    ]);
    expect(await t.account('BAL-2')).toMatchObject({ unpaidBalance: '380.00', city: 'Dover' });

    // The balance on file (or none) with other changes goes through.
    const current = await t.importFile(
      'accounts',
      'current.csv',
      toCsv([
        ['account_number', 'current_amount', 'city'],
        ['BAL-2', '380.00', 'Camden'],
      ]),
    );
    expect(current).toMatchObject({ updated: 1, errors: 0 });
    expect(await t.account('BAL-2')).toMatchObject({ unpaidBalance: '380.00', city: 'Camden' });
  });
});
