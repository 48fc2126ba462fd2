import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { accountAudit, accountNotes, contactEvents, debtAccounts } from '../../db/schema';

describe('notes and contact updates', () => {
  let t: ContactCenterTestApp;
  beforeAll(async () => {
    t = await buildContactCenterTestApp();
  });
  afterAll(() => t.close());

  const auditOf = (id: number) =>
    t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, id), eq(accountAudit.source, 'contact_update')))
      .orderBy(accountAudit.id);
  const timelineOf = (id: number) =>
    t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, id))
      .orderBy(contactEvents.id);
  const accountRow = async (id: number) =>
    (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id)))[0];

  it('stores an internal note with its timeline line, shown on the account', async () => {
    const a = await t.account();
    const res = await t.call('POST', `/api/debtors/${a.id}/notes`, 'staff', {
      body: '  Promised to pay Friday  ',
      category: 'internal',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [note] = await t.deps.db.select().from(accountNotes).where(eq(accountNotes.debtAccountId, a.id));
    expect(note).toMatchObject({
      body: 'Promised to pay Friday',
      source: 'agent',
      createdByUserId: t.users.staff.id,
    });
    expect((await timelineOf(a.id)).map((e) => [e.channel, e.message, e.userId])).toEqual([
      ['Note', 'Promised to pay Friday', t.users.staff.id],
    ]);
    const account = (await t.call('GET', `/api/debtors/${a.id}`, 'admin')).json();
    expect(account.internalNotes).toEqual([
      expect.objectContaining({ body: 'Promised to pay Friday', userName: 'Sam User' }),
    ]);
  });

  it('refuses an empty note (400), an unknown account (404) and other roles', async () => {
    const a = await t.account();
    const empty = await t.call('POST', `/api/debtors/${a.id}/notes`, 'staff', {
      body: '   ',
      category: 'internal',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Note is required');
    expect((await t.call('POST', '/api/debtors/999999/notes', 'staff', { body: 'x' })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/debtors/${a.id}/notes`, 'collector', { body: 'x' })).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', `/api/debtors/${a.id}/notes`, 'debtor', { body: 'x' })).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', `/api/debtors/${a.id}/notes`, null, { body: 'x' })).statusCode).toBe(401);
    expect(await timelineOf(a.id)).toHaveLength(0);
  });

  it('updates a phone with an audit row (before, after, reason) and an Update line', async () => {
    const a = await t.account({ workPhone: '6095550100' });
    const res = await t.call('PUT', `/api/debtors/${a.id}/update-phone`, 'admin', {
      phoneType: 'work',
      phoneNumber: '(609) 555-0199',
      reason: 'Debtor gave a new work number',
    });
    expect(res.statusCode).toBe(200);
    expect((await accountRow(a.id)).workPhone).toBe('6095550199');
    expect(await auditOf(a.id)).toEqual([
      expect.objectContaining({
        field: 'work_phone',
        oldValue: '6095550100',
        newValue: '6095550199',
        reason: 'Debtor gave a new work number',
        userId: t.users.admin.id,
      }),
    ]);
    expect((await timelineOf(a.id)).map((e) => [e.channel, e.message])).toEqual([
      ['Update', 'Work phone updated to (609) 555-0199. Reason: Debtor gave a new work number'],
    ]);
  });

  it('updates the e-mail; a bad address is refused and nothing changes', async () => {
    const a = await t.account();
    const bad = await t.call('PUT', `/api/debtors/${a.id}/update-email`, 'staff', {
      email: 'not-an-email',
      reason: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    expect((await accountRow(a.id)).emailAddress).toBe('jane.doe@example.com');

    const res = await t.call('PUT', `/api/debtors/${a.id}/update-email`, 'staff', {
      email: 'jane@new.example',
    });
    expect(res.statusCode).toBe(200);
    expect((await accountRow(a.id)).emailAddress).toBe('jane@new.example');
    expect(await auditOf(a.id)).toEqual([
      expect.objectContaining({
        field: 'email_address',
        oldValue: 'jane.doe@example.com',
        newValue: 'jane@new.example',
        reason: null,
      }),
    ]);
  });

  it('writes nothing when the new value is the one on file', async () => {
    const a = await t.account();
    const res = await t.call('PUT', `/api/debtors/${a.id}/update-email`, 'staff', {
      email: 'jane.doe@example.com',
      reason: 'Confirmed',
    });
    expect(res.json()).toEqual({ success: true, changed: 0 });
    expect(await auditOf(a.id)).toHaveLength(0);
    expect(await timelineOf(a.id)).toHaveLength(0);
  });

  it('updates the address with one audit row per changed field', async () => {
    const a = await t.account({ address1: '1 Old Road', city: 'Camden', state: 'NJ', zipCode: '08101' });
    const res = await t.call('PUT', `/api/debtors/${a.id}/update-address`, 'staff', {
      address1: '42 Maple Street',
      address2: 'Apt 2',
      city: 'Camden',
      state: 'pa',
      zipCode: '19104',
      reason: 'Moved',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, changed: 4 });
    const row = await accountRow(a.id);
    expect([row.address1, row.address2, row.city, row.state, row.zipCode]).toEqual([
      '42 Maple Street',
      'Apt 2',
      'Camden',
      'PA',
      '19104',
    ]);
    expect((await auditOf(a.id)).map((r) => [r.field, r.oldValue, r.newValue, r.reason])).toEqual([
      ['address1', '1 Old Road', '42 Maple Street', 'Moved'],
      ['address2', null, 'Apt 2', 'Moved'],
      ['state', 'NJ', 'PA', 'Moved'],
      ['zip_code', '08101', '19104', 'Moved'],
    ]);
    expect((await timelineOf(a.id)).map((e) => e.channel)).toEqual(['Update']);
  });

  it('refuses a wrong state length, a zip too long and missing fields, changing nothing', async () => {
    const a = await t.account({ address1: '1 Old Road', city: 'Camden', state: 'NJ', zipCode: '08101' });
    const good = { address1: '2 New Road', city: 'Camden', state: 'NJ', zipCode: '08102', reason: '' };
    const cases: [object, string][] = [
      [{ ...good, state: 'NJX' }, 'State must be at most 2 characters'],
      [{ ...good, zipCode: '081020' }, 'ZIP code must be at most 5 characters'],
      [{ ...good, address1: ' ' }, 'Address is required'],
      [{ ...good, city: '' }, 'City is required'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', `/api/debtors/${a.id}/update-address`, 'staff', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const phone = await t.call('PUT', `/api/debtors/${a.id}/update-phone`, 'staff', {
      phoneType: 'primary',
      phoneNumber: '123',
    });
    expect(phone.statusCode).toBe(400);
    expect((await accountRow(a.id)).address1).toBe('1 Old Road');
    expect(await auditOf(a.id)).toHaveLength(0);
    expect(await timelineOf(a.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown account and refuses collectors, debtors and signed-out callers', async () => {
    const body = { email: 'x@y.example' };
    expect((await t.call('PUT', '/api/debtors/999999/update-email', 'staff', body)).statusCode).toBe(404);
    const a = await t.account();
    expect((await t.call('PUT', `/api/debtors/${a.id}/update-email`, 'collector', body)).statusCode).toBe(
      403,
    );
    expect((await t.call('PUT', `/api/debtors/${a.id}/update-email`, 'debtor', body)).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/debtors/${a.id}/update-email`, null, body)).statusCode).toBe(401);
    expect((await accountRow(a.id)).emailAddress).toBe('jane.doe@example.com');
  });
});
