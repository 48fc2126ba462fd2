import { CHAT_CALL_ONLY_INTENTS } from './chat-constants';
import { CHAT_MESSAGES, fillChatText } from './chat-messages';

export type ChatCallOnlyIntent = (typeof CHAT_CALL_ONLY_INTENTS)[number];

/** The call-only intents the menu's "More" lists (the first two are on the menu itself). */
export const CHAT_MORE_INTENTS = CHAT_CALL_ONLY_INTENTS.filter(
  (i) => i !== 'settlement_offer' && i !== 'speak_to_agent',
);

export interface ChatCallIntentText {
  /** The button in "More". */
  label: string;
  /** What the representative can do, before the phone sentence (CHAT_MESSAGES.callOnly). */
  lead: string;
  /** What to have ready for the call. */
  haveReady: readonly string[];
}

const ACCOUNT_NUMBER = 'Your account number, if you have it';

/** Each call-only intent's own answer (docs/product/chat.md): plain words, then the phone number and hours. */
export const CHAT_CALL_INTENT_TEXTS: Record<ChatCallOnlyIntent, ChatCallIntentText> = {
  settlement_offer: {
    label: 'Settlement Offer',
    lead: 'A representative can tell you if this debt can be settled for less than the full balance.',
    haveReady: [ACCOUNT_NUMBER, 'How much you could pay at once, or each month for a few months'],
  },
  speak_to_agent: {
    label: 'Speak to an Agent',
    lead: 'A representative can help you with anything about your account.',
    haveReady: [ACCOUNT_NUMBER, 'What you would like help with'],
  },
  change_payment_amount: {
    label: 'Change my payment amount',
    lead: 'A representative can work out a payment amount that fits your budget.',
    haveReady: [ACCOUNT_NUMBER, 'The amount you can pay and how often', 'Your monthly income and bills'],
  },
  change_due_date: {
    label: 'Change my due date',
    lead: 'A representative can move the date your payment is due.',
    haveReady: [ACCOUNT_NUMBER, 'The day of the month that works for you, for example just after payday'],
  },
  dispute_credit_reporting: {
    label: 'Dispute credit reporting',
    lead: 'A representative can take your dispute about what is on your credit report for this debt.',
    haveReady: [
      ACCOUNT_NUMBER,
      'The credit report line you disagree with (a copy of the report helps)',
      'Why it is wrong, and any papers that show it',
    ],
  },
  credit_reporting: {
    label: 'Credit reporting question',
    lead: 'A representative can tell you what is reported to the credit bureaus about this debt.',
    haveReady: [ACCOUNT_NUMBER, 'Your question, and which credit bureau if you know it'],
  },
  request_deferment: {
    label: 'Pause my payments',
    lead: 'A representative can tell you if your payments can be paused for a while.',
    haveReady: [
      ACCOUNT_NUMBER,
      'Why you need a pause and for how long',
      'Papers that show what changed, if you have them',
    ],
  },
  explain_debt: {
    label: 'Explain this debt',
    lead: 'A representative can explain where this debt comes from and how the balance adds up.',
    haveReady: [ACCOUNT_NUMBER, 'Any letters you got from us or from the original creditor'],
  },
  wrong_party: {
    label: "I'm not the person you're looking for",
    lead: 'If we contacted you about someone else, we are sorry. You can tell us here which number we reached, and we will stop calls and texts to it.',
    haveReady: ['The phone number we called or texted'],
  },
  stop_communication: {
    label: 'Stop contacting me',
    lead: 'You can ask us to stop contacting you about your debt. You can send that request right here, or call us.',
    haveReady: [ACCOUNT_NUMBER],
  },
  hardship_request: {
    label: 'Financial hardship',
    lead: 'If you lost income, are ill or have a family emergency, a representative can look at lower payments or a pause with you.',
    haveReady: [
      ACCOUNT_NUMBER,
      'What changed and since when',
      'Your monthly income and bills',
      'Papers that show it, if you have them (a layoff letter, medical bills)',
    ],
  },
  general_question: {
    label: 'Something else',
    lead: 'A representative can answer other questions about your account.',
    haveReady: [ACCOUNT_NUMBER, 'Your question'],
  },
};

/**
 * The chat's answer to a call-only intent, as one message: what a representative can do, the spec's
 * phone sentence (CHAT_MESSAGES.callOnly), then what to have ready, one item a line.
 * `accountNumber`: the verified account's, shown as such.
 */
export function callIntentAnswer(intent: ChatCallOnlyIntent, phone: string, accountNumber?: string): string {
  const text = CHAT_CALL_INTENT_TEXTS[intent];
  // Once verified the chat knows the account number: it says it rather than asking to find it.
  const items = text.haveReady.map((item) =>
    item === ACCOUNT_NUMBER && accountNumber ? `Your account number: ${accountNumber}` : item,
  );
  const ready = items.map((item) => `• ${item}`).join('\n');
  return `${text.lead}\n${fillChatText(CHAT_MESSAGES.callOnly, { phone })}\n\n${CHAT_MESSAGES.haveReady}\n${ready}`;
}
