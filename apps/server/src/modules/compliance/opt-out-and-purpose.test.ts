import { UNSUBSCRIBE_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { multipart } from '../../../test/multipart';
import { contactPreferences, type DebtAccountRow, payments } from '../../db/schema';
import { listUnsubscribeHeaders, readUnsubscribeToken, unsubscribeToken } from './opt-out';

let t: ComplianceTestApp;
beforeAll(async () => {
  t = await buildComplianceTestApp({ PUBLIC_URL: 'https://arrears.example' });
});
afterAll(async () => t.close());
beforeEach(() => {
  t.smtp.received.length = 0;
});

const emailOptOuts = (id: number) =>
  t.deps.db
    .select()
    .from(contactPreferences)
    .where(and(eq(contactPreferences.debtAccountId, id), eq(contactPreferences.kind, 'opt_out_email')));

/** The mail that arrived for `address` (one sent by an earlier test may still be on its way). */
async function mailTo(address: string) {
  for (let n = 1; ; n++) {
    const found = (await t.smtp.waitForMails(n)).find((m) => m.to.includes(address));
    if (found) return found;
  }
}

/** The page link in the mail's text and the one-click URL of its List-Unsubscribe header. */
function linksOf(mail: { text: string; raw: string }) {
  const page = /https:\/\/arrears\.example(\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
  const header =
    /^List-Unsubscribe: <https:\/\/arrears\.example(\/api\/unsubscribe\?token=[^>\s]+)>\r?$/m.exec(
      mail.raw,
    )?.[1];
  if (!page || !header) throw new Error(`no unsubscribe links in:\n${mail.raw}`);
  return { page, oneClick: header, token: new URL(page, 'https://x').searchParams.get('token') as string };
}

describe('the unsubscribe link of every e-mail to a debtor', () => {
  it('the mail as it arrives carries List-Unsubscribe (the https one-click URL) and List-Unsubscribe-Post', async () => {
    const a = await t.account({ emailAddress: 'headers@example.com' });
    expect((await t.email(a, 'Hello')).statusCode).toBe(200);
    const mail = await mailTo('headers@example.com');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const { oneClick, token } = linksOf(mail);
    expect(oneClick).toBe(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(readUnsubscribeToken(t.deps.config.sessionSecret, token)).toEqual({
      accountId: a.id,
      address: 'headers@example.com',
    });
  });

  it('opening the link (twice, and the header URL) changes nothing; the POST of the page unsubscribes once', async () => {
    const a = await t.account({ emailAddress: 'Unsub.Me@example.com' });
    expect((await t.email(a, 'First message')).statusCode).toBe(200);
    const mail = await mailTo('Unsub.Me@example.com');
    const { oneClick, token } = linksOf(mail);

    for (let i = 0; i < 2; i++) {
      const opened = await t.app.inject({ method: 'GET', url: oneClick });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
      const status = await t.app.inject({
        method: 'GET',
        url: `/api/unsubscribe/link?token=${encodeURIComponent(token)}`,
      });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ address: 'u•••@example.com', unsubscribed: false });
    }
    expect(await emailOptOuts(a.id)).toHaveLength(0);
    expect((await t.email(a, 'Still allowed')).statusCode).toBe(200);

    const posted = await t.app.inject({ method: 'POST', url: oneClick });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.done });
    const again = await t.app.inject({ method: 'POST', url: oneClick });
    expect(again.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.already });
    expect(await emailOptOuts(a.id)).toMatchObject([
      { source: 'email_unsubscribe', recordedByUserId: null, revokedAt: null },
    ]);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/unsubscribe/link?token=${encodeURIComponent(token)}`,
    });
    expect(status.json()).toEqual({ address: 'u•••@example.com', unsubscribed: true });
    const snapshot = (await t.request('GET', `/api/debtors/${a.id}`, 'staff')).json().compliance;
    expect(snapshot.optOuts.email).toBe(true);
    const blocked = await t.email(a, 'Second message');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ allowed: false, rule: 'channel_opt_out' });
  });

  const oneClickForm = multipart({ 'List-Unsubscribe': 'One-Click' });
  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ['multipart', oneClickForm.headers['content-type'], oneClickForm.payload],
  ])('the RFC 8058 one-click POST (%s, no cookie, no Origin) unsubscribes', async (_kind, type, payload) => {
    const address = `oneclick-${type.length}@example.com`;
    const a = await t.account({ emailAddress: address });
    expect((await t.email(a)).statusCode).toBe(200);
    const mail = await mailTo(address);
    const res = await t.app.inject({
      method: 'POST',
      url: linksOf(mail).oneClick,
      payload,
      headers: { 'content-type': type, 'user-agent': 'Mail provider' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await emailOptOuts(a.id)).toHaveLength(1);
  });

  it('posts racing each other (a provider and the page) record one opt-out', async () => {
    const address = 'race@example.com';
    const a = await t.account({ emailAddress: address });
    expect((await t.email(a)).statusCode).toBe(200);
    const { oneClick } = linksOf(await mailTo(address));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: oneClick })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((res) => res.json().message === UNSUBSCRIBE_MESSAGES.done)).toHaveLength(1);
    expect(await emailOptOuts(a.id)).toHaveLength(1);
  });

  it('a token altered, of another key, or missing: 400 with the message, nothing recorded', async () => {
    const a = await t.account();
    const good = unsubscribeToken(t.deps.config.sessionSecret, a.id, 'x@example.com');
    const [payload, signature] = good.split('.');
    const otherAccount = Buffer.from(`${a.id + 1}:x@example.com`).toString('base64url');
    for (const token of [
      `${otherAccount}.${signature}`,
      `${payload}.${signature.slice(1)}A`,
      unsubscribeToken('another-secret-of-at-least-32-characters', a.id, 'x@example.com'),
      'garbage',
      '',
    ]) {
      for (const [method, url] of [
        ['GET', '/api/unsubscribe/link'],
        ['POST', '/api/unsubscribe'],
      ] as const) {
        const res = await t.app.inject({ method, url: `${url}?token=${encodeURIComponent(token)}` });
        expect(res.statusCode, `${method} ${token}`).toBe(400);
        expect(res.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.invalid });
      }
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/unsubscribe' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/unsubscribe' })).headers.location).toBe(
      '/unsubscribe',
    );
    expect(await emailOptOuts(a.id)).toHaveLength(0);
  });

  it('offers the configured mailto after the https URL', () => {
    const headers = listUnsubscribeHeaders(
      { ...t.deps.config, mail: { ...t.deps.config.mail, unsubscribeMailto: 'optout@agency.example' } },
      7,
      'a@example.com',
    );
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/arrears\.example\/api\/unsubscribe\?token=[^>]+>, <mailto:optout@agency\.example\?subject=unsubscribe>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('receipts and statements: who asked decides what may block them', () => {
  async function approvedPayment(a: DebtAccountRow, refnum: string) {
    const [p] = await t.deps.db
      .insert(payments)
      .values({
        debtAccountId: a.id,
        amount: '125.00',
        paymentDate: '2026-03-02',
        paymentMethod: 'credit_card',
        status: 'approved',
        source: 'agent',
        transactionId: refnum,
        confirmationCode: `CONF-${refnum}`,
        balanceBefore: '1250.00',
        balanceAfter: '1125.00',
        processedAt: new Date(t.clock.nowMs),
      })
      .returning();
    return p;
  }
  const receiptBody = (transactionId: string) => ({
    amount: 125,
    transactionId,
    authorizationCode: 'AUTH77',
    paymentMethod: 'Visa',
    previousBalance: 1250,
    newBalance: 1125,
    paymentDate: '2026-03-02',
    avsCheck: 'YYY',
    cvvCheck: 'M',
  });

  it('a staff-sent receipt is a transactional notice: it goes out under cease, not after an e-mail opt-out', async () => {
    const a = await t.account({ emailAddress: 'payer@example.com' });
    await approvedPayment(a, `R-${a.id}`);
    await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', { kind: 'cease' });
    expect((await t.email(a)).statusCode).toBe(409); // collection outreach stays blocked
    const url = `/api/debtors/${a.id}/send-payment-receipt`;
    const sent = await t.request('POST', url, 'staff', receiptBody(`R-${a.id}`));
    expect(sent.statusCode).toBe(200);
    const mail = await mailTo('payer@example.com');
    expect(linksOf(mail).oneClick).toContain('/api/unsubscribe?token=');
    const attempts = await t.attempts(a.id);
    expect(attempts.at(-1)).toMatchObject({ channel: 'email', allowed: true, rule: null });
    expect(attempts.at(-1)?.evaluation).toMatchObject({
      purpose: 'transactional',
      rulesSaid: { rule: 'cease_communication' },
    });

    await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
      kind: 'opt_out_email',
    });
    const outbox = await t.outboxSize();
    const refused = await t.request('POST', url, 'staff', receiptBody(`R-${a.id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, allowed: false, rule: 'channel_opt_out' });
    expect(await t.outboxSize()).toBe(outbox);
  });

  it("the debtor's own receipt request is never blocked, but recorded with what the rules said", async () => {
    const a = await t.account({ emailAddress: 'own@example.com', userId: t.users.debtor.id });
    const p = await approvedPayment(a, `D-${a.id}`);
    await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
      kind: 'opt_out_email',
    });
    const res = await t.request('POST', `/api/payments/${p.id}/email-receipt`, 'debtor', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, sentTo: 'own@example.com' });
    expect((await t.attempts(a.id)).at(-1)).toMatchObject({
      channel: 'email',
      target: 'own@example.com',
      userId: t.users.debtor.id,
      allowed: true,
      evaluation: { purpose: 'consumer_requested', rulesSaid: { rule: 'channel_opt_out' } },
    });
  });
});
