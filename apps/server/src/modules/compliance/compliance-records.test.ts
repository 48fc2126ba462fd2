import { COMPLIANCE_MESSAGES, complianceSnapshotSchema, type Role } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import {
  accountAudit,
  contactAttempts,
  contactEvents,
  contactPreferences,
  validationNotices,
} from '../../db/schema';
import { COMPLIANCE_RECORD_MESSAGES } from './compliance-records.service';

let t: ComplianceTestApp;
beforeAll(async () => {
  t = await buildComplianceTestApp();
});
afterAll(async () => t.close());

const prefsUrl = (id: number) => `/api/debtors/${id}/compliance/preferences`;
const noticeUrl = (id: number) => `/api/debtors/${id}/compliance/validation-notice`;
/** An account placed well before the test clock's today (2 March 2026): staff may record past notices. */
const placedAccount = () => t.account({ createdAt: new Date('2025-06-02T15:00:00Z') });

describe('POST/DELETE/GET /api/debtors/:id/compliance/preferences', () => {
  it('records a preference with who and why, audits it, lists it, and revokes it keeping the row', async () => {
    const a = await t.account();
    const res = await t.request('POST', prefsUrl(a.id), 'staff', {
      kind: 'sms_consent',
      phone: '(609) 555-0111',
      note: ' Agreed on the phone ',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toEqual({
      id: expect.any(Number),
      kind: 'sms_consent',
      phone: '6095550111',
      source: 'agent',
      note: 'Agreed on the phone',
      recordedBy: 'Sam User',
      createdAt: expect.any(String),
      revokedAt: null,
      revokedBy: null,
    });
    const [audit] = await t.deps.db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, a.id));
    expect(audit).toMatchObject({
      userId: t.users.staff.id,
      source: 'compliance',
      field: 'sms_consent',
      newValue: '6095550111',
    });
    const [line] = await t.deps.db.select().from(contactEvents).where(eq(contactEvents.debtAccountId, a.id));
    expect(line).toMatchObject({ channel: 'Update', userId: t.users.staff.id });
    expect(line.message).toContain(
      'Consent to text messages recorded for 6095550111. Note: Agreed on the phone',
    );

    const reason = { reason: 'The consumer withdrew consent on the phone' };
    const revoked = await t.request('DELETE', `${prefsUrl(a.id)}/${saved.id}`, 'admin', reason);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      id: saved.id,
      revokedAt: expect.any(String),
      revokedBy: 'Test User',
    });
    const again = await t.request('DELETE', `${prefsUrl(a.id)}/${saved.id}`, 'admin', reason);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: COMPLIANCE_RECORD_MESSAGES.alreadyRevoked });
    const list = await t.request('GET', prefsUrl(a.id), 'staff');
    expect(list.json()).toMatchObject([{ id: saved.id, kind: 'sms_consent', revokedBy: 'Test User' }]);
    expect(
      await t.deps.db.select().from(contactPreferences).where(eq(contactPreferences.debtAccountId, a.id)),
    ).toHaveLength(1);
  });

  it.each([
    [{ kind: 'nonsense' }, 'Please choose what to record'],
    [{}, 'Please choose what to record'],
    [{ kind: 'sms_consent', phone: '555-0123' }, COMPLIANCE_RECORD_MESSAGES.phoneDigits],
    [{ kind: 'cease', note: 'x'.repeat(1001) }, undefined],
  ])('answers 400 to %o and records nothing', async (body, message) => {
    const a = await t.account();
    const res = await t.request('POST', prefsUrl(a.id), 'staff', body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(
      await t.deps.db.select().from(contactPreferences).where(eq(contactPreferences.debtAccountId, a.id)),
    ).toHaveLength(0);
  });

  it('404 for an unknown account or a preference of another account', async () => {
    const a = await t.account();
    const b = await t.account();
    expect((await t.request('POST', prefsUrl(999999), 'staff', { kind: 'cease' })).statusCode).toBe(404);
    const pref = (await t.request('POST', prefsUrl(a.id), 'staff', { kind: 'cease' })).json();
    const res = await t.request('DELETE', `${prefsUrl(b.id)}/${pref.id}`, 'admin', { reason: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: COMPLIANCE_RECORD_MESSAGES.preferenceNotFound });
    expect((await t.request('DELETE', `${prefsUrl(a.id)}/abc`, 'staff', { reason: 'x' })).statusCode).toBe(
      400,
    );
  });

  it.each([
    ['collector', 403],
    ['debtor', 403],
    [null, 401],
  ] as [Role | null, number][])(
    '%s: %i on every compliance route, nothing recorded',
    async (role, status) => {
      const a = await t.account();
      const pref = (await t.request('POST', prefsUrl(a.id), 'staff', { kind: 'opt_out_call' })).json();
      expect((await t.request('POST', prefsUrl(a.id), role, { kind: 'cease' })).statusCode).toBe(status);
      expect((await t.request('GET', prefsUrl(a.id), role)).statusCode).toBe(status);
      const lift = { reason: 'Lifted' };
      expect((await t.request('DELETE', `${prefsUrl(a.id)}/${pref.id}`, role, lift)).statusCode).toBe(status);
      const notice = { sentOn: '2026-02-02', method: 'mail' };
      expect((await t.request('POST', noticeUrl(a.id), role, notice)).statusCode).toBe(status);
      expect((await t.request('GET', '/api/admin/compliance', role)).statusCode).toBe(status);
      expect((await t.request('GET', '/api/admin/compliance/export?format=csv', role)).statusCode).toBe(
        status,
      );
      const rows = await t.deps.db
        .select()
        .from(contactPreferences)
        .where(eq(contactPreferences.debtAccountId, a.id));
      expect(rows.map((r) => [r.kind, r.revokedAt])).toEqual([['opt_out_call', null]]);
      expect(
        await t.deps.db.select().from(validationNotices).where(eq(validationNotices.debtAccountId, a.id)),
      ).toHaveLength(0);
    },
  );
});

describe('POST /api/debtors/:id/compliance/validation-notice', () => {
  it('records the date and answers the validation period (assumed receipt skips weekends)', async () => {
    const a = await placedAccount();
    // Sent Wednesday 25 Feb 2026: 5 business days later is Wednesday 4 March; +30 days is 3 April.
    const res = await t.request('POST', noticeUrl(a.id), 'admin', { sentOn: '2026-02-25', method: 'email' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sentOn: '2026-02-25',
      receivedOn: '2026-03-04',
      endsOn: '2026-04-03',
      open: true,
    });
    const [row] = await t.deps.db
      .select()
      .from(validationNotices)
      .where(eq(validationNotices.debtAccountId, a.id));
    expect(row).toMatchObject({ sentOn: '2026-02-25', method: 'email', recordedByUserId: t.users.admin.id });
    const [audit] = await t.deps.db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, a.id));
    expect(audit).toMatchObject({
      field: 'validation_notice_sent_on',
      newValue: '2026-02-25',
      userId: t.users.admin.id,
    });
  });

  it.each([
    [{ sentOn: '2026-03-03', method: 'mail' }, COMPLIANCE_RECORD_MESSAGES.futureDate],
    [{ sentOn: '2026-02-30', method: 'mail' }, COMPLIANCE_RECORD_MESSAGES.invalidDate],
    [{ sentOn: '02/03/2026', method: 'mail' }, 'Please enter the date the validation notice was sent'],
    [{ method: 'mail' }, 'Please enter the date the validation notice was sent'],
    [{ sentOn: '2026-02-03', method: 'fax' }, 'Please choose mail or e-mail'],
  ])('answers 400 to %o and records nothing', async (body, message) => {
    const a = await placedAccount();
    const res = await t.request('POST', noticeUrl(a.id), 'staff', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(
      await t.deps.db.select().from(validationNotices).where(eq(validationNotices.debtAccountId, a.id)),
    ).toHaveLength(0);
  });

  it('today (US Eastern) is not the future', async () => {
    const a = await placedAccount();
    expect(
      (await t.request('POST', noticeUrl(a.id), 'staff', { sentOn: '2026-03-02', method: 'mail' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /api/debtors/:id compliance snapshot', () => {
  it('is built live from the facts, answers every field, and records no attempt', async () => {
    const a = await placedAccount();
    const clear = (await t.request('GET', `/api/debtors/${a.id}`, 'staff')).json().compliance;
    expect(complianceSnapshotSchema.parse(clear)).toEqual(clear);
    expect(clear).toEqual({
      openDispute: false,
      smsOptedOut: false,
      doNotCall: false,
      lastContactAt: null,
      callsLast7Days: 0,
      nextCallAllowedAt: null,
      localTimes: [{ timeZone: 'America/New_York', localTime: '10:00 AM' }],
      optOuts: { call: false, sms: false, email: false },
      smsConsent: false,
      cease: false,
      disputeHold: false,
      validation: null,
      // Nothing has reached the consumer yet: the next message carries the full form (decision 0097).
      disclosure: 'initial',
      channels: {
        call: { allowed: true, rule: null, message: null, opensAt: null },
        sms: { allowed: false, rule: 'sms_consent', message: COMPLIANCE_MESSAGES.sms_consent, opensAt: null },
        email: { allowed: true, rule: null, message: null, opensAt: null },
      },
    });

    await t.request('POST', prefsUrl(a.id), 'staff', { kind: 'sms_consent', phone: a.primaryPhone });
    await t.request('POST', prefsUrl(a.id), 'staff', { kind: 'opt_out_email' });
    await t.request('POST', noticeUrl(a.id), 'staff', { sentOn: '2025-11-03', method: 'mail' });
    expect((await t.dial(a)).statusCode).toBe(200);
    const after = (await t.request('GET', `/api/debtors/${a.id}`, 'staff')).json().compliance;
    expect(after).toMatchObject({
      callsLast7Days: 1,
      optOuts: { call: false, sms: false, email: true },
      smsConsent: true,
      validation: { sentOn: '2025-11-03', open: false },
      // A notice sent by post is a communication: the next message carries the short form.
      disclosure: 'subsequent',
      channels: {
        call: { allowed: true },
        sms: { allowed: true },
        email: { allowed: false, rule: 'channel_opt_out' },
      },
    });
    expect(after.lastContactAt).not.toBeNull();
    const attempts = await t.deps.db
      .select()
      .from(contactAttempts)
      .where(eq(contactAttempts.debtAccountId, a.id));
    expect(attempts).toHaveLength(1); // the call only: reading the snapshot records nothing
  });

  it('shows candidate zones and local times when state, ZIP and area code disagree', async () => {
    await t.licenseStates(['CA']); // California requires a collection licence (decision 0106)
    const a = await t.account({ state: 'CA', zipCode: '90012', primaryPhone: '2125550100' });
    const snapshot = (await t.request('GET', `/api/debtors/${a.id}`, 'staff')).json().compliance;
    expect(snapshot.localTimes).toEqual(
      expect.arrayContaining([
        { timeZone: 'America/Los_Angeles', localTime: '7:00 AM' },
        { timeZone: 'America/New_York', localTime: '10:00 AM' },
      ]),
    );
    // 7:00 AM in Los Angeles: calling hours have not begun everywhere.
    expect(snapshot.channels.call).toMatchObject({ allowed: false, rule: 'inconvenient_time' });
    expect(snapshot.nextCallAllowedAt).toBe('2026-03-02T16:00:00.000Z');
  });
});
