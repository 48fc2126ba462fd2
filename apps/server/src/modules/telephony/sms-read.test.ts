import { smsHistoryItemSchema } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTelephonyTestApp,
  type TelephonyTestApp,
} from '../../../test/kits/telephony/telephony-test-kit';
import { smsMessages } from '../../db/schema';

let t: TelephonyTestApp;
beforeAll(async () => {
  t = await buildTelephonyTestApp();
});
afterAll(async () => t.close());

type SmsRow = typeof smsMessages.$inferInsert;

/** A text stored as the webhook or the send path would keep it. */
async function store(row: Partial<SmsRow> & Pick<SmsRow, 'debtAccountId' | 'direction' | 'body' | 'status'>) {
  const [stored] = await t.deps.db
    .insert(smsMessages)
    .values({ receivedAt: row.direction === 'inbound' ? new Date(t.clock.nowMs) : null, ...row })
    .returning();
  return stored;
}
const inbound = (debtAccountId: number, body: string) =>
  store({ debtAccountId, direction: 'inbound', body, status: 'received', fromNumber: '2155550123' });
const rowOf = async (id: number) =>
  (await t.deps.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0];
const readUrl = (id: number) => `/api/debtors/${id}/sms/read`;

describe('GET /api/debtors/:id/sms (issue 19 fields)', () => {
  it('gives readAt, the keyword of an inbound text, and only the shareable reason of a failure', async () => {
    const account = t.otherAccount.id;
    const stop = await inbound(account, ' stop. ');
    const help = await inbound(account, 'HELP');
    const plain = await inbound(account, 'Call me after 5');
    const refused = await store({
      debtAccountId: account,
      direction: 'outbound',
      body: 'Hello',
      status: 'refused',
      errorMessage: 'This number has opted out of text messages (STOP). No message was sent.',
    });
    const carrier = await store({
      debtAccountId: account,
      direction: 'outbound',
      body: 'Hello',
      status: 'undelivered',
      errorMessage: 'Error 30003',
    });
    const internal = await store({
      debtAccountId: account,
      direction: 'outbound',
      body: 'Hello',
      status: 'failed',
      errorMessage: 'Authenticate: account AC123 suspended',
    });

    const res = await t.get(`/api/debtors/${account}/sms`);
    expect(res.statusCode).toBe(200);
    const items: { id: number }[] = res.json();
    for (const item of items) expect(smsHistoryItemSchema.parse(item)).toEqual(item);
    const byId = (id: number) => items.find((i) => i.id === id);
    expect(byId(stop.id)).toMatchObject({ keyword: 'stop', readAt: null, error: null });
    expect(byId(help.id)).toMatchObject({ keyword: 'help', readAt: null });
    expect(byId(plain.id)).toMatchObject({ keyword: null, readAt: null, body: 'Call me after 5' });
    expect(byId(refused.id)).toMatchObject({
      keyword: null,
      error: 'This number has opted out of text messages (STOP). No message was sent.',
    });
    expect(byId(carrier.id)).toMatchObject({ status: 'undelivered', error: 'Error 30003' });
    // A provider's free text may carry internal details: kept in the row, not served.
    expect(byId(internal.id)).toMatchObject({ status: 'failed', error: null });
  });
});

describe('POST /api/debtors/:id/sms/read', () => {
  it("marks only that account's unread inbound texts read by the agent, and GET shows readAt", async () => {
    const first = await inbound(t.account.id, 'Call me after 5');
    const second = await inbound(t.account.id, 'Or tomorrow');
    const outbound = await store({
      debtAccountId: t.account.id,
      direction: 'outbound',
      body: 'We will call',
      status: 'sent',
    });
    const elsewhere = await inbound(t.otherAccount.id, 'Not this one');

    const res = await t.post(readUrl(t.account.id), {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, marked: 2 });
    for (const id of [first.id, second.id]) {
      const row = await rowOf(id);
      expect(row.readAt?.getTime()).toBe(t.clock.nowMs);
      expect(row.readByUserId).toBe(t.users.staff.id);
    }
    expect(await rowOf(outbound.id)).toMatchObject({ readAt: null, readByUserId: null });
    expect(await rowOf(elsewhere.id)).toMatchObject({ readAt: null, readByUserId: null });

    const items: { id: number; readAt: string | null }[] = (
      await t.get(`/api/debtors/${t.account.id}/sms`)
    ).json();
    expect(items.find((i) => i.id === first.id)?.readAt).toBe(new Date(t.clock.nowMs).toISOString());
    expect(items.find((i) => i.id === outbound.id)?.readAt).toBeNull();
  });

  it('leaves texts already read as they were (who read them first stays recorded)', async () => {
    const later = await inbound(t.account.id, 'Still there?');
    const again = await t.post(readUrl(t.account.id), {}, 'admin');
    expect(again.json()).toEqual({ success: true, marked: 1 });
    expect((await rowOf(later.id)).readByUserId).toBe(t.users.admin.id);
    expect((await t.post(readUrl(t.account.id), {})).json()).toEqual({ success: true, marked: 0 });
  });

  it('404 for an unknown account; collector 403; signed out 401', async () => {
    expect((await t.post(readUrl(999999), {})).statusCode).toBe(404);
    expect((await t.post(readUrl(t.otherAccount.id), {}, 'collector')).statusCode).toBe(403);
    expect((await t.post(readUrl(t.otherAccount.id), {}, 'debtor')).statusCode).toBe(403);
    expect((await t.post(readUrl(t.otherAccount.id), {}, null)).statusCode).toBe(401);
    // None of the refused calls marked anything.
    const unread = (await t.get(`/api/debtors/${t.otherAccount.id}/sms`))
      .json()
      .filter((i: { direction: string; readAt: string | null }) => i.direction === 'inbound' && !i.readAt);
    expect(unread.length).toBeGreaterThan(0);
  });
});
