import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { calls, contactEvents, disputes, pageViews, payments, smsOptOuts } from '../../db/schema';

describe('debtor workspace reads', () => {
  let t: ContactCenterTestApp;
  beforeAll(async () => {
    t = await buildContactCenterTestApp();
  });
  afterAll(() => t.close());

  it('answers the account as the agent screen reads it, with clear compliance facts', async () => {
    const a = await t.account({
      accountStatus: 'Delinquent',
      workPhone: '6095550145',
      address1: '42 Maple Street',
      city: 'Trenton',
      state: 'NJ',
      zipCode: '08601',
      interestRate: '7.25',
      vehicleModel: '2019 Honda Civic',
      vin: '1HGCV1F30KA123456',
      schoolName: 'Metro Auto Finance',
      pastDueAmt: '300.00',
      daysDelinq: 45,
    });
    const res = await t.call('GET', `/api/debtors/${a.id}`, 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.id,
      firstName: 'Jane',
      fullName: 'Jane Doe',
      accountNumber: a.accountNumber,
      accountStatus: 'Delinquent',
      emailAddress: 'jane.doe@example.com',
      primaryPhone: '6095550144',
      workPhone: '6095550145',
      alternatePhone: null,
      unpaidBalance: '1250.00',
      pastDueAmount: '300.00',
      daysDelinquent: 45,
      address: { address1: '42 Maple Street', city: 'Trenton', state: 'NJ', zipCode: '08601' },
      loan: { interestRate: '7.2500' },
      vehicle: { model: '2019 Honda Civic', vin: '1HGCV1F30KA123456' },
      creditor: { schoolName: 'Metro Auto Finance' },
      compliance: { openDispute: false, smsOptedOut: false, doNotCall: false, lastContactAt: null },
      internalNotes: [],
    });
  });

  it("answers the account's preferred language, English by default", async () => {
    const english = await t.account();
    const spanish = await t.account({ preferredLanguage: 'es' });
    expect((await t.call('GET', `/api/debtors/${english.id}`, 'staff')).json().preferredLanguage).toBe('en');
    expect((await t.call('GET', `/api/debtors/${spanish.id}`, 'staff')).json().preferredLanguage).toBe('es');
  });

  it('shows an open dispute, an SMS opt-out of any phone, do-not-call and the last contact', async () => {
    const a = await t.account({ alternatePhone: '6095550177' });
    const db = t.deps.db;
    await db.insert(disputes).values({
      debtAccountId: a.id,
      disputeType: 'not_my_debt',
      disputeReason: 'This is not my loan at all',
      requestedAction: 'remove_debt',
      status: 'pending',
      source: 'portal',
    });
    await db.insert(smsOptOuts).values({ phoneNumber: '+16095550177' });
    await db.insert(calls).values([
      {
        callSid: `CA-${a.id}-1`,
        provider: 'simulator',
        debtAccountId: a.id,
        toNumber: '+16095550144',
        status: 'completed',
        disposition: 'do_not_call',
        dispositionAt: new Date('2026-03-01T10:00:00Z'),
      },
    ]);
    await db.insert(contactEvents).values([
      { debtAccountId: a.id, channel: 'Call', message: 'older', createdAt: new Date('2026-03-01T10:00:00Z') },
      { debtAccountId: a.id, channel: 'SMS', message: 'newer', createdAt: new Date('2026-03-02T09:30:00Z') },
    ]);
    const res = await t.call('GET', `/api/debtors/${a.id}`, 'admin');
    expect(res.json().compliance).toMatchObject({
      openDispute: true,
      smsOptedOut: true,
      doNotCall: true,
      lastContactAt: '2026-03-02T09:30:00.000Z',
      // The live snapshot (decision 0024): the do_not_call disposition is a cease for the whole debt.
      cease: true,
      disputeHold: true,
      channels: { call: { allowed: false, rule: 'cease_communication' } },
    });

    // A later disposition other than do_not_call lifts the flag (the latest one counts).
    await db.insert(calls).values({
      callSid: `CA-${a.id}-2`,
      provider: 'simulator',
      debtAccountId: a.id,
      toNumber: '+16095550144',
      status: 'completed',
      disposition: 'contacted',
      dispositionAt: new Date('2026-03-02T10:00:00Z'),
    });
    expect((await t.call('GET', `/api/debtors/${a.id}`, 'admin')).json().compliance.doNotCall).toBe(false);
  });

  it('answers the contact history newest first with the agent name, or null for the system', async () => {
    const a = await t.account();
    await t.deps.db.insert(contactEvents).values([
      {
        debtAccountId: a.id,
        channel: 'Call',
        userId: t.users.staff.id,
        dispositionCode: 'left_message',
        message: 'Left a voicemail',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        debtAccountId: a.id,
        channel: 'Payment',
        message: 'Paid $25.00',
        createdAt: new Date('2026-03-02T10:00:00Z'),
      },
    ]);
    const res = await t.call('GET', `/api/debtors/${a.id}/contacts`, 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        channel: 'Payment',
        userName: null,
        message: 'Paid $25.00',
        dispositionCode: null,
      }),
      expect.objectContaining({
        channel: 'Call',
        userName: 'Sam User',
        dispositionCode: 'left_message',
        message: 'Left a voicemail',
        timestamp: '2026-03-01T10:00:00.000Z',
      }),
    ]);
  });

  it('lists approved, failed and unconfirmed card payments, external and imported ones, newest first', async () => {
    const a = await t.account();
    const base = { debtAccountId: a.id, paymentMethod: 'credit_card' };
    await t.deps.db.insert(payments).values([
      {
        ...base,
        amount: '25.00',
        paymentDate: '2026-02-01',
        status: 'approved',
        source: 'agent',
        transactionId: 'R1',
      },
      {
        ...base,
        amount: '30.00',
        paymentDate: '2026-02-03',
        status: 'declined',
        source: 'portal',
        invoice: `i-${a.id}`,
      },
      { ...base, amount: '40.00', paymentDate: '2026-02-04', status: 'processing', source: 'portal' },
      {
        ...base,
        amount: '45.00',
        paymentDate: '2026-02-04',
        status: 'pending_reconciliation',
        source: 'chat',
        invoice: `p-${a.id}`,
      },
      {
        ...base,
        amount: '50.00',
        paymentDate: '2026-02-05',
        status: 'approved',
        source: 'external',
        paymentMethod: 'check',
        referenceNumber: `EXT-${a.id}`,
      },
      {
        ...base,
        amount: '60.00',
        paymentDate: '2026-01-15',
        status: 'approved',
        source: 'import',
        paymentMethod: 'ach',
      },
    ]);
    const res = await t.call('GET', `/api/debtors/${a.id}/payments`, 'admin');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((p: { amount: string; status: string; method: string }) => [p.amount, p.status, p.method]),
    ).toEqual([
      ['50.00', 'approved', 'check'],
      ['45.00', 'pending_reconciliation', 'credit_card'],
      ['30.00', 'declined', 'credit_card'],
      ['25.00', 'approved', 'credit_card'],
      ['60.00', 'approved', 'ach'],
    ]);
    expect(res.json()[0]).toMatchObject({ paymentDate: '2026-02-05', transactionId: `EXT-${a.id}` });
    expect(res.json()[3].transactionId).toBe('R1');
  });

  it('counts the page views of the account owner, 0 without one', async () => {
    const owned = await t.account({ userId: t.users.debtor.id });
    await t.deps.db.insert(pageViews).values([
      { userId: t.users.debtor.id, path: '/debtor' },
      { userId: t.users.debtor.id, path: '/payment' },
    ]);
    expect((await t.call('GET', `/api/debtors/${owned.id}/visits`, 'staff')).json()).toEqual({
      visitCount: 2,
    });
    const orphan = await t.account();
    expect((await t.call('GET', `/api/debtors/${orphan.id}/visits`, 'staff')).json()).toEqual({
      visitCount: 0,
    });
  });

  it('answers 404 for an unknown account and 400 for a bad id', async () => {
    for (const path of ['', '/contacts', '/payments', '/visits']) {
      const res = await t.call('GET', `/api/debtors/999999${path}`, 'staff');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Account not found');
    }
    expect((await t.call('GET', '/api/debtors/abc', 'staff')).statusCode).toBe(400);
    // Past PostgreSQL's integer: refused like any bad id, never a database error (500).
    for (const path of ['', '/contacts', '/payments', '/visits']) {
      const res = await t.call('GET', `/api/debtors/99999999999${path}`, 'staff');
      expect({ path, status: res.statusCode, message: res.json().message }).toEqual({
        path,
        status: 400,
        message: 'Account not found',
      });
    }
  });

  it('refuses collectors and debtors (403) and signed-out callers (401)', async () => {
    const a = await t.account();
    for (const path of [
      `/api/debtors/${a.id}`,
      `/api/debtors/${a.id}/contacts`,
      '/api/admin/contact-center/queue',
    ]) {
      expect((await t.call('GET', path, 'collector')).statusCode).toBe(403);
      expect((await t.call('GET', path, 'debtor')).statusCode).toBe(403);
      expect((await t.call('GET', path, null)).statusCode).toBe(401);
    }
  });

  it('lists recently worked accounts newest first and finds ?account= by number', async () => {
    const first = await t.account({ fullName: 'Queue First' });
    const second = await t.account({ fullName: 'Queue Second' });
    await t.deps.db.insert(contactEvents).values([
      {
        debtAccountId: first.id,
        channel: 'Call',
        userId: t.users.admin.id,
        createdAt: new Date('2030-01-01T10:00:00Z'),
      },
      {
        debtAccountId: second.id,
        channel: 'Email',
        userId: t.users.staff.id,
        message: 'Hello',
        createdAt: new Date('2030-01-02T10:00:00Z'),
      },
      {
        debtAccountId: first.id,
        channel: 'Note',
        userId: t.users.staff.id,
        message: 'Later',
        createdAt: new Date('2030-01-03T10:00:00Z'),
      },
    ]);
    const res = await t.call(
      'GET',
      `/api/admin/contact-center/queue?account=${second.accountNumber.toLowerCase()}`,
      'staff',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accountId).toBe(second.id);
    expect(body.recent.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: first.id,
        fullName: 'Queue First',
        lastChannel: 'Note',
        lastMessage: 'Later',
        userName: 'Sam User',
      }),
      expect.objectContaining({
        id: second.id,
        lastChannel: 'Email',
        lastContactAt: '2030-01-02T10:00:00.000Z',
      }),
    ]);
    expect(body.recent.filter((r: { id: number }) => r.id === first.id)).toHaveLength(1);
    const none = await t.call('GET', '/api/admin/contact-center/queue?account=NOPE-1', 'staff');
    expect(none.json().accountId).toBeNull();
  });
});
