import { COLLECTION_DISCLOSURE, DEMO_BRAND } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { payments } from '../../db/schema';
import { loadStatement, STATEMENT_MAX_ROWS, type Statement } from './statement';
import { renderStatementPdf } from './statement-pdf';

const BASE: Statement = {
  brand: DEMO_BRAND,
  statementDate: '03/02/2026',
  debtorName: 'Ada Lovelace',
  addressLines: ['1 Analytical Row', 'London, PA 19000'],
  accountNumber: 'AL-1815',
  creditor: 'N/A',
  originalAmountCents: null,
  currentBalanceCents: 50,
  payments: [],
  transactions: [],
  truncated: false,
};

describe('the statement PDF', () => {
  it('says when there are no payments, leaves out an empty transactions table, and shows N/A for unknowns', async () => {
    const text = await pdfText(await renderStatementPdf(BASE));
    expect(text).toContain('No payments on record.');
    expect(text).not.toContain('Account transactions');
    expect(text).toContain('Original amount N/A');
    expect(text).toContain('Current balance $0.50');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain(COLLECTION_DISCLOSURE);
  });

  it('runs over pages with the table header and a page footer on each', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      date: '01/02/2026',
      amountCents: 1000 + i,
      status: 'Approved',
      reference: `REF-${i}`,
    }));
    const text = await pdfText(await renderStatementPdf({ ...BASE, payments: many }));
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/Date Amount Status Reference/g)?.length).toBe(pages);
    expect(text).toContain('01/02/2026 $11.19 Approved REF-119');
  });
});

describe('loadStatement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it(`lists the newest ${STATEMENT_MAX_ROWS} payments, oldest first, and says the list is cut`, async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '10.00' });
    const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    await t.deps.db.insert(payments).values(
      Array.from({ length: STATEMENT_MAX_ROWS + 5 }, (_, n) => ({
        debtAccountId: account.id,
        amount: '1.00',
        paymentDate: day(n),
        paymentMethod: 'check',
        source: 'import',
        referenceNumber: `LOAD-${account.id}-${n}`,
      })),
    );
    const statement = await loadStatement(t.deps.db, DEMO_BRAND, account.id, t.clock.now());
    expect(statement.truncated).toBe(true);
    expect(statement.payments).toHaveLength(STATEMENT_MAX_ROWS);
    expect(statement.payments[0]?.reference).toBe(`LOAD-${account.id}-5`);
    expect(statement.payments.at(-1)?.reference).toBe(`LOAD-${account.id}-${STATEMENT_MAX_ROWS + 4}`);
    expect(await pdfText(await renderStatementPdf(statement))).toContain(
      'Only the most recent entries are listed.',
    );
  });

  it('answers 404 for an account that does not exist', async () => {
    await expect(loadStatement(t.deps.db, DEMO_BRAND, 99_999_999, t.clock.now())).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
