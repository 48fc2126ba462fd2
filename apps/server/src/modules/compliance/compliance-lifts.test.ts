import { PREFERENCE_LIFT_MESSAGES, type Role } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { contactEvents, contactPreferences, debtAccounts, validationNotices } from '../../db/schema';

/**
 * Decision 0088, as an attacker tries it: a collector (on an account assigned to them, so the route
 * lets them in) or staff lifting the consumer's cease or opt-out, an admin without a reason,
 * re-recording a consent the consumer withdrew, backdating a validation notice.
 */
let t: ComplianceTestApp;
beforeAll(async () => {
  t = await buildComplianceTestApp();
});
afterAll(async () => t.close());

const prefsUrl = (id: number) => `/api/debtors/${id}/compliance/preferences`;
const noticeUrl = (id: number) => `/api/debtors/${id}/compliance/validation-notice`;
/** Placed 2 June 2025; the test clock's today is Monday 2 March 2026. */
const PLACED = '2025-06-02';
const TODAY = '2026-03-02';

async function collectorsAccount() {
  const a = await t.account({ createdAt: new Date(`${PLACED}T15:00:00Z`) });
  await t.deps.db
    .update(debtAccounts)
    .set({ assignedUserId: t.users.collector.id })
    .where(eq(debtAccounts.id, a.id));
  return a;
}

/** A preference as another channel recorded it (the STOP reply, the chat, the unsubscribe link). */
async function preferenceFrom(accountId: number, kind: string, source: string, phone: string | null = null) {
  const [row] = await t.deps.db
    .insert(contactPreferences)
    .values({ debtAccountId: accountId, kind, source, phone, note: `Recorded by ${source}` })
    .returning();
  return row;
}

const rowOf = async (id: number) =>
  (await t.deps.db.select().from(contactPreferences).where(eq(contactPreferences.id, id)))[0];

async function securityEvents(eventType: string, userId: number) {
  const res = await t.request('POST', '/api/security/search', 'admin', { eventType, userId });
  expect(res.statusCode).toBe(200);
  return res.json().events as { eventType: string; eventDescription: string; riskLevel: string }[];
}

describe('DELETE /api/debtors/:id/compliance/preferences/:prefId: the consumer’s choices', () => {
  it.each([
    ['cease', 'agent'],
    ['cease', 'chat'],
    ['opt_out_call', 'agent'],
    ['opt_out_sms', 'sms_stop'],
    ['opt_out_email', 'email_unsubscribe'],
    ['opt_out_call', 'written_request'],
  ])('%s from %s: a collector and staff get 403 and nothing changes', async (kind, source) => {
    const a = await collectorsAccount();
    const pref = await preferenceFrom(a.id, kind, source, kind === 'opt_out_sms' ? a.primaryPhone : null);
    for (const role of ['collector', 'staff'] as Role[]) {
      const res = await t.request('DELETE', `${prefsUrl(a.id)}/${pref.id}`, role, {
        reason: 'The consumer said on the phone we may call again',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: PREFERENCE_LIFT_MESSAGES.consumerChoice });
    }
    expect(await rowOf(pref.id)).toMatchObject({ revokedAt: null, revokedByUserId: null });
    const refused = await securityEvents('contact_preference_lift_denied', t.users.collector.id);
    expect(refused.some((e) => e.eventDescription.includes(`account ${a.id}`))).toBe(true);
  });

  it('a collector’s lift of a cease leaves the block: the next call is still refused', async () => {
    const a = await collectorsAccount();
    const cease = (await t.request('POST', prefsUrl(a.id), 'collector', { kind: 'cease' })).json();
    const res = await t.request('DELETE', `${prefsUrl(a.id)}/${cease.id}`, 'collector', { reason: 'x' });
    expect(res.statusCode).toBe(403);
    const call = await t.dial(a);
    expect(call.statusCode).toBe(409);
    expect(call.json().rule).toBe('cease_communication');
  });

  it.each([
    [undefined],
    [{}],
    [{ reason: '' }],
    [{ reason: '   ' }],
    [{ reason: 42 }],
    [{ reason: 'x'.repeat(501) }],
  ])('an admin without a reason (%o): 400, nothing lifted', async (body) => {
    const a = await collectorsAccount();
    const pref = await preferenceFrom(a.id, 'cease', 'chat');
    const res = await t.request('DELETE', `${prefsUrl(a.id)}/${pref.id}`, 'admin', body);
    expect(res.statusCode).toBe(400);
    if (body === undefined || !('reason' in body) || body.reason === '' || body.reason === '   ')
      expect(res.json().message).toBe(PREFERENCE_LIFT_MESSAGES.reasonRequired);
    expect((await rowOf(pref.id)).revokedAt).toBeNull();
  });

  it('an admin with a reason lifts it: the reason is on the timeline and a security event on the dashboard', async () => {
    const a = await collectorsAccount();
    const pref = await preferenceFrom(a.id, 'cease', 'chat');
    expect((await t.dial(a)).statusCode).toBe(409);
    const reason = 'Written request of 1 March 2026 withdrawing the cease (letter in documents)';
    const res = await t.request('DELETE', `${prefsUrl(a.id)}/${pref.id}`, 'admin', { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pref.id, revokedAt: expect.any(String), revokedBy: 'Test User' });
    const lines = await t.deps.db.select().from(contactEvents).where(eq(contactEvents.debtAccountId, a.id));
    expect(lines.some((l) => l.message === `Cease communication revoked. Reason: ${reason}`)).toBe(true);

    const dashboard = (await t.request('GET', '/api/security/dashboard', 'admin')).json();
    const shown = dashboard.recentEvents.find(
      (e: { eventType: string; eventDescription: string }) =>
        e.eventType === 'contact_preference_lifted' && e.eventDescription.includes(`account ${a.id}`),
    );
    expect(shown).toMatchObject({ userId: t.users.admin.id, userRole: 'admin', riskLevel: 'MEDIUM' });
    expect(shown.eventDescription).toContain(reason);
    expect((await t.dial(a)).statusCode).toBe(200);
  });

  it('a wrong-person stop: staff lift it with a reason (a low-risk event), a collector cannot', async () => {
    const a = await collectorsAccount();
    const pref = await preferenceFrom(a.id, 'opt_out_call', 'chat_wrong_party', a.primaryPhone);
    const denied = await t.request('DELETE', `${prefsUrl(a.id)}/${pref.id}`, 'collector', { reason: 'x' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: PREFERENCE_LIFT_MESSAGES.wrongPartyStop });
    const res = await t.request('DELETE', `${prefsUrl(a.id)}/${pref.id}`, 'staff', {
      reason: 'The debtor confirmed this is their number',
    });
    expect(res.statusCode).toBe(200);
    const events = await securityEvents('contact_preference_lifted', t.users.staff.id);
    expect(events.find((e) => e.eventDescription.includes(`account ${a.id}`))).toMatchObject({
      riskLevel: 'LOW',
    });
  });

  it('withdrawing a consent to texts lowers contact: a collector may, with a reason, and it is no security event', async () => {
    const a = await collectorsAccount();
    const consent = (
      await t.request('POST', prefsUrl(a.id), 'collector', { kind: 'sms_consent', phone: a.primaryPhone })
    ).json();
    expect((await t.request('DELETE', `${prefsUrl(a.id)}/${consent.id}`, 'collector', {})).statusCode).toBe(
      400,
    );
    const res = await t.request('DELETE', `${prefsUrl(a.id)}/${consent.id}`, 'collector', {
      reason: 'The consumer asked us to stop texting',
    });
    expect(res.statusCode).toBe(200);
    const events = await securityEvents('contact_preference_lifted', t.users.collector.id);
    expect(events.some((e) => e.eventDescription.includes(`account ${a.id}`))).toBe(false);
  });
});

describe('POST /api/debtors/:id/compliance/preferences: a consent the consumer withdrew', () => {
  it('only an admin records it again, with the reason in the note; collectors and staff get 403', async () => {
    const a = await collectorsAccount();
    const phone = a.primaryPhone as string;
    const first = (await t.request('POST', prefsUrl(a.id), 'staff', { kind: 'sms_consent', phone })).json();
    await t.request('DELETE', `${prefsUrl(a.id)}/${first.id}`, 'staff', { reason: 'Consumer withdrew it' });
    for (const role of ['collector', 'staff'] as Role[]) {
      const res = await t.request('POST', prefsUrl(a.id), role, { kind: 'sms_consent', phone, note: 'ok' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: PREFERENCE_LIFT_MESSAGES.consentRevoked });
    }
    const noNote = await t.request('POST', prefsUrl(a.id), 'admin', { kind: 'sms_consent', phone });
    expect(noNote.statusCode).toBe(400);
    const live = () =>
      t.deps.db
        .select()
        .from(contactPreferences)
        .where(and(eq(contactPreferences.debtAccountId, a.id), eq(contactPreferences.kind, 'sms_consent')));
    expect((await live()).filter((p) => p.revokedAt === null)).toHaveLength(0);
    const ok = await t.request('POST', prefsUrl(a.id), 'admin', {
      kind: 'sms_consent',
      phone,
      note: 'Recorded call of 1 March 2026, approved by the supervisor',
    });
    expect(ok.statusCode).toBe(200);
    const events = await securityEvents('contact_preference_lifted', t.users.admin.id);
    expect(events.some((e) => e.eventDescription.includes(`account ${a.id}`))).toBe(true);
    // Consent for another number was never withdrawn: a collector records it as before.
    const other = await t.request('POST', prefsUrl(a.id), 'collector', {
      kind: 'sms_consent',
      phone: '6095559876',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /api/debtors/:id/compliance/validation-notice: no backdating', () => {
  const notices = (accountId: number) =>
    t.deps.db.select().from(validationNotices).where(eq(validationNotices.debtAccountId, accountId));

  it('a collector records only today', async () => {
    const a = await collectorsAccount();
    for (const sentOn of ['2026-03-01', '2026-02-02', PLACED]) {
      const res = await t.request('POST', noticeUrl(a.id), 'collector', { sentOn, method: 'mail' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PREFERENCE_LIFT_MESSAGES.collectorNoticeDate });
    }
    expect(await notices(a.id)).toHaveLength(0);
    const today = await t.request('POST', noticeUrl(a.id), 'collector', { sentOn: TODAY, method: 'mail' });
    expect(today.statusCode).toBe(200);
    expect(await notices(a.id)).toMatchObject([{ sentOn: TODAY, recordedByUserId: t.users.collector.id }]);
  });

  it.each(['staff', 'admin'] as Role[])(
    '%s records a past date from the placement on, not before it',
    async (role) => {
      const a = await collectorsAccount();
      const before = await t.request('POST', noticeUrl(a.id), role, { sentOn: '2025-06-01', method: 'mail' });
      expect(before.statusCode).toBe(400);
      expect(before.json()).toEqual({
        message: PREFERENCE_LIFT_MESSAGES.beforePlacement.replace('{date}', PLACED),
      });
      expect(await notices(a.id)).toHaveLength(0);
      const onPlacement = await t.request('POST', noticeUrl(a.id), role, { sentOn: PLACED, method: 'mail' });
      expect(onPlacement.statusCode).toBe(200);
    },
  );
});
