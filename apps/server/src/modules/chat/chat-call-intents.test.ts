import { CHAT_CALL_INTENT_TEXTS, CHAT_CALL_ONLY_INTENTS, callIntentAnswer } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { chatPost, newChatDebtor, newIp, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import { chatIntents } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PHONE_SENTENCE = (phone: string) =>
  `For this request, please call us at ${phone}, Monday-Friday 8 AM to 6 PM EST.`;

describe('the call-only intents (issue 20)', () => {
  it('each has its own answer: what we can do, the spec’s phone sentence, what to have ready', () => {
    const phone = t.deps.config.brand.phone;
    const leads = new Set<string>();
    for (const intent of CHAT_CALL_ONLY_INTENTS) {
      const text = CHAT_CALL_INTENT_TEXTS[intent];
      const answer = callIntentAnswer(intent, phone);
      expect(answer.startsWith(text.lead), intent).toBe(true);
      expect(answer).toContain(PHONE_SENTENCE(phone));
      expect(text.haveReady.length, intent).toBeGreaterThan(0);
      for (const item of text.haveReady) expect(answer).toContain(`• ${item}`);
      leads.add(text.lead);
    }
    expect(leads.size).toBe(CHAT_CALL_ONLY_INTENTS.length);
    // Once verified the answer says the account number instead of asking for it.
    const verified = callIntentAnswer('hardship_request', phone, 'ACC-100003');
    expect(verified).toContain('• Your account number: ACC-100003');
    expect(verified).not.toContain('if you have it');
  });

  it('each is tracked with the account of the session, and so are §9’s balance, payoff and hardship', async () => {
    const debtor = await newChatDebtor(t);
    const accountId = debtor.accounts[0].id;
    const { cookie } = await verifiedChat(t, debtor);
    const ip = newIp();
    const intents = [...CHAT_CALL_ONLY_INTENTS, 'balance', 'payoff', 'hardship'];
    for (const intentValue of intents) {
      const res = await chatPost(
        t,
        '/api/chat/track-intent',
        { intentValue, debtAccountId: accountId, sessionId: 'conv-20' },
        cookie,
        ip,
      );
      expect(res.statusCode, intentValue).toBe(200);
    }
    const short = await chatPost(t, '/api/chat/track-intent', { intent: 'transaction_history' }, cookie, ip);
    expect(short.statusCode).toBe(200);
    const rows = await t.deps.db.select().from(chatIntents).where(eq(chatIntents.ipAddress, ip));
    expect(rows.map((r) => r.intent).sort()).toEqual([...intents, 'transaction_history'].sort());
    for (const row of rows.filter((r) => r.intent !== 'transaction_history')) {
      expect(row).toMatchObject({ debtAccountId: accountId, conversationId: 'conv-20' });
    }
  });
});
