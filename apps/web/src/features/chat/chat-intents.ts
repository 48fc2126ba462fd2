import {
  CHAT_CALL_ONLY_INTENTS,
  CHAT_MENU_LABELS,
  type ChatIntent,
  type ChatMenuIntent,
  CHAT_MESSAGES as M,
  type TrackIntentBody,
} from '@arrears/domain';
import type { ChatStep } from './chat-state';

/** What the menu offers: the §9 intents plus our contact update. */
export type ChatChoice = ChatMenuIntent | 'update_contact';

export function choiceLabel(choice: ChatChoice): string {
  return choice === 'update_contact' ? M.updateContact : CHAT_MENU_LABELS[choice];
}

export function isCallOnly(choice: ChatChoice): boolean {
  return (CHAT_CALL_ONLY_INTENTS as readonly string[]).includes(choice);
}

const STEP_OF: Record<Exclude<ChatChoice, 'settlement_offer' | 'speak_to_agent'>, ChatStep> = {
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

/** docs/product/chat.md: transaction history and statements are tracked with the short { intent } variant. */
export function trackingBody(
  intent: ChatIntent,
  debtAccountId: number | null,
  sessionId: string,
): TrackIntentBody {
  if (intent === 'transaction_history' || intent === 'request_statement') return { intent };
  return { intentValue: intent, debtAccountId, sessionId };
}
