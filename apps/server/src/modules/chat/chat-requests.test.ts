import { CHAT_MESSAGES, COMPLIANCE_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPost, newChatDebtor, newIp, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { contactEvents, contactPreferences } from '../../db/schema';
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

describe('POST /api/chat/wrong-party (decision 0048)', () => {
  it('stops calls and texts to that number only, puts a line on the timeline and the account in the work queue', async () => {
    const reported = newPhone();
    const other = newPhone();
    const account = await t.account({ primaryPhone: reported, alternatePhone: other });
    const res = await chatPost(
      t,
      '/api/chat/wrong-party',
      { phone: `(${reported.slice(0, 3)}) ${reported.slice(3, 6)}-${reported.slice(6)}` },
      undefined,
      newIp(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const prefs = await prefsOf(account.id);
    expect(prefs.map((p) => [p.kind, p.phone, p.source]).sort()).toEqual([
      ['opt_out_call', reported, 'chat_wrong_party'],
      ['opt_out_sms', reported, 'chat_wrong_party'],
    ]);
    const [line] = (await timelineOf(account.id)).filter((l) =>
      l.message?.startsWith('Wrong person reported'),
    );
    expect(line.message).toContain('Please review the number');
    const call = await t.dial(account, reported);
    expect(call.statusCode).toBe(409);
    expect(call.json().rule).toBe('channel_opt_out');
    const sms = await t.text(account, 'Please call us back.', reported);
    expect(sms.statusCode).toBe(409);
    // The account's other number can still be called.
    expect((await t.dial(account, other)).statusCode).toBe(200);

    const queue = await t.request('GET', '/api/admin/contact-center/my-queue', 'staff');
    expect(queue.statusCode).toBe(200);
    const { ready, waiting } = queue.json() as { ready: QueueItem[]; waiting: QueueItem[] };
    const item = [...ready, ...waiting].find((i) => i.accountId === account.id);
    expect(item?.reasons[0]).toMatchObject({ code: 'wrong_party', label: 'Wrong person reported' });
  });

  it('answers alike for a number on no account, refuses a bad number, and is throttled per IP', async () => {
    const ip = newIp();
    const unknown = await chatPost(t, '/api/chat/wrong-party', { phone: '2015550000' }, undefined, ip);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
    const bad = await chatPost(t, '/api/chat/wrong-party', { phone: '555-0100' }, undefined, ip);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CHAT_MESSAGES.wrongPartyInvalid);
    for (let i = 1; i < WRONG_PARTY_LIMIT.maxPerIp; i += 1) {
      expect(
        (await chatPost(t, '/api/chat/wrong-party', { phone: '2015550000' }, undefined, ip)).statusCode,
      ).toBe(200);
    }
    expect(
      (await chatPost(t, '/api/chat/wrong-party', { phone: '2015550000' }, undefined, ip)).statusCode,
    ).toBe(429);
  });

  it('staff revoking the opt-out (the number was the debtor’s after all) takes the account out of review', async () => {
    const reported = newPhone();
    const account = await t.account({ primaryPhone: reported });
    await chatPost(t, '/api/chat/wrong-party', { phone: reported }, undefined, newIp());
    const prefs = await prefsOf(account.id);
    await t.deps.db
      .update(contactPreferences)
      .set({ revokedAt: new Date() })
      .where(and(eq(contactPreferences.debtAccountId, account.id)));
    expect(prefs).toHaveLength(2);
    const queue = (await t.request('GET', '/api/admin/contact-center/my-queue', 'staff')).json() as {
      ready: QueueItem[];
      waiting: QueueItem[];
    };
    const item = [...queue.ready, ...queue.waiting].find((i) => i.accountId === account.id);
    expect(item?.reasons.some((r) => r.code === 'wrong_party') ?? false).toBe(false);
    expect((await t.dial(account, reported)).statusCode).toBe(200);
  });
});

interface QueueItem {
  accountId: number;
  reasons: { code: string; label: string }[];
}
