import {
  CHAT_CALL_INTENT_TEXTS,
  CHAT_CALL_ONLY_INTENTS,
  CHAT_MENU_LABELS,
  type ChatCallOnlyIntent,
  type ChatIntent,
  type ChatMenuIntent,
  CHAT_MESSAGES as M,
  type TrackIntentBody,
} from '@arrears/domain';
import type { ChatStep } from './chat-state';

/** What the menu offers: the §9 intents, the call-only ones of "More", and our contact update. */
export type ChatChoice = ChatMenuIntent | ChatCallOnlyIntent | 'update_contact';

export function choiceLabel(choice: ChatChoice): string {
  if (choice === 'update_contact') return M.updateContact;
  if (choice in CHAT_MENU_LABELS) return CHAT_MENU_LABELS[choice as ChatMenuIntent];
  return CHAT_CALL_INTENT_TEXTS[choice as ChatCallOnlyIntent].label;
}

/** The catalogue key of a choice's label (features/chat/i18n, the same English as choiceLabel). */
export function choiceKey(choice: ChatChoice): string {
  if (choice === 'update_contact') return 'messages.updateContact';
  if (choice in CHAT_MENU_LABELS) return `intents.${choice}`;
  return `callIntents.${choice}.label`;
}

export function isCallOnly(choice: ChatChoice): choice is ChatCallOnlyIntent {
  return (CHAT_CALL_ONLY_INTENTS as readonly string[]).includes(choice);
}

const STEP_OF: Record<Exclude<ChatChoice, ChatCallOnlyIntent>, ChatStep> = {
  make_payment: 'payment',
  view_balance: 'balance',
  dispute_debt: 'dispute',
  request_statement: 'statement',
  transaction_history: 'transactions',
  update_contact: 'update_contact',
};

/** The step a choice opens; null for the call-only ones. */
export function stepOf(choice: ChatChoice): ChatStep | null {
  return choice in STEP_OF ? STEP_OF[choice as keyof typeof STEP_OF] : null;
}

/**
 * The spec's tracking intents a choice also sends (§9: balance, payoff, hardship, transaction_history):
 * viewing the balance is 'balance', a hardship request 'hardship'.
 */
export function alsoTracked(choice: ChatChoice): ChatIntent | null {
  if (choice === 'view_balance') return 'balance';
  if (choice === 'hardship_request') return 'hardship';
  return null;
}

/** docs/product/chat.md: transaction history and statements are tracked with the short { intent } variant. */
export function trackingBody(
  intent: ChatIntent,
  debtAccountId: number | null,
  sessionId: string,
): TrackIntentBody {
  if (intent === 'transaction_history' || intent === 'request_statement') return { intent };
  return { intentValue: intent, debtAccountId, sessionId };
}
