import { ADMIN_DISPUTES_LIMIT } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { disputes } from '../../db/schema';

/**
 * Past ADMIN_DISPUTES_LIMIT the spec's call answers the newest disputes with the total in
 * x-total-count (decisions 0075 and 0084), and the page's counters come from their own call over every dispute.
 */
let t: AccountsTestApp;
let ids: number[] = [];
const EXTRA = 3;
const STATUSES = ['pending', 'under_review', 'resolved', 'rejected', 'open'];

beforeAll(async () => {
  t = await buildAccountsTestApp();
  const { db, encryption } = t.deps;
  const account = await insertAccount(db, encryption, { accountNumber: 'CAP-1' });
  const start = Date.parse('2026-02-01T10:00:00Z');
  const rows = await db
    .insert(disputes)
    .values(
      Array.from({ length: ADMIN_DISPUTES_LIMIT + EXTRA }, (_, i) => ({
        debtAccountId: account.id,
        disputeType: 'other',
        disputeReason: `Reason ${i}`,
        requestedAction: 'Remove it',
        source: 'portal',
        status: STATUSES[i % STATUSES.length],
        // Two disputes share each minute: the id breaks the tie, newest first.
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    )
    .returning({ id: disputes.id });
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('GET /api/admin/disputes past its limit', () => {
  it('answers the newest disputes, newest first, with the total of all of them', async () => {
    const res = await t.get('/api/admin/disputes', 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(ADMIN_DISPUTES_LIMIT + EXTRA));
    const answered = (res.json() as { id: number }[]).map((d) => d.id);
    expect(answered).toEqual([...ids].reverse().slice(0, ADMIN_DISPUTES_LIMIT));
  });

  it('counts every dispute for the counters, unknown statuses as pending', async () => {
    const res = await t.get('/api/admin/disputes/counts', 'staff');
    expect(res.statusCode).toBe(200);
    const statusOf = (i: number) => STATUSES[i % STATUSES.length];
    const all = ids.map((_, i) => statusOf(i));
    const n = (s: string) => all.filter((x) => x === s).length;
    expect(res.json()).toEqual({
      pending: n('pending') + n('under_review') + n('open'),
      underReview: n('under_review'),
      resolved: n('resolved'),
      rejected: n('rejected'),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses the counters to a collector', async () => {
    expect((await t.get('/api/admin/disputes/counts', 'collector')).statusCode).toBe(403);
  });
});
