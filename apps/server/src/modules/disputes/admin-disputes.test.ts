import type { Role } from '@arrears/domain';
import { DISPUTE_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { debtorWithAccount } from '../../../test/kits/payments/payment-fixtures';
import { accountAudit, contactEvents, disputes, type UserRow } from '../../db/schema';
import { openDisputeFor } from './open-dispute';

let t: TestApp;
const cookies = {} as Record<Role, string>;
const users = {} as Record<Role, UserRow>;
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'staff', 'collector'] as const) {
    users[role] = await createUser(t.deps.db, { username: `disputes-${role}`, role });
    cookies[role] = await signIn(t.app, `disputes-${role}`);
  }
});
afterAll(async () => t.close());

async function debtorWithDispute(type = 'incorrect_amount') {
  const debtor = await debtorWithAccount(t, {
    firstName: 'Dana',
    lastName: 'Debtor',
    emailAddress: 'dana@example.com',
    primaryPhone: '2155550199',
    unpaidBalance: '812.40',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/disputes',
    headers: { cookie: debtor.cookie },
    payload: {
      account_id: debtor.account.id,
      dispute_type: type,
      dispute_reason: 'The balance includes fees I never agreed to.',
      requested_action: 'Remove the fees',
    },
  });
  expect(res.statusCode).toBe(201);
  return { ...debtor, dispute: res.json() as { id: number } };
}

const listAs = (role: Role) =>
  t.app.inject({ url: '/api/admin/disputes', headers: { cookie: cookies[role] } });
const patch = (id: number | string, payload: unknown, cookie = cookies.admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/disputes/${id}`,
    payload: payload as object,
    headers: { cookie },
  });
const historyOf = (cookie: string) => t.app.inject({ url: '/api/customer/disputes', headers: { cookie } });

describe('GET /api/admin/disputes', () => {
  it('lists every dispute newest first, with the debtor and the balance, for admin and staff', async () => {
    const older = await debtorWithDispute();
    const newer = await debtorWithDispute('identity_theft');
    for (const role of ['admin', 'staff'] as const) {
      const res = await listAs(role);
      expect(res.statusCode).toBe(200);
      const ids = res.json().map((d: { id: number }) => d.id);
      expect(ids.indexOf(newer.dispute.id)).toBeLessThan(ids.indexOf(older.dispute.id));
    }
    const row = (await listAs('admin')).json().find((d: { id: number }) => d.id === newer.dispute.id);
    expect(row).toEqual({
      id: newer.dispute.id,
      status: 'pending',
      debtAccountId: newer.account.id,
      accountNumber: newer.account.accountNumber,
      firstName: 'Dana',
      lastName: 'Debtor',
      email: 'dana@example.com',
      phone: '2155550199',
      debtAccount: { currentBalance: '812.40' },
      submittedAt: expect.any(String),
      disputeType: 'identity_theft',
      disputeReason: 'The balance includes fees I never agreed to.',
      requestedAction: 'Remove the fees',
      additionalDetails: null,
      resolutionNotes: null,
      source: 'portal',
      resolvedAt: null,
      resolvedBy: null,
    });
  });

  it('refuses collectors and debtors (403) and the signed-out (401)', async () => {
    const { cookie } = await debtorWithDispute();
    expect((await listAs('collector')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/disputes', headers: { cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/disputes' })).statusCode).toBe(401);
    expect((await patch(1, { status: 'resolved' }, cookies.collector)).statusCode).toBe(403);
    expect((await patch(1, { status: 'resolved' }, cookie)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/admin/disputes/1', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/admin/disputes/{id}', () => {
  it('resolves with notes: who and when, audit before/after, timeline, and the debtor sees it', async () => {
    const { dispute, account, cookie } = await debtorWithDispute();
    const res = await patch(dispute.id, {
      status: 'resolved',
      resolutionNotes: 'Fees removed; balance corrected.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: dispute.id,
      status: 'resolved',
      resolutionNotes: 'Fees removed; balance corrected.',
      resolvedBy: 'disputes-admin',
      resolvedAt: expect.any(String),
    });

    const [row] = await t.deps.db.select().from(disputes).where(eq(disputes.id, dispute.id));
    expect(row.resolvedByUserId).toBe(users.admin.id);
    expect(row.resolvedAt).toBeInstanceOf(Date);

    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, account.id), eq(accountAudit.userId, users.admin.id)));
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'dispute_status', oldValue: 'pending', newValue: 'resolved' }),
        expect.objectContaining({
          field: 'dispute_resolution_notes',
          oldValue: null,
          newValue: 'Fees removed; balance corrected.',
        }),
      ]),
    );
    expect(audit).toHaveLength(2);
    const timeline = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(timeline.map((e) => e.message)).toContain(`Dispute #${dispute.id} marked Resolved`);

    const [seen] = (await historyOf(cookie)).json();
    expect(seen).toMatchObject({
      id: dispute.id,
      status: 'resolved',
      resolutionNotes: 'Fees removed; balance corrected.',
    });
    expect(await openDisputeFor(t.deps.db, account.id)).toBeNull();
  });

  it('staff may set any status freely; reopening clears who closed it; unchanged values write no audit', async () => {
    const { dispute, account } = await debtorWithDispute();
    const cookie = cookies.staff;
    expect(
      (await patch(dispute.id, { status: 'rejected', resolutionNotes: 'No evidence.' }, cookie)).json(),
    ).toMatchObject({
      status: 'rejected',
      resolvedBy: 'disputes-staff',
    });
    const reopened = (await patch(dispute.id, { status: 'under_review' }, cookie)).json();
    expect(reopened).toMatchObject({ status: 'under_review', resolvedBy: null, resolvedAt: null });
    expect(reopened.resolutionNotes).toBe('No evidence.');
    expect(await openDisputeFor(t.deps.db, account.id)).toMatchObject({ status: 'under_review' });

    const auditBefore = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.debtAccountId, account.id));
    expect(
      (await patch(dispute.id, { status: 'under_review', resolutionNotes: 'No evidence.' }, cookie))
        .statusCode,
    ).toBe(200);
    const auditAfter = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.debtAccountId, account.id));
    expect(auditAfter).toHaveLength(auditBefore.length);

    // Blank notes clear them.
    expect(
      (await patch(dispute.id, { status: 'pending', resolutionNotes: '  ' }, cookie)).json(),
    ).toMatchObject({
      status: 'pending',
      resolutionNotes: null,
    });
  });

  it('answers 400 for another status and changes nothing; 404 for an unknown or malformed id', async () => {
    const { dispute } = await debtorWithDispute();
    const bad = await patch(dispute.id, { status: 'closed', resolutionNotes: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DISPUTE_MESSAGES.statusInvalid);
    const [row] = await t.deps.db.select().from(disputes).where(eq(disputes.id, dispute.id));
    expect(row).toMatchObject({ status: 'pending', resolutionNotes: null });

    const tooLong = await patch(dispute.id, { status: 'resolved', resolutionNotes: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(DISPUTE_MESSAGES.notesTooLong);

    for (const id of ['9999999', 'abc', '0']) {
      const res = await patch(id, { status: 'resolved' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: DISPUTE_MESSAGES.notFound });
    }
  });
});
