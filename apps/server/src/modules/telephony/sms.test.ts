import {
  COMPLIANCE_MESSAGES,
  DEBT_COLLECTOR_DISCLOSURE,
  CONTACT_CENTER_MESSAGES as M,
  smsHistoryItemSchema,
} from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTelephonyTestApp,
  type TelephonyTestApp,
} from '../../../test/kits/telephony/telephony-test-kit';
import { smsMessages, smsOptOuts } from '../../db/schema';
import {
  SIMULATOR_TEST_NUMBERS,
  type SimulatorTelephony,
} from '../../providers/telephony/simulator-telephony';
import { sendSmsToDebtor } from './sms.service';

let t: TelephonyTestApp;
beforeAll(async () => {
  t = await buildTelephonyTestApp();
  // Texts need recorded consent (decision 0024): the consumers agreed to texts at the numbers used here.
  for (const phone of ['2155550123', '2155550130', SIMULATOR_TEST_NUMBERS.smsFails]) {
    await t.consentToTexts(t.account.id, phone);
  }
  await t.consentToTexts(t.otherAccount.id, '6095550155');
});
const FOOTER = COMPLIANCE_MESSAGES.smsOptOutFooter;
afterAll(async () => t.close());

const sendUrl = (id = t.account.id) => `/api/debtors/${id}/send-sms`;
const rowsTo = (to: string) => t.deps.db.select().from(smsMessages).where(eq(smsMessages.toNumber, to));

describe('POST /api/debtors/:id/send-sms', () => {
  it('sends through the simulator with the disclosure and the opt-out line, stores it, puts it on the timeline and answers { success, id, status }', async () => {
    const res = await t.post(sendUrl(), { message: ' Please call us back. ', phoneNumber: '(215) 555-0123' });
    expect(res.statusCode).toBe(200);
    // The account's first communication: the full disclosure, before the opt-out line (decision 0097).
    const sent = `Please call us back. ${DEBT_COLLECTOR_DISCLOSURE.en.initial} ${FOOTER}`;
    const body = res.json();
    expect(body).toEqual({ success: true, id: expect.any(Number), status: 'sent' });
    const [row] = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.id, body.id));
    expect(row).toMatchObject({
      debtAccountId: t.account.id,
      userId: t.users.staff.id,
      direction: 'outbound',
      toNumber: '2155550123',
      body: sent,
      status: 'sent',
    });
    expect(row.sentAt?.getTime()).toBe(t.clock.nowMs);
    expect((t.deps.telephony as SimulatorTelephony).sentSms.at(-1)).toMatchObject({
      to: '+12155550123',
      body: sent,
    });
    expect((await t.timeline(t.account.id))[0]).toMatchObject({
      channel: 'SMS',
      userId: t.users.staff.id,
      message: sent,
    });
  });

  it('does not add the opt-out line twice; the short disclosure goes before it on a later text', async () => {
    const res = await t.post(sendUrl(), {
      message: 'Call us. reply stop to opt out.',
      phoneNumber: '2155550123',
    });
    expect(res.statusCode).toBe(200);
    expect((t.deps.telephony as SimulatorTelephony).sentSms.at(-1)?.body).toBe(
      `Call us. ${DEBT_COLLECTOR_DISCLOSURE.en.subsequent} reply stop to opt out.`,
    );
  });

  it.each([
    [{ message: '', phoneNumber: '2155550123' }, M.emptyMessage],
    [{ message: '   ', phoneNumber: '2155550123' }, M.emptyMessage],
    [{ phoneNumber: '2155550123' }, M.emptyMessage],
    [{ message: 'Hi' }, M.noPhone],
    [{ message: 'Hi', phoneNumber: '' }, 'Enter a 10-digit phone number'],
    [{ message: 'Hi', phoneNumber: '555-0123' }, 'Enter a 10-digit phone number'],
  ])('answers 400 to %o and sends nothing', async (body, message) => {
    const before = (await t.deps.db.select().from(smsMessages)).length;
    const res = await t.post(sendUrl(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.deps.db.select().from(smsMessages)).toHaveLength(before);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await t.post(sendUrl(999999), { message: 'Hi', phoneNumber: '2155550123' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a number that opted out (kept as refused, with the rule), and sends again after START', async () => {
    await t.deps.db.insert(smsOptOuts).values({ phoneNumber: '2155550130' });
    const res = await t.post(sendUrl(), { message: 'Hello', phoneNumber: '215-555-0130' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      allowed: false,
      rule: 'channel_opt_out',
      message: COMPLIANCE_MESSAGES.channel_opt_out,
      opensAt: null,
    });
    expect(await rowsTo('2155550130')).toMatchObject([
      { status: 'refused', sentAt: null, errorMessage: COMPLIANCE_MESSAGES.channel_opt_out },
    ]);
    expect((t.deps.telephony as SimulatorTelephony).sentSms.some((s) => s.to === '+12155550130')).toBe(false);
    await t.deps.db.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, '2155550130'));
    expect((await t.post(sendUrl(), { message: 'Hello', phoneNumber: '2155550130' })).statusCode).toBe(200);
  });

  it('a text the provider fails: 502 with the spec text (the reason is kept, not answered), not on the timeline', async () => {
    const before = (await t.timeline(t.account.id)).length;
    const res = await t.post(sendUrl(), { message: 'Hi', phoneNumber: SIMULATOR_TEST_NUMBERS.smsFails });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: M.smsFailed.description });
    expect(await rowsTo(SIMULATOR_TEST_NUMBERS.smsFails)).toMatchObject([
      { status: 'failed', errorMessage: 'Unreachable destination' },
    ]);
    expect(await t.timeline(t.account.id)).toHaveLength(before);
  });

  it('is for admin and staff only', async () => {
    const body = { message: 'Hi', phoneNumber: '2155550123' };
    expect((await t.post(sendUrl(), body, 'admin')).statusCode).toBe(200);
    expect((await t.post(sendUrl(), body, 'collector')).statusCode).toBe(403);
    expect((await t.post(sendUrl(), body, 'debtor')).statusCode).toBe(403);
    expect((await t.post(sendUrl(), body, null)).statusCode).toBe(401);
  });
});

describe('GET /api/debtors/:id/sms', () => {
  it("lists the account's texts both ways, newest first, in the history item shape", async () => {
    const [inbound] = await t.deps.db
      .insert(smsMessages)
      .values({
        debtAccountId: t.otherAccount.id,
        direction: 'inbound',
        fromNumber: '6095550155',
        body: 'Who is this?',
        status: 'received',
        receivedAt: new Date(t.clock.nowMs),
      })
      .returning();
    const sent = await sendSmsToDebtor(t.deps, {
      debtAccountId: t.otherAccount.id,
      user: t.users.admin,
      phoneNumber: '6095550155',
      message: 'This is your servicer.',
      log: t.app.log,
    });
    const res = await t.get(`/api/debtors/${t.otherAccount.id}/sms`);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.map((i: { id: number }) => i.id)).toEqual([sent.id, inbound.id]);
    for (const item of items) expect(smsHistoryItemSchema.parse(item)).toEqual(item);
    expect(items[1]).toMatchObject({
      direction: 'inbound',
      body: 'Who is this?',
      status: 'received',
      sentAt: null,
    });
    expect(items[0]).toMatchObject({ direction: 'outbound', status: 'sent', receivedAt: null });
  });

  it('404 for an unknown account; collector 403; signed out 401', async () => {
    expect((await t.get('/api/debtors/999999/sms')).statusCode).toBe(404);
    expect((await t.get('/api/debtors/abc/sms')).statusCode).toBe(404);
    expect((await t.get(`/api/debtors/${t.account.id}/sms`, 'collector')).statusCode).toBe(403);
    expect((await t.get(`/api/debtors/${t.account.id}/sms`, null)).statusCode).toBe(401);
  });
});

describe('sendSmsToDebtor', () => {
  it('checks its input itself (the compose call uses it too)', async () => {
    const base = {
      debtAccountId: t.account.id,
      user: t.users.staff,
      phoneNumber: '2155550123',
      message: 'Hi',
      log: t.app.log,
    };
    await expect(sendSmsToDebtor(t.deps, { ...base, message: ' ' })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(sendSmsToDebtor(t.deps, { ...base, phoneNumber: '' })).rejects.toMatchObject({
      statusCode: 400,
      message: M.noPhone,
    });
    await expect(sendSmsToDebtor(t.deps, { ...base, debtAccountId: 999999 })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await sendSmsToDebtor(t.deps, base)).toEqual({ id: expect.any(Number), status: 'sent' });
  });

  it("logs the provider's reason for a failed text; the caller gets the spec's text only", async () => {
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const failed = sendSmsToDebtor(t.deps, {
      debtAccountId: t.account.id,
      user: t.users.staff,
      phoneNumber: SIMULATOR_TEST_NUMBERS.smsFails,
      message: 'Hi',
      log,
    });
    await expect(failed).rejects.toMatchObject({ statusCode: 502, message: M.smsFailed.description });
    expect(warnings).toEqual([
      [expect.objectContaining({ reason: 'Unreachable destination' }), expect.any(String)],
    ]);
  });
});
