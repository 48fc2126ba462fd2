import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { payments } from '../../db/schema';

/** The payments table's server-side sort, filters and paging (decision 0043); the default answer is payment-details.test.ts's. */
let t: AccountsTestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildAccountsTestApp();
  const { db, encryption } = t.deps;
  const ana = await insertAccount(db, encryption, {
    accountNumber: 'PL-1',
    fullName: 'ana Lopez',
    schoolName: 'CFC AUTO CREDIT',
  });
  const zed = await insertAccount(db, encryption, { accountNumber: 'PL-2', fullName: 'Zed Young' });
  const rows = await db
    .insert(payments)
    .values([
      {
        debtAccountId: ana.id,
        amount: '999.99',
        paymentDate: '2026-01-10',
        paymentMethod: 'credit_card',
        source: 'agent',
      },
      {
        debtAccountId: ana.id,
        amount: '1000.05',
        paymentDate: '2026-01-12',
        paymentMethod: 'ach',
        source: 'import',
      },
      {
        debtAccountId: zed.id,
        amount: '5.00',
        paymentDate: '2026-01-12',
        paymentMethod: 'bank_transfer',
        source: 'import',
      },
      {
        debtAccountId: zed.id,
        amount: '20.00',
        paymentDate: '2026-01-20',
        paymentMethod: 'debit_card',
        source: 'import',
      },
      {
        debtAccountId: zed.id,
        amount: '70.00',
        paymentDate: '2026-01-21',
        paymentMethod: 'ach',
        status: 'declined',
        source: 'import',
      },
    ])
    .returning({ id: payments.id });
  [ids.cardJan10, ids.achJan12, ids.bankJan12, ids.debitJan20, ids.declined] = rows.map((r) => r.id);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.get(`/api/admin/payment-details?${query}`, 'staff');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    paymentDetails: { paymentId: number }[];
    total: number;
    page: number;
    pageSize: number;
  };
};
const idsOf = (body: { paymentDetails: { paymentId: number }[] }) =>
  body.paymentDetails.map((p) => p.paymentId);

describe('GET /api/admin/payment-details with list parameters', () => {
  it('sorts by amount both ways, by exact value, with the id breaking ties', async () => {
    expect(idsOf(await list('sort=amount&direction=desc'))).toEqual([
      ids.achJan12,
      ids.cardJan10,
      ids.debitJan20,
      ids.bankJan12,
    ]);
    expect(idsOf(await list('sort=amount&direction=asc'))).toEqual([
      ids.bankJan12,
      ids.debitJan20,
      ids.cardJan10,
      ids.achJan12,
    ]);
    // Same date: the later id first when descending, the earlier when ascending.
    expect(idsOf(await list('sort=date&direction=desc')).slice(1, 3)).toEqual([ids.bankJan12, ids.achJan12]);
    expect(idsOf(await list('sort=date&direction=asc')).slice(1, 3)).toEqual([ids.achJan12, ids.bankJan12]);
  });

  it('sorts names ignoring case', async () => {
    const body = await list('sort=name&direction=asc');
    expect(idsOf(body).slice(0, 2).sort()).toEqual([ids.cardJan10, ids.achJan12].sort());
  });

  it('filters by method (card covers every stored card method), creditor, date range and status', async () => {
    const cards = await list('method=card&sort=date&direction=asc');
    expect(idsOf(cards)).toEqual([ids.cardJan10, ids.debitJan20]);
    expect(cards.total).toBe(2);
    expect(idsOf(await list('creditor=CFC%20AUTO%20CREDIT&sort=amount&direction=asc'))).toEqual([
      ids.cardJan10,
      ids.achJan12,
    ]);
    expect((await list('from=2026-01-11&to=2026-01-12')).total).toBe(2);
    expect(idsOf(await list('status=declined'))).toEqual([ids.declined]);
  });

  it('pages with the total of the matching payments', async () => {
    const first = await list('sort=date&direction=desc&page=1&pageSize=3');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3, creditors: ['CFC AUTO CREDIT'] });
    expect(idsOf(first)).toEqual([ids.debitJan20, ids.bankJan12, ids.achJan12]);
    const second = await list('sort=date&direction=desc&page=2&pageSize=3');
    expect(idsOf(second)).toEqual([ids.cardJan10]);
    expect(second.total).toBe(4);
    // The summary stays the spec's: every approved payment.
    expect((second as unknown as { summary: { totalPayments: number } }).summary.totalPayments).toBe(4);
  });

  it('answers the spec shape, without paging fields, when no parameter is given', async () => {
    const body = (await t.get('/api/admin/payment-details', 'staff')).json();
    expect(Object.keys(body).sort()).toEqual(['paymentDetails', 'summary']);
    expect(idsOf(body)).toEqual([ids.debitJan20, ids.bankJan12, ids.achJan12, ids.cardJan10]);
  });

  it('offers a creditor added after the list was read (the list is kept while the accounts are unchanged)', async () => {
    const creditorsOf = async () =>
      ((await list('page=1&pageSize=3')) as unknown as { creditors: string[] }).creditors;
    expect(await creditorsOf()).toEqual(['CFC AUTO CREDIT']);
    expect(await creditorsOf()).toEqual(['CFC AUTO CREDIT']);
    await insertAccount(t.deps.db, t.deps.encryption, {
      accountNumber: 'PL-3',
      fullName: 'Bea Park',
      schoolName: '  Acme College ',
    });
    expect(await creditorsOf()).toEqual(['Acme College', 'CFC AUTO CREDIT']);
  });

  it("keeps one account's payments together under a shared name, the account then the payment breaking ties", async () => {
    const { db, encryption } = t.deps;
    // A second account named like the first (another case); its payments and a new one of the
    // first account's interleave by id: twin, first, twin.
    const [first] = await db
      .select({ id: payments.debtAccountId })
      .from(payments)
      .where(eq(payments.id, ids.cardJan10));
    const twin = await insertAccount(db, encryption, { accountNumber: 'PL-4', fullName: 'ANA LOPEZ' });
    const pay = async (debtAccountId: number, paymentDate: string) => {
      const [row] = await db
        .insert(payments)
        .values({ debtAccountId, amount: '1.00', paymentDate, paymentMethod: 'ach', source: 'import' })
        .returning({ id: payments.id });
      return row.id;
    };
    const twinEarly = await pay(twin.id, '2026-01-02');
    const firstLate = await pay(first.id, '2026-01-03');
    const twinLate = await pay(twin.id, '2026-01-04');
    const asc = await list('sort=name&direction=asc&page=1&pageSize=50');
    expect(idsOf(asc).slice(0, 5)).toEqual([ids.cardJan10, ids.achJan12, firstLate, twinEarly, twinLate]);
    const desc = await list('sort=name&direction=desc&page=1&pageSize=50');
    expect(idsOf(desc).slice(-5)).toEqual([twinLate, twinEarly, firstLate, ids.achJan12, ids.cardJan10]);
  });

  it.each([
    ['sort=balance', 'sort must be one of date, amount, name'],
    ['direction=up', 'direction must be asc or desc'],
    ['pageSize=201', 'pageSize must be at most 200'],
    ['page=0', 'page must be 1 or more'],
    ['method=cash', 'method must be one of all, card, ach, bank_transfer'],
    ['from=2026-13-45', 'from must be a real date'],
    ['from=yesterday', 'from must be a date (YYYY-MM-DD)'],
    ['from=2026-02-01&to=2026-01-01', 'from must not be after to'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await t.get(`/api/admin/payment-details?${query}`, 'staff');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
