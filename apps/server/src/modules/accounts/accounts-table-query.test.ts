import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import type { DebtAccountRow } from '../../db/schema';
import { addTimelineEntry } from '../account-timeline/account-timeline.service';

/** Sorting on any column, the table's filters and the last contact column (decisions 0039 and 0043), on GET /api/admin/accounts. */
let t: AccountsTestApp;
let rows: Record<string, DebtAccountRow>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildAccountsTestApp();
  const base = { lastName: 'Table', firstName: 'Test' };
  const made = await insertAccounts(t.deps.db, t.deps.encryption, [
    // Balances whose text order (100 < 1200 < 9) differs from their amounts.
    {
      ...base,
      fullName: 'Ann Nine',
      accountNumber: 'TQ-1',
      unpaidBalance: '9.00',
      accountStatus: 'ACTIVE',
      schoolName: 'Harbor College',
      state: 'NJ',
      lastActivityAmount: '50.00',
      lastActivityDate: '2026-01-10',
    },
    {
      ...base,
      fullName: 'Ben Hundred',
      accountNumber: 'TQ-2',
      unpaidBalance: '100.00',
      accountStatus: 'active',
      schoolName: 'harbor college',
      state: 'ny',
      lastActivityAmount: null,
      lastActivityDate: null,
    },
    {
      ...base,
      fullName: 'Cy Twelve',
      accountNumber: 'TQ-3',
      unpaidBalance: '1200.00',
      accountStatus: 'Closed',
      schoolName: 'Summit Auto Finance',
      state: 'NJ',
      lastActivityAmount: '5.00',
      lastActivityDate: '2025-12-01',
    },
    {
      ...base,
      fullName: 'Di Big',
      accountNumber: 'TQ-4',
      unpaidBalance: '25000.50',
      accountStatus: 'Repayment II',
      schoolName: null,
      state: 'PA',
      lastActivityAmount: '700.00',
      lastActivityDate: '2026-02-20',
    },
  ]);
  rows = Object.fromEntries(made.map((row) => [row.accountNumber, row]));
  const now = t.deps.clock();
  // TQ-1 was contacted yesterday, TQ-3 sixty days ago; the others never.
  await addTimelineEntry(t.deps.db, {
    debtAccountId: rows['TQ-1'].id,
    channel: 'Call',
    message: 'Spoke',
    createdAt: new Date(now - DAY),
  });
  await addTimelineEntry(t.deps.db, {
    debtAccountId: rows['TQ-1'].id,
    channel: 'Note',
    message: 'Older',
    createdAt: new Date(now - 40 * DAY),
  });
  await addTimelineEntry(t.deps.db, {
    debtAccountId: rows['TQ-3'].id,
    channel: 'SMS',
    message: 'Texted',
    createdAt: new Date(now - 60 * DAY),
  });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.get(`/api/admin/accounts?pageSize=200&view=summary&${query}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json() as {
    accounts: Array<Record<string, string | number | null>>;
    total: number;
    lastContact: Record<string, string | null>;
  };
};
const numbers = async (query: string) => (await list(query)).accounts.map((a) => a.account_number);

describe('sorting on any column', () => {
  it('sorts a money column by amount, both ways', async () => {
    expect(await numbers('sort=unpaid_balance')).toEqual(['TQ-1', 'TQ-2', 'TQ-3', 'TQ-4']);
    expect(await numbers('sort=unpaid_balance&direction=asc')).toEqual(['TQ-1', 'TQ-2', 'TQ-3', 'TQ-4']);
    expect(await numbers('sort=unpaid_balance&direction=desc')).toEqual(['TQ-4', 'TQ-3', 'TQ-2', 'TQ-1']);
    expect(await numbers('sort=-unpaid_balance')).toEqual(['TQ-4', 'TQ-3', 'TQ-2', 'TQ-1']);
  });

  it('puts missing values last in both directions', async () => {
    expect(await numbers('sort=last_activity_amount')).toEqual(['TQ-3', 'TQ-1', 'TQ-4', 'TQ-2']);
    expect(await numbers('sort=last_activity_amount&direction=desc')).toEqual([
      'TQ-4',
      'TQ-1',
      'TQ-3',
      'TQ-2',
    ]);
    expect(await numbers('sort=last_activity_date&direction=desc')).toEqual(['TQ-4', 'TQ-1', 'TQ-3', 'TQ-2']);
    // Equal names (Harbor College in two cases) fall back on the id, in the same direction.
    expect(await numbers('sort=school_name&direction=desc')).toEqual(['TQ-3', 'TQ-2', 'TQ-1', 'TQ-4']);
  });

  it('sorts text without regard to case, and the original names still work', async () => {
    expect((await numbers('sort=school_name')).slice(0, 2).sort()).toEqual(['TQ-1', 'TQ-2']);
    expect(await numbers('sort=full_name')).toEqual(['TQ-1', 'TQ-2', 'TQ-3', 'TQ-4']);
    expect(await numbers('sort=full_name&direction=desc')).toEqual(['TQ-4', 'TQ-3', 'TQ-2', 'TQ-1']);
    const byStatus = ['TQ-4', 'TQ-3', 'TQ-2', 'TQ-1']; // Repayment II, Closed, active, ACTIVE
    expect(await numbers('sort=-status')).toEqual(byStatus);
    expect(await numbers('sort=account_status&direction=desc')).toEqual(byStatus);
  });

  it('pages a sort without overlap', async () => {
    const first = (
      await t.get('/api/admin/accounts?sort=unpaid_balance&direction=desc&pageSize=2&page=1')
    ).json();
    const second = (
      await t.get('/api/admin/accounts?sort=unpaid_balance&direction=desc&pageSize=2&page=2')
    ).json();
    expect(
      [...first.accounts, ...second.accounts].map((a: { account_number: string }) => a.account_number),
    ).toEqual(['TQ-4', 'TQ-3', 'TQ-2', 'TQ-1']);
  });
});

describe('filters', () => {
  it('filters by account status whatever its case', async () => {
    expect((await numbers('status=active')).sort()).toEqual(['TQ-1', 'TQ-2']);
    expect(await numbers('status=Repayment%20II')).toEqual(['TQ-4']);
    expect((await list('status=active')).total).toBe(2);
  });

  it('filters by part of the creditor name', async () => {
    expect((await numbers('creditor=HARBOR')).sort()).toEqual(['TQ-1', 'TQ-2']);
    expect(await numbers('creditor=auto')).toEqual(['TQ-3']);
  });

  it('filters by state code', async () => {
    expect((await numbers('state=nj')).sort()).toEqual(['TQ-1', 'TQ-3']);
    expect(await numbers('state=NY')).toEqual(['TQ-2']);
  });

  it('filters by balance range, ends included', async () => {
    expect(await numbers('minBalance=100&maxBalance=1200&sort=unpaid_balance')).toEqual(['TQ-2', 'TQ-3']);
    expect(await numbers('minBalance=1200.01')).toEqual(['TQ-4']);
    expect(await numbers('maxBalance=9')).toEqual(['TQ-1']);
  });

  it('filters accounts with no contact in N days (or never)', async () => {
    expect(await numbers('noContactDays=30&sort=id')).toEqual(['TQ-2', 'TQ-3', 'TQ-4']);
    expect(await numbers('noContactDays=90&sort=id')).toEqual(['TQ-2', 'TQ-4']);
    expect((await list('noContactDays=90')).total).toBe(2);
  });

  it('combines filters with the search', async () => {
    expect(await numbers('state=NJ&status=closed')).toEqual(['TQ-3']);
    expect(await numbers('search=nine&creditor=harbor')).toEqual(['TQ-1']);
    expect((await list('state=NJ&status=closed&search=ann')).total).toBe(0);
  });
});

describe('the summary view and last contact', () => {
  it('answers the compact table fields and the newest contact of each listed account', async () => {
    const body = await list('sort=id');
    expect(Object.keys(body.accounts[0]).sort()).toEqual(
      [
        'id',
        'account_number',
        'status',
        'full_name',
        'account_status',
        'last_activity_date',
        'last_activity_amount',
        'school_name',
        'unpaid_balance',
        'days_delinq',
        'state',
      ].sort(),
    );
    const now = t.deps.clock();
    expect(body.lastContact).toEqual({
      [rows['TQ-1'].id]: new Date(now - DAY).toISOString(),
      [rows['TQ-2'].id]: null,
      [rows['TQ-3'].id]: new Date(now - 60 * DAY).toISOString(),
      [rows['TQ-4'].id]: null,
    });
  });

  it('tells only the listed page', async () => {
    const body = (await t.get('/api/admin/accounts?sort=id&pageSize=1')).json();
    expect(Object.keys(body.lastContact)).toEqual([String(rows['TQ-1'].id)]);
  });

  it('changes the ETag with each new parameter and after a new contact', async () => {
    const tags = new Set<string>();
    for (const query of [
      '',
      'sort=unpaid_balance',
      'sort=unpaid_balance&direction=desc',
      'status=active',
      'creditor=harbor',
      'state=NJ',
      'minBalance=5',
      'maxBalance=5',
      'noContactDays=30',
      'view=summary',
    ])
      tags.add((await t.get(`/api/admin/accounts?${query}`)).headers.etag as string);
    expect(tags.size).toBe(10);

    const etag = (await t.get('/api/admin/accounts?view=summary')).headers.etag as string;
    expect(
      (await t.get('/api/admin/accounts?view=summary', 'staff', { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    await addTimelineEntry(t.deps.db, {
      debtAccountId: rows['TQ-2'].id,
      channel: 'Call',
      message: 'New call',
    });
    const after = await t.get('/api/admin/accounts?view=summary', 'staff', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().lastContact[rows['TQ-2'].id]).toEqual(expect.any(String));
  });
});

describe('bad values', () => {
  it.each([
    ['sort=ssn', /sort must be a column/],
    ['sort=nonsense', /sort must be a column/],
    ['direction=up', /direction must be asc or desc/],
    ['sort=-name&direction=asc', /either direction or a leading -/],
    ['status=', /status must not be empty/],
    ['state=NEW', /two-letter code/],
    ['minBalance=abc', /amount in dollars/],
    ['maxBalance=-5', /amount in dollars/],
    ['minBalance=500&maxBalance=100', /minBalance must not be more than maxBalance/],
    ['noContactDays=0', /1 or more/],
    ['noContactDays=soon', /whole number of days/],
    ['view=wide', /view must be full, compact or summary/],
  ])('%s answers 400 with a clear message', async (query, message) => {
    const res = await t.get(`/api/admin/accounts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
