import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { disputes } from '../../db/schema';

/** The disputes table's server-side sort, filters and paging (decision 0043); the default answer is admin-disputes.test.ts's. */
let t: AccountsTestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildAccountsTestApp();
  const { db, encryption } = t.deps;
  const adams = await insertAccount(db, encryption, {
    accountNumber: 'DL-1',
    firstName: 'Amy',
    lastName: 'Adams',
    unpaidBalance: '100.00',
  });
  const young = await insertAccount(db, encryption, {
    accountNumber: 'DL-2',
    firstName: 'Zoe',
    lastName: 'young',
    unpaidBalance: '2500.00',
  });
  const base = { requestedAction: 'Remove it', source: 'portal' } as const;
  const rows = await db
    .insert(disputes)
    .values([
      {
        ...base,
        debtAccountId: adams.id,
        disputeType: 'already_paid',
        disputeReason: 'I PAID this in March.',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        ...base,
        debtAccountId: young.id,
        disputeType: 'not_my_debt',
        disputeReason: 'Never heard of them.',
        status: 'resolved',
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
      {
        ...base,
        debtAccountId: young.id,
        disputeType: 'incorrect_amount',
        disputeReason: 'Fees 100%_wrong',
        status: 'under_review',
        createdAt: new Date('2026-01-03T10:00:00Z'),
      },
      // A status outside the list reads as pending (docs/product/disputes.md).
      {
        ...base,
        debtAccountId: adams.id,
        disputeType: 'other',
        disputeReason: 'Legacy row',
        status: 'open',
        createdAt: new Date('2026-01-03T10:00:00Z'),
      },
    ])
    .returning({ id: disputes.id });
  [ids.adamsPaid, ids.youngResolved, ids.youngReview, ids.adamsLegacy] = rows.map((r) => r.id);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.get(`/api/admin/disputes?${query}`, 'staff');
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as { id: number }[]).map((d) => d.id),
    total: Number(res.headers['x-total-count']),
  };
};

describe('GET /api/admin/disputes with list parameters', () => {
  it('sorts by balance and by name both ways, the id breaking ties', async () => {
    expect((await list('sort=balance&direction=asc')).ids).toEqual([
      ids.adamsPaid,
      ids.adamsLegacy,
      ids.youngResolved,
      ids.youngReview,
    ]);
    expect((await list('sort=balance&direction=desc')).ids).toEqual([
      ids.youngReview,
      ids.youngResolved,
      ids.adamsLegacy,
      ids.adamsPaid,
    ]);
    // Last names ignoring case: Adams before young.
    expect((await list('sort=name&direction=asc')).ids.slice(0, 2)).toEqual([ids.adamsPaid, ids.adamsLegacy]);
    // Same submission time: the later id first when newest first.
    expect((await list('sort=submittedAt&direction=desc')).ids.slice(0, 2)).toEqual([
      ids.adamsLegacy,
      ids.youngReview,
    ]);
  });

  it('filters by status (pending keeps unknown statuses), type and words of the reason', async () => {
    expect(await list('status=pending&sort=submittedAt&direction=asc')).toEqual({
      ids: [ids.adamsPaid, ids.adamsLegacy],
      total: 2,
    });
    expect((await list('status=resolved')).ids).toEqual([ids.youngResolved]);
    expect((await list('type=incorrect_amount')).ids).toEqual([ids.youngReview]);
    expect((await list('reason=paid')).ids).toEqual([ids.adamsPaid]);
    // Typed characters are literal, not wildcards.
    expect((await list('reason=100%25_')).ids).toEqual([ids.youngReview]);
    expect((await list('reason=_')).ids).toEqual([ids.youngReview]);
  });

  it('pages, with the total of the matching disputes in x-total-count', async () => {
    const first = await list('sort=submittedAt&direction=asc&page=1&pageSize=3');
    expect(first).toEqual({ ids: [ids.adamsPaid, ids.youngResolved, ids.youngReview], total: 4 });
    expect(await list('sort=submittedAt&direction=asc&page=2&pageSize=3')).toEqual({
      ids: [ids.adamsLegacy],
      total: 4,
    });
  });

  it("keeps the spec's answer, every dispute newest first and no total header, without parameters", async () => {
    const res = await t.get('/api/admin/disputes', 'staff');
    expect(res.headers['x-total-count']).toBeUndefined();
    expect((res.json() as { id: number }[]).map((d) => d.id)).toEqual([
      ids.adamsLegacy,
      ids.youngReview,
      ids.youngResolved,
      ids.adamsPaid,
    ]);
  });

  it.each([
    ['sort=createdAt', 'sort must be one of submittedAt, status'],
    ['direction=sideways', 'direction must be asc or desc'],
    ['pageSize=500', 'pageSize must be at most 200'],
    ['page=abc', 'page must be a whole number'],
    ['status=closed', 'status must be one of pending, under_review, resolved, rejected'],
    ['type=DROP%20TABLE', 'type must be a dispute type'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await t.get(`/api/admin/disputes?${query}`, 'staff');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses collectors whatever the parameters (403)', async () => {
    expect((await t.get('/api/admin/disputes?page=1', 'collector')).statusCode).toBe(403);
  });
});
