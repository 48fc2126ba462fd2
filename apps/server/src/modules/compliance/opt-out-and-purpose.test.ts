import { COMPLIANCE_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactPreferences, type DebtAccountRow, payments } from '../../db/schema';
import { unsubscribeToken } from './opt-out';
import { buildComplianceTestApp, type ComplianceTestApp } from './testing/compliance-test-kit';
import { UNSUBSCRIBE_INVALID } from './unsubscribe';

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

describe('the unsubscribe link of every e-mail to a debtor', () => {
  it('opens a page that records the e-mail opt-out once; the next e-mail is blocked', async () => {
    const a = await t.account({ emailAddress: 'unsub@example.com' });
    expect((await t.email(a, 'First message')).statusCode).toBe(200);
    const [mail] = await t.smtp.waitForMails(1);
    const link = /https:\/\/arrears\.example(\/api\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();

    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ method: 'GET', url: link as string });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(COMPLIANCE_MESSAGES.unsubscribed);
    }
    expect(await emailOptOuts(a.id)).toMatchObject([
      { source: 'email_unsubscribe', recordedByUserId: null, revokedAt: null },
    ]);
    const snapshot = (await t.request('GET', `/api/debtors/${a.id}`, 'staff')).json().compliance;
    expect(snapshot.optOuts.email).toBe(true);
    const blocked = await t.email(a, 'Second message');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ allowed: false, rule: 'channel_opt_out' });
  });

  it('a token altered, of another key, or missing: 400 page, nothing recorded', async () => {
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
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.body).toContain(UNSUBSCRIBE_INVALID);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/unsubscribe' })).statusCode).toBe(400);
    expect(await emailOptOuts(a.id)).toHaveLength(0);
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
    const [mail] = await t.smtp.waitForMails(1);
    expect(mail.text).toContain('/api/unsubscribe?token=');
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
