import { CHAT_VERIFY_KEYWORDS, type ChatMenuIntent } from '@arrears/domain';

/** What a typed message asks for. */
export type TextRequest =
  | { kind: 'intent'; intent: ChatMenuIntent }
  | { kind: 'update_contact' }
  | { kind: 'logout' }
  | { kind: 'verify' }
  | { kind: 'unknown' };

/** Keywords of a verified visitor's free text, checked in this order ("payment history" is history). */
const KEYWORDS: ReadonlyArray<[readonly string[], TextRequest]> = [
  [['logout', 'log out', 'sign out'], { kind: 'logout' }],
  [['history', 'transaction'], { kind: 'intent', intent: 'transaction_history' }],
  [['statement'], { kind: 'intent', intent: 'request_statement' }],
  [['dispute'], { kind: 'intent', intent: 'dispute_debt' }],
  [['balance', 'owe'], { kind: 'intent', intent: 'view_balance' }],
  [['settle'], { kind: 'intent', intent: 'settlement_offer' }],
  [['agent', 'representative', 'human', 'person'], { kind: 'intent', intent: 'speak_to_agent' }],
  [['contact', 'phone number', 'email', 'e-mail', 'address'], { kind: 'update_contact' }],
  [['pay'], { kind: 'intent', intent: 'make_payment' }],
];

/**
 * Reads free text by keywords (docs/product/chat.md), case-insensitive. Before verification, the verify
 * keywords ('verify', 'account', 'payment') and any recognised request ask for verification.
 */
export function readFreeText(text: string, verified: boolean): TextRequest {
  const lower = text.toLowerCase();
  const match = KEYWORDS.find(([words]) => words.some((word) => lower.includes(word)))?.[1];
  if (verified) return match ?? { kind: 'unknown' };
  if (match || CHAT_VERIFY_KEYWORDS.some((word) => lower.includes(word))) return { kind: 'verify' };
  return { kind: 'unknown' };
}
