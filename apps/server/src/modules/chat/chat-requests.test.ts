import { CHAT_MESSAGES, COMPLIANCE_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPost, newChatDebtor, newIp, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { contactEvents, contactPreferences, debtAccounts } from '../../db/schema';
import { guardContact } from '../compliance/contact-guard';
import { WRONG_PARTY_LIMIT } from './chat-requests.routes';

let t: ComplianceTestApp;
beforeAll(async () => {
  t = await buildComplianceTestApp();
});
afterAll(async () => {
  await t.close();
  await t.smtp.stop();
});

let phoneSequence = 0;
const newPhone = () => `85655${String(++phoneSequence).padStart(5, '0')}`;
const prefsOf = (accountId: number) =>
  t.deps.db.select().from(contactPreferences).where(eq(contactPreferences.debtAccountId, accountId));
const timelineOf = (accountId: number) =>
  t.deps.db.select().from(contactEvents).where(eq(contactEvents.debtAccountId, accountId));

describe('POST /api/chat/stop-contact (decision 0048)', () => {
  it('records a cease on every verified account, and a staff call is then refused with cease_communication', async () => {
    const debtor = await newChatDebtor(t, [{ primaryPhone: newPhone() }, { primaryPhone: newPhone() }]);
    const [a, b] = debtor.accounts;
    expect((await t.dial(a)).statusCode).toBe(200); // allowed before
    const { cookie } = await verifiedChat(t, debtor);
    const res = await chatPost(t, '/api/chat/stop-contact', { confirmed: true }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, accounts: 2 });
    for (const account of [a, b]) {
      const [pref] = await prefsOf(account.id);
      expect(pref).toMatchObject({ kind: 'cease', source: 'chat', phone: null, revokedAt: null });
      expect(pref.note).toContain('§1006.6(c)');
      const lines = await timelineOf(account.id);
      expect(lines.some((l) => l.message?.startsWith('Cease communication recorded'))).toBe(true);
      const call = await t.dial(account);
      expect(call.statusCode).toBe(409);
      expect(call.json()).toEqual({
        allowed: false,
        rule: 'cease_communication',
        message: COMPLIANCE_MESSAGES.cease_communication,
        opensAt: null,
      });
    }
    expect(t.telephony.callRequests.filter((c) => c.to.endsWith(b.primaryPhone ?? '-'))).toHaveLength(0);
    await expect(
      guardContact(t.deps, { accountId: b.id, channel: 'email', target: null, user: null }),
    ).rejects.toMatchObject({
      statusCode: 409,
      verdict: expect.objectContaining({ rule: 'cease_communication' }),
    });
    // Asked again: nothing new is recorded.
    const again = await chatPost(t, '/api/chat/stop-contact', { confirmed: true }, cookie);
    expect(again.json()).toEqual({ success: true, accounts: 0 });
    expect(await prefsOf(a.id)).toHaveLength(1);
  });

  it('needs a chat session and the confirmation', async () => {
    const debtor = await newChatDebtor(t, [{ primaryPhone: newPhone() }]);
    const none = await chatPost(t, '/api/chat/stop-contact', { confirmed: true });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(CHAT_MESSAGES.sessionRequired);
    const { cookie } = await verifiedChat(t, debtor);
    for (const body of [{}, { confirmed: false }, { confirmed: 'yes' }]) {
      expect((await chatPost(t, '/api/chat/stop-contact', body, cookie)).statusCode).toBe(400);
    }
    expect(await prefsOf(debtor.accounts[0].id)).toHaveLength(0);
  });
});

describe('POST /api/chat/wrong-party (decisions 0048, 0088)', () => {
  const queueItem = async (accountId: number) => {
    const queue = await t.request('GET', '/api/admin/contact-center/my-queue', 'staff');
    expect(queue.statusCode).toBe(200);
    const { ready, waiting } = queue.json() as { ready: QueueItem[]; waiting: QueueItem[] };
    return [...ready, ...waiting].find((i) => i.accountId === accountId);
  };
  const reportsUrl = (accountId: number) => `/api/debtors/${accountId}/compliance/wrong-party-reports`;

  it('from someone who did not verify: stops nothing on any account, and each account holding the number waits for staff', async () => {
    const reported = newPhone();
    const other = newPhone();
    const account = await t.account({ primaryPhone: reported, alternatePhone: other });
    const second = await t.account({ workPhone: reported });
    const res = await chatPost(
      t,
      '/api/chat/wrong-party',
      { phone: `(${reported.slice(0, 3)}) ${reported.slice(3, 6)}-${reported.slice(6)}` },
      undefined,
      newIp(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, stopped: false });
    for (const a of [account, second]) {
      const prefs = await prefsOf(a.id);
      // No opt-out: only the report to review, which the contact guard does not read.
      expect(prefs.map((p) => [p.kind, p.phone, p.source, p.revokedAt])).toEqual([
        ['wrong_party_review', reported, 'chat_wrong_party', null],
      ]);
      const [line] = (await timelineOf(a.id)).filter((l) => l.message?.startsWith('Wrong person reported'));
      expect(line.message).toContain('by someone who did not verify: nothing is stopped');
      const item = await queueItem(a.id);
      expect(item?.reasons[0]).toMatchObject({ code: 'wrong_party', label: 'Wrong person reported' });
      expect(item?.reasons[0].detail).toContain('not verified: nothing is stopped');
    }
    expect((await t.dial(account, reported)).statusCode).toBe(200);
    // The workspace's preferences list shows no report; the back office's review list does.
    const listed = await t.request('GET', `/api/debtors/${account.id}/compliance/preferences`, 'staff');
    expect(listed.json()).toEqual([]);
    const reports = await t.request('GET', reportsUrl(account.id), 'staff');
    expect(reports.json()).toEqual([
      { id: expect.any(Number), phone: reported, note: expect.any(String), createdAt: expect.any(String) },
    ]);
    // Reported again: still one report per account and number.
    await chatPost(t, '/api/chat/wrong-party', { phone: reported }, undefined, newIp());
    expect(await prefsOf(account.id)).toHaveLength(1);
  });

  it('staff decide: "stop" stops calls and texts to that number on that account only; "keep" leaves it callable', async () => {
    const reported = newPhone();
    const other = newPhone();
    const account = await t.account({ primaryPhone: reported, alternatePhone: other });
    const second = await t.account({ primaryPhone: reported });
    await chatPost(t, '/api/chat/wrong-party', { phone: reported }, undefined, newIp());
    const [report] = (await t.request('GET', reportsUrl(account.id), 'staff')).json();
    // A collector cannot decide, even on an account assigned to them.
    await t.deps.db
      .update(debtAccounts)
      .set({ assignedUserId: t.users.collector.id })
      .where(eq(debtAccounts.id, account.id));
    const byCollector = await t.request('POST', `${reportsUrl(account.id)}/${report.id}`, 'collector', {
      action: 'stop',
    });
    expect(byCollector.statusCode).toBe(403);
    expect(
      (await t.request('POST', `${reportsUrl(account.id)}/${report.id}`, 'staff', { action: 'erase' }))
        .statusCode,
    ).toBe(400);
    // Another account's report id is not this account's.
    expect(
      (await t.request('POST', `${reportsUrl(second.id)}/${report.id}`, 'staff', { action: 'stop' }))
        .statusCode,
    ).toBe(404);

    const stop = await t.request('POST', `${reportsUrl(account.id)}/${report.id}`, 'staff', {
      action: 'stop',
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual([]);
    const live = (await prefsOf(account.id)).filter((p) => p.revokedAt === null);
    expect(live.map((p) => [p.kind, p.phone, p.source, p.recordedByUserId]).sort()).toEqual([
      ['opt_out_call', reported, 'chat_wrong_party', t.users.staff.id],
      ['opt_out_sms', reported, 'chat_wrong_party', t.users.staff.id],
    ]);
    const call = await t.dial(account, reported);
    expect(call.statusCode).toBe(409);
    expect(call.json().rule).toBe('channel_opt_out');
    expect((await t.text(account, 'Please call us back.', reported)).statusCode).toBe(409);
    expect((await t.dial(account, other)).statusCode).toBe(200);
    const again = await t.request('POST', `${reportsUrl(account.id)}/${report.id}`, 'staff', {
      action: 'keep',
    });
    expect(again.statusCode).toBe(409);

    // The second account: staff keep the number (it is the debtor's). Nothing stops; the queue lets go.
    const [secondReport] = (await t.request('GET', reportsUrl(second.id), 'admin')).json();
    const keep = await t.request('POST', `${reportsUrl(second.id)}/${secondReport.id}`, 'admin', {
      action: 'keep',
    });
    expect(keep.statusCode).toBe(200);
    expect((await queueItem(second.id))?.reasons.some((r) => r.code === 'wrong_party') ?? false).toBe(false);
    expect((await t.dial(second, reported)).statusCode).toBe(200);
  });

  it('from a verified chat: stops contact only for the session’s own account and that number; others holding it wait for review', async () => {
    const reported = newPhone();
    const kept = newPhone();
    const debtor = await newChatDebtor(t, [
      { primaryPhone: reported, alternatePhone: kept },
      { primaryPhone: newPhone() },
    ]);
    const [own, ownOther] = debtor.accounts;
    const stranger = await t.account({ primaryPhone: reported });
    const { cookie, ip } = await verifiedChat(t, debtor);
    const res = await chatPost(t, '/api/chat/wrong-party', { phone: reported }, cookie, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, stopped: true });
    const prefs = await prefsOf(own.id);
    expect(prefs.map((p) => [p.kind, p.phone, p.source]).sort()).toEqual([
      ['opt_out_call', reported, 'chat_wrong_party'],
      ['opt_out_sms', reported, 'chat_wrong_party'],
    ]);
    const [line] = (await timelineOf(own.id)).filter((l) => l.message?.startsWith('Wrong person reported'));
    expect(line.message).toContain('by the verified consumer: calls and texts to this number are stopped');
    expect((await t.dial(own, reported)).statusCode).toBe(409);
    expect((await t.dial(own, kept)).statusCode).toBe(200);
    // The session's other account does not hold the number: nothing recorded there.
    expect(await prefsOf(ownOther.id)).toHaveLength(0);
    // Someone else's account with the same number: not proven by this session, so only a review.
    expect((await prefsOf(stranger.id)).map((p) => p.kind)).toEqual(['wrong_party_review']);
    expect((await t.dial(stranger, reported)).statusCode).toBe(200);
    const item = await queueItem(own.id);
    expect(item?.reasons[0]).toMatchObject({ code: 'wrong_party', label: 'Wrong person reported' });

    // A number on none of the session's accounts stops nothing.
    const elsewhere = await chatPost(t, '/api/chat/wrong-party', { phone: newPhone() }, cookie, ip);
    expect(elsewhere.json()).toEqual({ success: true, stopped: false });
  });

  it('answers alike for a number on no account and one on an account, refuses a bad number, and is throttled per IP', async () => {
    const ip = newIp();
    const held = newPhone();
    await t.account({ primaryPhone: held });
    const unknown = await chatPost(t, '/api/chat/wrong-party', { phone: '2015550000' }, undefined, ip);
    const known = await chatPost(t, '/api/chat/wrong-party', { phone: held }, undefined, ip);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ success: true, stopped: false });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const bad = await chatPost(t, '/api/chat/wrong-party', { phone: '555-0100' }, undefined, ip);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CHAT_MESSAGES.wrongPartyInvalid);
    for (let i = 2; i < WRONG_PARTY_LIMIT.maxPerIp; i += 1) {
      expect(
        (await chatPost(t, '/api/chat/wrong-party', { phone: '2015550000' }, undefined, ip)).statusCode,
      ).toBe(200);
    }
    expect(
      (await chatPost(t, '/api/chat/wrong-party', { phone: '2015550000' }, undefined, ip)).statusCode,
    ).toBe(429);
  });

  it('staff lifting a verified report’s stop (the number was the debtor’s after all) takes the account out of review', async () => {
    const reported = newPhone();
    const debtor = await newChatDebtor(t, [{ primaryPhone: reported }]);
    const [account] = debtor.accounts;
    const { cookie, ip } = await verifiedChat(t, debtor);
    await chatPost(t, '/api/chat/wrong-party', { phone: reported }, cookie, ip);
    const prefs = await prefsOf(account.id);
    expect(prefs).toHaveLength(2);
    for (const pref of prefs) {
      const res = await t.request(
        'DELETE',
        `/api/debtors/${account.id}/compliance/preferences/${pref.id}`,
        'staff',
        {
          reason: 'The debtor confirmed on the phone the number is theirs',
        },
      );
      expect(res.statusCode).toBe(200);
    }
    expect((await queueItem(account.id))?.reasons.some((r) => r.code === 'wrong_party') ?? false).toBe(false);
    expect((await t.dial(account, reported)).statusCode).toBe(200);
  });
});

interface QueueItem {
  accountId: number;
  reasons: { code: string; label: string; detail?: string }[];
}
