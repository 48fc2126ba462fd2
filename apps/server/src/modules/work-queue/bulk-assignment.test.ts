import { ASSIGNMENT_MESSAGES } from '@arrears/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { debtAccounts } from '../../db/schema';

/** Bulk assignment as the accounts list's selection calls it (POST /api/admin/accounts/assignment). */
let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
});
afterAll(async () => t.close());

const assignedOf = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.deps.db
        .select({ id: debtAccounts.id, to: debtAccounts.assignedUserId })
        .from(debtAccounts)
        .where(inArray(debtAccounts.id, ids))
    ).map((r) => [r.id, r.to]),
  );

describe('bulk assignment of selected accounts', () => {
  it('staff assign the selected accounts to a collector in one call', async () => {
    const rows = [await t.account(), await t.account(), await t.account()];
    const ids = rows.map((r) => r.id);
    const res = await t.call('POST', '/api/admin/accounts/assignment', 'staff', {
      accountIds: ids,
      userId: t.users.collector.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 3, assignedUserId: t.users.collector.id });
    expect(Object.values(await assignedOf(ids))).toEqual([
      t.users.collector.id,
      t.users.collector.id,
      t.users.collector.id,
    ]);
  });

  it('a collector may not bulk-assign (assignment is the back office’s), and nothing changes', async () => {
    const rows = [await t.account(), await t.account()];
    const ids = rows.map((r) => r.id);
    const res = await t.call('POST', '/api/admin/accounts/assignment', 'collector', {
      accountIds: ids,
      userId: t.users.collector.id,
    });
    expect(res.statusCode).toBe(403);
    expect(await assignedOf(ids)).toEqual({ [ids[0]]: null, [ids[1]]: null });
  });

  it('refuses a debtor as the assignee and more than 500 accounts', async () => {
    const a = await t.account();
    const toDebtor = await t.call('POST', '/api/admin/accounts/assignment', 'staff', {
      accountIds: [a.id],
      userId: t.users.debtor.id,
    });
    expect([toDebtor.statusCode, toDebtor.json().message]).toEqual([400, ASSIGNMENT_MESSAGES.badUser]);
    const many = await t.call('POST', '/api/admin/accounts/assignment', 'staff', {
      accountIds: Array.from({ length: 501 }, (_, i) => i + 1),
      userId: null,
    });
    expect([many.statusCode, many.json().message]).toEqual([400, ASSIGNMENT_MESSAGES.tooMany]);
    expect(await assignedOf([a.id])).toEqual({ [a.id]: null });
  });
});
