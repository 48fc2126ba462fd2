import { z } from 'zod';
import { PLAN_LIMITS } from '../arrangements/plan-schedule';
import { formatMoney } from '../format/money';
import { type ChatCallOnlyIntent, callIntentAnswer } from './chat-call-intents';
import { fillChatText } from './chat-messages';

/** The portal page where a debtor picks a plan or accepts a settlement (decision 0064). */
export const PAYMENT_PLAN_PATH = '/payment-plan';

/** The chat requests that the Payment plan page answers; the representative's answer follows. */
export const CHAT_PLAN_INTENTS = ['settlement_offer', 'change_payment_amount', 'change_due_date'] as const;
export type ChatPlanIntent = (typeof CHAT_PLAN_INTENTS)[number];

export function isChatPlanIntent(intent: string): intent is ChatPlanIntent {
  return (CHAT_PLAN_INTENTS as readonly string[]).includes(intent);
}

/** GET /api/chat/plan-offer/:accountId: what the verified account can be offered in the chat. */
export const chatPlanOfferSchema = z.object({
  debtAccountId: z.number().int(),
  balance: z.string(),
  /** False when nothing is owed or the creditor recalled the account. */
  canArrange: z.boolean(),
  /** The account already has a plan or settlement (active or awaiting approval). */
  hasLivePlan: z.boolean(),
  /** The longest plan agreed at once (the client's plan authority), and the smallest installment. */
  plan: z.object({ maxMonths: z.number().int(), minInstallment: z.string() }),
  /** The settlement the client allows (its settlement authority), or null. */
  settlementOffer: z
    .object({ amount: z.string(), percent: z.string(), maxPayments: z.number().int() })
    .nullable(),
});
export type ChatPlanOffer = z.infer<typeof chatPlanOfferSchema>;

/** Ours (decision 0063). `{path}` is the Payment plan page. */
export const CHAT_PLAN_TEXTS = {
  signIn:
    'You can also set up a payment plan or see a settlement offer yourself on our Payment plan page: {path}',
  settlementOffer:
    'Account {account} can be settled for {amount} ({percent}% of the {balance} balance), paid at once or in up to {payments} payments. You can accept it on the Payment plan page: {path}',
  noSettlementOffer:
    'There is no settlement offer I can make here for account {account}, but you can set up a payment plan on the Payment plan page: {path}',
  planLimits:
    'You can set up your own payment plan for account {account}: up to {months} monthly payments (or weekly, or every two weeks) of at least {minimum}, starting on a day you choose. Set it up on the Payment plan page: {path}',
  livePlan:
    'Account {account} already has a payment plan. You can see it, change how you pay or cancel it on the Payment plan page: {path}',
  nothingToArrange: 'There is no balance on account {account} to set up a plan for.',
} as const;

/** The verified account, as the chat names it, and what it can be offered (null: not verified, or unknown). */
export interface ChatPlanContext {
  accountNumber?: string;
  offer: ChatPlanOffer | null;
}

/**
 * The chat's answer to a plan or settlement request: the representative's answer (callIntentAnswer)
 * as it was, then what the Payment plan page can do for this account.
 */
export function planIntentAnswer(intent: ChatPlanIntent, phone: string, context: ChatPlanContext): string {
  const call = callIntentAnswer(intent as ChatCallOnlyIntent, phone, context.accountNumber);
  return `${call}\n\n${planLead(intent, context)}`;
}

function planLead(intent: ChatPlanIntent, { accountNumber, offer }: ChatPlanContext): string {
  const values = { path: PAYMENT_PLAN_PATH, account: accountNumber ?? '' };
  if (!offer || !accountNumber) return fillChatText(CHAT_PLAN_TEXTS.signIn, values);
  if (!offer.canArrange) return fillChatText(CHAT_PLAN_TEXTS.nothingToArrange, values);
  if (offer.hasLivePlan) return fillChatText(CHAT_PLAN_TEXTS.livePlan, values);
  if (intent === 'settlement_offer') {
    if (!offer.settlementOffer) return fillChatText(CHAT_PLAN_TEXTS.noSettlementOffer, values);
    return fillChatText(CHAT_PLAN_TEXTS.settlementOffer, {
      ...values,
      amount: formatMoney(offer.settlementOffer.amount),
      percent: offer.settlementOffer.percent,
      balance: formatMoney(offer.balance),
      payments: String(offer.settlementOffer.maxPayments),
    });
  }
  return fillChatText(CHAT_PLAN_TEXTS.planLimits, {
    ...values,
    months: String(offer.plan.maxMonths),
    minimum: formatMoney(offer.plan.minInstallment),
  });
}

/** The agency's own limits, used when the client sets no plan authority. */
export const CHAT_PLAN_DEFAULTS = {
  maxMonths: PLAN_LIMITS.maxInstallments,
  maxSettlementPayments: PLAN_LIMITS.maxSettlementPayments,
  minInstallmentCents: PLAN_LIMITS.minInstallmentCents,
} as const;
