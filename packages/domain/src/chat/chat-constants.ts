/** The chat assistant's numbers (docs/product/chat.md). */
export const CHAT_TIMING = {
  /** The whole idle session. */
  sessionTimeoutMs: 5 * 60_000,
  /** The warning shows after this much idle time, with a countdown of the rest. */
  warningAfterMs: 3 * 60_000,
  countdownMs: 2 * 60_000,
  /** After the expiry message, everything resets and the chat closes. */
  expiredResetMs: 3_000,
  /** After the secure-logout message, everything resets. */
  logoutResetMs: 2_000,
} as const;

/** Failed verifications before the chat asks the visitor to call (docs/product/chat.md). */
export const CHAT_VERIFICATION_ATTEMPTS = 2;

/** The chat session cookie: a verified debtor's conversation, separate from any sign-in. */
export const CHAT_SESSION_COOKIE = 'arrears_chat';

/** The main menu in its default order (docs/product/chat.md); the last two are answered with the phone number. */
export const CHAT_MENU_INTENTS = [
  'make_payment',
  'view_balance',
  'dispute_debt',
  'request_statement',
  'transaction_history',
  'settlement_offer',
  'speak_to_agent',
] as const;
export type ChatMenuIntent = (typeof CHAT_MENU_INTENTS)[number];

/** Intents the chat answers only with the phone number (docs/product/chat.md). */
export const CHAT_CALL_ONLY_INTENTS = [
  'settlement_offer',
  'speak_to_agent',
  'change_payment_amount',
  'change_due_date',
  'dispute_credit_reporting',
  'credit_reporting',
  'request_deferment',
  'explain_debt',
  'wrong_party',
  'stop_communication',
  'hardship_request',
  'general_question',
] as const;

/** Every intent the server records: the menu, the call-only ones, the tracking ones of §9, logout, update_contact. */
export const CHAT_INTENTS = [
  ...CHAT_MENU_INTENTS,
  ...CHAT_CALL_ONLY_INTENTS.filter((i) => i !== 'settlement_offer' && i !== 'speak_to_agent'),
  'balance',
  'payoff',
  'hardship',
  'update_contact',
  'logout',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export const CHAT_MENU_LABELS: Record<ChatMenuIntent, string> = {
  make_payment: 'Make a Payment',
  view_balance: 'View Balance',
  dispute_debt: 'Dispute Debt',
  request_statement: 'Request Statement',
  transaction_history: 'Transaction History',
  settlement_offer: 'Settlement Offer',
  speak_to_agent: 'Speak to an Agent',
};

/** Free text with one of these words opens verification (docs/product/chat.md). */
export const CHAT_VERIFY_KEYWORDS = ['verify', 'account', 'payment'] as const;

/** Orders the menu by popularity (most tracked first); intents with no count keep the default order. */
export function orderMenuIntents(popular: readonly string[]): ChatMenuIntent[] {
  const rank = (intent: ChatMenuIntent) => {
    const i = popular.indexOf(intent);
    return i === -1 ? popular.length + CHAT_MENU_INTENTS.indexOf(intent) : i;
  };
  return [...CHAT_MENU_INTENTS].sort((a, b) => rank(a) - rank(b));
}
