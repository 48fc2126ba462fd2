import {
  CHAT_CALL_ONLY_INTENTS,
  CHAT_VERIFY_KEYWORDS,
  type ChatCallOnlyIntent,
  type ChatMenuIntent,
} from '@arrears/domain';

const isCallOnlyIntent = (intent: string) => (CHAT_CALL_ONLY_INTENTS as readonly string[]).includes(intent);

/** What a typed message asks for. `payoff`: paying the whole balance was asked (tracked as 'payoff'). */
export type TextRequest =
  | { kind: 'intent'; intent: ChatMenuIntent | ChatCallOnlyIntent; payoff?: true }
  | { kind: 'update_contact' }
  | { kind: 'logout' }
  | { kind: 'verify' }
  | { kind: 'unknown' };

/** A keyword: one phrase, or words that must all appear ("dispute" with "credit"). */
type Keyword = string | readonly string[];
const call = (intent: ChatCallOnlyIntent): TextRequest => ({ kind: 'intent', intent });

/**
 * Keywords of free text, checked in this order: the narrower requests before the words they contain
 * ("wrong person" before "person", "dispute my credit report" before "dispute", "payment history"
 * before "pay").
 */
const KEYWORDS: ReadonlyArray<[readonly Keyword[], TextRequest]> = [
  [['logout', 'log out', 'sign out'], { kind: 'logout' }],
  [
    [
      'stop contacting',
      'stop calling',
      'stop texting',
      'stop emailing',
      'do not contact',
      "don't contact",
      'leave me alone',
      'cease',
    ],
    call('stop_communication'),
  ],
  [
    ['wrong person', 'wrong number', 'wrong party', 'not the person', 'someone else', 'not my number'],
    call('wrong_party'),
  ],
  [
    ['hardship', 'lost my job', 'laid off', 'unemployed', "can't afford", 'cannot afford'],
    call('hardship_request'),
  ],
  [[['dispute', 'credit']], call('dispute_credit_reporting')],
  [['credit report', 'credit bureau', 'credit score', 'credit reporting'], call('credit_reporting')],
  [['due date', 'payment date', 'change the date', 'different date'], call('change_due_date')],
  [
    [
      'payment amount',
      'lower payment',
      'lower my payment',
      'smaller payment',
      'reduce my payment',
      'change the amount',
      // A plan is set up on the Payment plan page, which this answer links (issue 22).
      'payment plan',
      'installment',
    ],
    call('change_payment_amount'),
  ],
  [['defer', 'pause', 'postpone', 'skip a payment'], call('request_deferment')],
  [['explain', 'what is this debt', 'why do i owe', 'where is this debt from'], call('explain_debt')],
  [['history', 'transaction'], { kind: 'intent', intent: 'transaction_history' }],
  [['statement'], { kind: 'intent', intent: 'request_statement' }],
  [['dispute'], { kind: 'intent', intent: 'dispute_debt' }],
  [
    ['payoff', 'pay off', 'pay in full', 'full balance'],
    { kind: 'intent', intent: 'make_payment', payoff: true },
  ],
  [['balance', 'owe'], { kind: 'intent', intent: 'view_balance' }],
  [['settle'], call('settlement_offer')],
  [['agent', 'representative', 'human', 'person', 'someone'], call('speak_to_agent')],
  [['contact', 'phone number', 'email', 'e-mail', 'address'], { kind: 'update_contact' }],
  [['pay'], { kind: 'intent', intent: 'make_payment' }],
  [['question'], call('general_question')],
];

const hasKeyword = (lower: string, keyword: Keyword) =>
  typeof keyword === 'string' ? lower.includes(keyword) : keyword.every((word) => lower.includes(word));

/**
 * Reads free text by keywords (docs/product/chat.md), case-insensitive. Before verification the
 * verify keywords ('verify', 'account', 'payment') ask for verification first, as the spec says;
 * then a call-only request gets its answer (it needs no verification); any other request asks for
 * verification.
 */
export function readFreeText(text: string, verified: boolean): TextRequest {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const match = KEYWORDS.find(([words]) => words.some((word) => hasKeyword(lower, word)))?.[1];
  if (verified) return match ?? { kind: 'unknown' };
  if (CHAT_VERIFY_KEYWORDS.some((word) => lower.includes(word))) return { kind: 'verify' };
  if (match?.kind === 'intent' && isCallOnlyIntent(match.intent)) return match;
  if (match) return { kind: 'verify' };
  return { kind: 'unknown' };
}
