import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { verifyInChat } from '../../../test/chat-session';
import { createUser, signIn } from '../../../test/factories';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { accountAudit, contactChangeRequests, contactEvents, debtAccounts } from '../../db/schema';
import { CONTACT_CHANGE_MESSAGES } from './contact-change-requests.service';

let t: TestApp;
const cookies: Record<'admin' | 'staff' | 'collector' | 'debtor', string> = {
  admin: '',
  staff: '',
  collector: '',
  debtor: '',
};
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    const user = await createUser(t.deps.db, { role, username: `ccr-${role}`, firstName: `Pat-${role}` });
    cookies[role] = await signIn(t.app, user.username);
  }
});
afterAll(async () => t.close());

let sequence = 0;
async function account() {
  sequence += 1;
  const last4 = String(6300 + sequence);
  const [row] = await insertAccounts(t.deps.db, t.deps.encryption, [
    {
      firstName: 'Sam',
      lastName: 'Ortiz',
      ssn: `44433${last4}`,
      birthDate: '1988-01-30',
      address1: `${sequence} Walnut Street`,
      city: 'Erie',
      state: 'PA',
      zipCode: '16501',
      primaryPhone: '8145550100',
      emailAddress: 'sam.old@example.com',
    },
  ]);
  const identity = { last4, birthDate: '1988-01-30', address: `${sequence} Walnut Street, Erie, PA 16501` };
  return { row, identity, ip: `10.7.0.${sequence}` };
}

const list = (accountId: number | string, cookie?: string) =>
  t.app.inject({
    url: `/api/debtors/${accountId}/contact-change-requests`,
    headers: cookie ? { cookie } : {},
  });
const review = (id: number | string, status: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/contact-change-requests/${id}`,
    payload: { status },
    headers: cookie ? { cookie } : {},
  });

async function insertRequest(
  debtAccountId: number,
  values: Partial<typeof contactChangeRequests.$inferInsert> = {},
) {
  const [row] = await t.deps.db
    .insert(contactChangeRequests)
    .values({ debtAccountId, reason: 'Moved house', source: 'chat', ...values })
    .returning();
  return row;
}

describe('contact change requests on the debtor workspace', () => {
  it('lists what the debtor sent from the chat, newest first, for admin and staff', async () => {
    const { row, identity, ip } = await account();
    const { cookie: chat } = await verifyInChat(t.app, identity, ip);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat/contact-update',
      headers: { cookie: chat },
      payload: { debtAccountId: row.id, phone: '(814) 555-0199', reason: 'New mobile number' },
    });
    expect(sent.statusCode).toBe(200);
    const older = await insertRequest(row.id, {
      address: '12 Lake Road',
      city: 'Erie',
      state: 'PA',
      zip: '16505',
      createdAt: new Date('2026-01-01T12:00:00Z'),
    });

    for (const role of ['admin', 'staff'] as const) {
      const res = await list(row.id, cookies[role]);
      expect(res.statusCode).toBe(200);
      const items = res.json();
      expect(items.map((r: { id: number }) => r.id)).toEqual([sent.json().requestId, older.id]);
      expect(items[0]).toMatchObject({
        debtAccountId: row.id,
        phone: expect.stringContaining('814'),
        email: null,
        reason: 'New mobile number',
        source: 'chat',
        status: 'pending',
        reviewedBy: null,
        reviewedAt: null,
      });
      expect(items[1]).toMatchObject({
        address: '12 Lake Road',
        zip: '16505',
        createdAt: '2026-01-01T12:00:00.000Z',
      });
    }
    // Nothing changed on the account: an agent applies a request with the update dialogs.
    const [now] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, row.id));
    expect(now.primaryPhone).toBe('8145550100');
  });

  it('answers [] for an account without requests and 404 for an unknown account', async () => {
    const { row } = await account();
    expect((await list(row.id, cookies.staff)).json()).toEqual([]);
    expect((await list(99_999_999, cookies.staff)).statusCode).toBe(404);
  });

  it('marks a request applied once: who and when, a timeline line and an audit row; again is 409', async () => {
    const { row } = await account();
    const request = await insertRequest(row.id, { email: 'sam.new@example.com' });
    const res = await review(request.id, 'applied', cookies.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: request.id,
      status: 'applied',
      reviewedBy: 'Pat-staff User',
      reviewedAt: new Date(t.clock.now()).toISOString(),
      email: 'sam.new@example.com',
    });

    const [line] = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, row.id))
      .orderBy(desc(contactEvents.id));
    expect(line).toMatchObject({
      channel: 'Note',
      message: `Contact change request #${request.id} (chat) marked applied`,
    });
    const [audit] = await t.deps.db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, row.id));
    expect(audit).toMatchObject({
      source: 'contact_change_request',
      oldValue: 'pending',
      newValue: 'applied',
      reason: `Contact change request #${request.id}: Moved house`,
    });

    for (const status of ['applied', 'dismissed']) {
      const again = await review(request.id, status, cookies.admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CONTACT_CHANGE_MESSAGES.alreadyReviewed);
    }
    const shown = (await list(row.id, cookies.admin)).json();
    expect(shown[0]).toMatchObject({ status: 'applied', reviewedBy: 'Pat-staff User' });
  });

  it('dismisses a request; refuses an unknown id (404) and a status other than applied or dismissed (400)', async () => {
    const { row } = await account();
    const request = await insertRequest(row.id, { phone: '8145550111' });
    expect((await review(request.id, 'dismissed', cookies.admin)).json()).toMatchObject({
      status: 'dismissed',
      reviewedBy: 'Pat-admin User',
    });
    const unknown = await review(99_999_999, 'applied', cookies.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CONTACT_CHANGE_MESSAGES.notFound);

    const pending = await insertRequest(row.id, { phone: '8145550122' });
    for (const status of ['pending', 'approved', '', undefined]) {
      const res = await review(pending.id, status, cookies.admin);
      expect(res.statusCode).toBe(400);
    }
    const [still] = await t.deps.db
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.id, pending.id));
    expect(still.status).toBe('pending');
  });

  it('is for the back office only: collector and debtor 403, signed out 401, a chat session is not a sign-in', async () => {
    const { row, identity, ip } = await account();
    const request = await insertRequest(row.id);
    for (const role of ['collector', 'debtor'] as const) {
      expect((await list(row.id, cookies[role])).statusCode).toBe(403);
      expect((await review(request.id, 'applied', cookies[role])).statusCode).toBe(403);
    }
    expect((await list(row.id)).statusCode).toBe(401);
    expect((await review(request.id, 'applied')).statusCode).toBe(401);
    const { cookie: chat } = await verifyInChat(t.app, identity, ip);
    expect((await list(row.id, chat)).statusCode).toBe(401);
    expect((await review(request.id, 'dismissed', chat)).statusCode).toBe(401);
    const [still] = await t.deps.db
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.id, request.id));
    expect(still).toMatchObject({ status: 'pending', reviewedByUserId: null });
  });
});
