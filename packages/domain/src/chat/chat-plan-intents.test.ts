import { describe, expect, it } from 'vitest';
import { callIntentAnswer } from './chat-call-intents';
import { CHAT_CALL_ONLY_INTENTS } from './chat-constants';
import {
  CHAT_PLAN_INTENTS,
  type ChatPlanOffer,
  isChatPlanIntent,
  planIntentAnswer,
} from './chat-plan-intents';

const PHONE = '(800) 555-0100';
const OFFER: ChatPlanOffer = {
  debtAccountId: 7,
  balance: '1000.01',
  canArrange: true,
  hasLivePlan: false,
  plan: { maxMonths: 12, minInstallment: '25.00' },
  settlementOffer: { amount: '625.01', percent: '62.5', maxPayments: 3 },
};
const ACCOUNT = 'ACC-100001';

describe('the chat plan and settlement answers', () => {
  it('are call-only intents whose representative answer stays word for word, then the page', () => {
    for (const intent of CHAT_PLAN_INTENTS) {
      expect(CHAT_CALL_ONLY_INTENTS).toContain(intent);
      expect(isChatPlanIntent(intent)).toBe(true);
      for (const context of [{ offer: null }, { accountNumber: ACCOUNT, offer: OFFER }]) {
        const answer = planIntentAnswer(intent, PHONE, context);
        expect(answer.startsWith(`${callIntentAnswer(intent, PHONE, context.accountNumber)}\n\n`)).toBe(true);
        expect(answer).toContain('/payment-plan');
      }
    }
    expect(isChatPlanIntent('speak_to_agent')).toBe(false);
  });

  it("states the client's settlement offer for the verified account", () => {
    const answer = planIntentAnswer('settlement_offer', PHONE, { accountNumber: ACCOUNT, offer: OFFER });
    const lead = answer.split('\n').at(-1);
    expect(lead).toBe(
      'Account ACC-100001 can be settled for $625.01 (62.5% of the $1,000.01 balance), paid at once or in up to 3 payments. You can accept it on the Payment plan page: /payment-plan',
    );
    const none = planIntentAnswer('settlement_offer', PHONE, {
      accountNumber: ACCOUNT,
      offer: { ...OFFER, settlementOffer: null },
    });
    expect(none.split('\n').at(-1)).toMatch(
      /^There is no settlement offer I can make here for account ACC-100001/,
    );
  });

  it('states the plan limits for amount and due-date requests, or the live plan', () => {
    for (const intent of ['change_payment_amount', 'change_due_date'] as const) {
      const lead = planIntentAnswer(intent, PHONE, { accountNumber: ACCOUNT, offer: OFFER })
        .split('\n')
        .at(-1);
      expect(lead).toBe(
        'You can set up your own payment plan for account ACC-100001: up to 12 monthly payments (or weekly, or every two weeks) of at least $25.00, starting on a day you choose. Set it up on the Payment plan page: /payment-plan',
      );
    }
    const live = planIntentAnswer('change_due_date', PHONE, {
      accountNumber: ACCOUNT,
      offer: { ...OFFER, hasLivePlan: true },
    });
    expect(live.split('\n').at(-1)).toMatch(/^Account ACC-100001 already has a payment plan\./);
    const nothing = planIntentAnswer('settlement_offer', PHONE, {
      accountNumber: ACCOUNT,
      offer: { ...OFFER, canArrange: false },
    });
    expect(nothing.split('\n').at(-1)).toMatch(/^There is no balance on account ACC-100001/);
  });

  it('before verification points to the page without naming an account or an amount', () => {
    const answer = planIntentAnswer('settlement_offer', PHONE, { offer: null });
    expect(answer.split('\n').at(-1)).toBe(
      'You can also set up a payment plan or see a settlement offer yourself on our Payment plan page: /payment-plan',
    );
    expect(answer).not.toMatch(/\$/);
  });
});
