import { ASSIGNMENT_MESSAGES, type Role } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { accountAudit, debtAccounts, users } from '../../db/schema';

/** Who works which account: PUT one, POST many, the audit of each change, and who may be assigned. */
let t: ComplianceTestApp;
beforeAll(async () => {
  t = await buildComplianceTestApp();
});
afterAll(() => t?.close());

const assignedTo = async (id: number) =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id)))[0].assignedUserId;
/** A PUT as this role (the kit's request() sends GET, POST and DELETE). */
const put = (url: string, role: Role, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { cookie: t.cookies[role] } });
const auditOf = (id: number) =>
  t.deps.db
    .select()
    .from(accountAudit)
    .where(and(eq(accountAudit.debtAccountId, id), eq(accountAudit.field, 'assigned_user_id')));

describe('PUT /api/admin/accounts/:id/assignment', () => {
  it('assigns to a collector, back to the pool, and writes one audit line per change', async () => {
    const a = await t.account();
    const collector = t.users.collector;
    const put = (userId: number | null, role: 'admin' | 'staff' = 'staff') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/accounts/${a.id}/assignment`,
        payload: { userId },
        headers: { cookie: t.cookies[role] },
      });
    const res = await put(collector.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 1, assignedUserId: collector.id });
    expect(await assignedTo(a.id)).toBe(collector.id);
    expect((await put(collector.id)).json()).toEqual({ changed: 0, assignedUserId: collector.id });
    expect((await put(null, 'admin')).json()).toEqual({ changed: 1, assignedUserId: null });
    expect(await assignedTo(a.id)).toBeNull();
    const audit = await auditOf(a.id);
    expect(audit.map((r) => [r.source, r.userId, r.oldValue, r.newValue])).toEqual([
      ['assignment', t.users.staff.id, null, String(collector.id)],
      ['assignment', t.users.admin.id, String(collector.id), null],
    ]);
  });

  it('refuses a debtor, a deactivated user and an unknown user with 400; an unknown account with 404', async () => {
    const a = await t.account();
    const gone = await createUser(t.deps.db, { role: 'collector' });
    await t.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    for (const userId of [t.users.debtor.id, gone.id, 99_999_999]) {
      const res = await put(`/api/admin/accounts/${a.id}/assignment`, 'admin', {
        userId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ASSIGNMENT_MESSAGES.badUser);
    }
    expect(await assignedTo(a.id)).toBeNull();
    expect(await auditOf(a.id)).toEqual([]);
    const unknown = await put('/api/admin/accounts/99999999/assignment', 'admin', {
      userId: t.users.staff.id,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is the back office’s: a collector gets 403', async () => {
    const a = await t.account();
    const res = await put(`/api/admin/accounts/${a.id}/assignment`, 'collector', {
      userId: t.users.collector.id,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/admin/accounts/assignment', () => {
  it('assigns many at once, counting and auditing only the accounts that change', async () => {
    const [a, b, c] = [await t.account(), await t.account(), await t.account()];
    await t.deps.db
      .update(debtAccounts)
      .set({ assignedUserId: t.users.staff.id })
      .where(eq(debtAccounts.id, c.id));
    const res = await t.request('POST', '/api/admin/accounts/assignment', 'admin', {
      accountIds: [a.id, b.id, c.id, a.id],
      userId: t.users.staff.id,
    });
    expect(res.json()).toEqual({ changed: 2, assignedUserId: t.users.staff.id });
    expect([await assignedTo(a.id), await assignedTo(b.id), await assignedTo(c.id)]).toEqual([
      t.users.staff.id,
      t.users.staff.id,
      t.users.staff.id,
    ]);
    expect((await auditOf(c.id)).length).toBe(0);
    expect((await auditOf(a.id)).length).toBe(1);
  });

  it('refuses more than 500 accounts and a debtor assignee', async () => {
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    const tooMany = await t.request('POST', '/api/admin/accounts/assignment', 'admin', {
      accountIds: many,
      userId: null,
    });
    expect(tooMany.statusCode).toBe(400);
    const a = await t.account();
    const debtor = await t.request('POST', '/api/admin/accounts/assignment', 'staff', {
      accountIds: [a.id],
      userId: t.users.debtor.id,
    });
    expect(debtor.statusCode).toBe(400);
    expect(debtor.json().message).toBe(ASSIGNMENT_MESSAGES.badUser);
  });
});

describe('GET /api/admin/assignees', () => {
  it('lists active agency users for admin and staff, never a debtor', async () => {
    const res = await t.request('GET', '/api/admin/assignees', 'staff');
    expect(res.statusCode).toBe(200);
    const roles = new Set(res.json().assignees.map((u: { role: string }) => u.role));
    expect([...roles].sort()).toEqual(['admin', 'collector', 'staff']);
    expect(res.json().assignees).toContainEqual({ id: t.users.staff.id, name: 'Sam User', role: 'staff' });
    expect((await t.request('GET', '/api/admin/assignees', 'collector')).statusCode).toBe(403);
  });
});
