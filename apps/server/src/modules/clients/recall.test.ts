import { type Client, COMPLIANCE_MESSAGES, type MyQueue, type RecallResult } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { accountAudit, debtAccounts, placements } from '../../db/schema';

/** Recalls (docs/product/clients.md): accounts go back to the client and no outreach reaches them. */
let t: ComplianceTestApp;
let school: Client;
let other: Client;
beforeAll(async () => {
  t = await buildComplianceTestApp();
  const create = async (code: string) => {
    const res = await t.request('POST', '/api/admin/clients', 'admin', {
      code,
      name: `${code} client`,
      commissionRate: 30,
      remitMethod: 'gross',
      remitFrequency: 'weekly',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Client;
  };
  school = await create('STATEU');
  other = await create('OTHER');
});
afterAll(() => t.close());

const recall = (clientId: number, payload: object, role: 'admin' | 'staff' = 'admin') =>
  t.request('POST', `/api/admin/clients/${clientId}/recalls`, role, payload);

describe('POST /api/admin/clients/:id/recalls', () => {
  it('closes the named accounts for collection, keeps them, and audits why', async () => {
    const a = await t.account({ clientId: school.id, accountStatus: 'ACTIVE' });
    const b = await t.account({ clientId: school.id });
    const res = await recall(school.id, { accountIds: [a.id], reason: 'Paid the school directly' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      clientId: school.id,
      accountCount: 1,
      reason: 'Paid the school directly',
    });
    const [stored] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, a.id));
    expect(stored.recalledAt).not.toBeNull();
    expect(stored.accountStatus).toBe('Recalled');
    const [untouched] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, b.id));
    expect(untouched.recalledAt).toBeNull();
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, a.id), eq(accountAudit.source, 'recall')));
    expect(audit).toMatchObject([
      {
        field: 'account_status',
        oldValue: 'ACTIVE',
        newValue: 'Recalled',
        reason: 'Paid the school directly',
      },
    ]);
    const listed = await t.request('GET', `/api/admin/clients/${school.id}/recalls`, 'staff');
    expect((listed.json() as RecallResult[]).map((r) => r.accountCount)).toEqual([1]);
  });

  it('a recalled account is never called, texted or e-mailed for collection', async () => {
    const a = await t.account({ clientId: school.id, emailAddress: 'gone@example.com' });
    expect((await recall(school.id, { accountIds: [a.id], reason: 'Recalled' })).statusCode).toBe(201);
    const before = t.telephony.callRequests.length + t.telephony.smsRequests.length;
    for (const res of [await t.dial(a), await t.text(a), await t.email(a)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ allowed: false, rule: 'account_recalled' });
      expect(res.json().message).toBe(COMPLIANCE_MESSAGES.account_recalled);
    }
    expect(t.telephony.callRequests.length + t.telephony.smsRequests.length).toBe(before);
    expect((await t.attempts(a.id)).map((x) => [x.channel, x.allowed, x.rule])).toEqual([
      ['call', false, 'account_recalled'],
      ['sms', false, 'account_recalled'],
      ['email', false, 'account_recalled'],
    ]);
  });

  it('takes a recalled account out of My queue', async () => {
    const a = await t.account({ clientId: school.id, assignedUserId: t.users.staff.id });
    const queued = async () => {
      const res = await t.request('GET', '/api/admin/contact-center/my-queue', 'staff');
      expect(res.statusCode, res.body).toBe(200);
      const queue = res.json() as MyQueue;
      return [...queue.ready, ...queue.waiting].some((item) => item.accountId === a.id);
    };
    expect(await queued()).toBe(true); // never contacted
    expect((await recall(school.id, { accountIds: [a.id], reason: 'Recalled' })).statusCode).toBe(201);
    expect(await queued()).toBe(false);
  });

  it('recalls a whole placement, counting only accounts still open', async () => {
    const [placement] = await t.deps.db
      .insert(placements)
      .values({ clientId: school.id, placedOn: '2026-10-01', label: 'October' })
      .returning();
    const accounts = await Promise.all(
      [1, 2, 3].map(() => t.account({ clientId: school.id, placementId: placement.id })),
    );
    await recall(school.id, { accountIds: [accounts[0].id], reason: 'One first' });
    const res = await recall(school.id, { placementId: placement.id, reason: 'Portfolio sold' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ placementId: placement.id, accountCount: 2 });
    const again = await recall(school.id, { placementId: placement.id, reason: 'Twice' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Every one of these accounts is already recalled');
    const listed = await t.request('GET', `/api/admin/clients/${school.id}/placements`, 'admin');
    expect(listed.json()).toMatchObject([
      { id: placement.id, accountCount: 3, recalledCount: 3, openBalance: '0.00' },
    ]);
  });

  it("refuses another client's accounts or placement, bad input and staff, changing nothing", async () => {
    const mine = await t.account({ clientId: school.id });
    const theirs = await t.account({ clientId: other.id });
    const [foreign] = await t.deps.db
      .insert(placements)
      .values({ clientId: other.id, placedOn: '2026-10-02', label: 'Theirs' })
      .returning();
    const cases: [object, number, string][] = [
      [
        { accountIds: [mine.id, theirs.id], reason: 'x' },
        400,
        'Some of these accounts are not this client’s',
      ],
      [
        { accountIds: [mine.id, 99_999_999], reason: 'x' },
        400,
        'Some of these accounts are not this client’s',
      ],
      [{ placementId: foreign.id, reason: 'x' }, 400, 'This placement is not one of this client’s'],
      [
        { accountIds: [mine.id], placementId: foreign.id, reason: 'x' },
        400,
        'Give either accountIds or placementId',
      ],
      [{ accountIds: [mine.id], reason: ' ' }, 400, 'reason is required'],
      [{ accountIds: [], reason: 'x' }, 400, 'accountIds must name at least one account'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await recall(school.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.body).toContain(message);
    }
    expect((await recall(school.id, { accountIds: [mine.id], reason: 'x' }, 'staff')).statusCode).toBe(403);
    expect((await recall(999_999, { accountIds: [mine.id], reason: 'x' })).statusCode).toBe(404);
    const rows = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, mine.id));
    expect(rows[0].recalledAt).toBeNull();
  });
});
