import {
  CHAT_CALL_ONLY_INTENTS,
  CHAT_VERIFY_KEYWORDS,
  type ChatCallOnlyIntent,
  type ChatMenuIntent,
} from '@arrears/domain';

/** The spec's verify keywords ('verify', 'account', 'payment') in Spanish. */
const VERIFY_KEYWORDS_ES = ['verific', 'cuenta', 'pago'];

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
 * Keywords of free text, English and Spanish (written without accents), checked in this order: the narrower requests before the words they contain
 * ("wrong person" before "person", "dispute my credit report" before "dispute", "payment history"
 * before "pay").
 */
const KEYWORDS: ReadonlyArray<[readonly Keyword[], TextRequest]> = [
  [['logout', 'log out', 'sign out', 'cerrar sesion', 'cerrar la sesion'], { kind: 'logout' }],
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
      'dejen de contactar',
      'dejen de llamar',
      'dejen de escribir',
      'no me contacten',
      'no me llamen',
      'dejenme en paz',
    ],
    call('stop_communication'),
  ],
  [
    [
      'wrong person',
      'wrong number',
      'wrong party',
      'not the person',
      'someone else',
      'not my number',
      'persona equivocada',
      'numero equivocado',
      'no soy la persona',
      'no es mi numero',
    ],
    call('wrong_party'),
  ],
  [
    [
      'hardship',
      'lost my job',
      'laid off',
      'unemployed',
      "can't afford",
      'cannot afford',
      'dificultad',
      'perdi mi trabajo',
      'desempleado',
      'sin trabajo',
      'no puedo pagar',
    ],
    call('hardship_request'),
  ],
  [
    [
      ['dispute', 'credit'],
      ['disput', 'credito'],
    ],
    call('dispute_credit_reporting'),
  ],
  [
    [
      'credit report',
      'credit bureau',
      'credit score',
      'credit reporting',
      'reporte de credito',
      'informe de credito',
      'buro de credito',
      'puntaje de credito',
    ],
    call('credit_reporting'),
  ],
  [
    [
      'due date',
      'payment date',
      'change the date',
      'different date',
      'fecha de pago',
      'fecha de vencimiento',
      'cambiar la fecha',
      'otra fecha',
    ],
    call('change_due_date'),
  ],
  [
    [
      'payment amount',
      'lower payment',
      'lower my payment',
      'smaller payment',
      'reduce my payment',
      'change the amount',
      // A plan is set up on the Payment plan page, which this answer links (decision 0063).
      'payment plan',
      'installment',
      'plan de pago',
      'cuotas',
      'monto del pago',
      'pago mas bajo',
      'pagos mas bajos',
      'bajar mi pago',
      'reducir mi pago',
    ],
    call('change_payment_amount'),
  ],
  [
    ['defer', 'pause', 'postpone', 'skip a payment', 'pausar', 'posponer', 'aplazar', 'saltar un pago'],
    call('request_deferment'),
  ],
  [
    [
      'explain',
      'what is this debt',
      'why do i owe',
      'where is this debt from',
      'expli',
      'que es esta deuda',
      'por que debo',
      'de donde viene',
    ],
    call('explain_debt'),
  ],
  [
    ['history', 'transaction', 'historial', 'transacci', 'movimientos'],
    { kind: 'intent', intent: 'transaction_history' },
  ],
  [['statement', 'estado de cuenta'], { kind: 'intent', intent: 'request_statement' }],
  [['dispute', 'disput', 'no reconozco'], { kind: 'intent', intent: 'dispute_debt' }],
  [
    ['payoff', 'pay off', 'pay in full', 'full balance', 'pagar todo', 'pagar el total', 'saldo completo'],
    { kind: 'intent', intent: 'make_payment', payoff: true },
  ],
  [['balance', 'owe', 'saldo', 'debo', 'cuanto le debo'], { kind: 'intent', intent: 'view_balance' }],
  [['settle', 'acuerdo', 'arreglo', 'descuento'], call('settlement_offer')],
  [
    ['agent', 'representative', 'human', 'person', 'someone', 'representante', 'humano', 'alguien'],
    call('speak_to_agent'),
  ],
  [
    ['contact', 'phone number', 'email', 'e-mail', 'address', 'telefono', 'correo', 'direccion'],
    { kind: 'update_contact' },
  ],
  [['pay', 'pagar', 'pago'], { kind: 'intent', intent: 'make_payment' }],
  [['question', 'pregunta'], call('general_question')],
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
  // Spanish is read without its accents and opening marks ("¿Cuánto debo?" is "cuanto debo?").
  const lower = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'");
  const match = KEYWORDS.find(([words]) => words.some((word) => hasKeyword(lower, word)))?.[1];
  if (verified) return match ?? { kind: 'unknown' };
  if ([...CHAT_VERIFY_KEYWORDS, ...VERIFY_KEYWORDS_ES].some((word) => lower.includes(word)))
    return { kind: 'verify' };
  if (match?.kind === 'intent' && isCallOnlyIntent(match.intent)) return match;
  if (match) return { kind: 'verify' };
  return { kind: 'unknown' };
}
