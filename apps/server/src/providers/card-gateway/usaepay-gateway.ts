import { centsToDecimal, maskCardNumber, parseCents } from '@arrears/domain';
import {
  type CardGateway,
  type CardSaleOutcome,
  type CardSaleRequest,
  type CardSaleResult,
  unknownSaleOutcome,
} from './card-gateway';
import {
  callUsaepay,
  errorCodeOf,
  type Json,
  messageOf,
  objectOf,
  parseObject,
  redactDigits,
  textOf,
  USAEPAY_MESSAGES,
  type UsaepayExchange,
  type UsaepayOptions,
} from './usaepay-http';

export { USAEPAY_MESSAGES, type UsaepayOptions } from './usaepay-http';

const RESULT_CODES: Record<string, { outcome: CardSaleOutcome; word: string }> = {
  A: { outcome: 'approved', word: 'Approved' },
  P: { outcome: 'partial', word: 'Partially Approved' },
  D: { outcome: 'declined', word: 'Declined' },
  E: { outcome: 'error', word: 'Error' },
  V: { outcome: 'verification_required', word: 'Verification' },
};

/**
 * Client of the USAePay REST v2 transactions API (help.usaepay.info/api/rest/ "Transactions" →
 * "Sale"). One POST per sale; the answer's result_code A/P/D/E/V becomes our outcome. Whenever we
 * cannot know whether the card was charged (time-out, connection lost after sending, gateway
 * time-out), the outcome is 'timeout' so the caller keeps the payment for reconciliation.
 *
 * Card number and CVV exist only inside the request body handed to fetch: they are never logged,
 * kept, or put in a message.
 */
export class UsaepayCardGateway implements CardGateway {
  readonly name = 'usaepay';
  readonly #options: UsaepayOptions;

  constructor(options: UsaepayOptions) {
    this.#options = options;
  }

  async sale(request: CardSaleRequest): Promise<CardSaleResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 1) {
      throw new RangeError('A card sale needs a whole number of cents of at least 1');
    }
    const exchange = await callUsaepay(this.#options, {
      method: 'POST',
      path: '/transactions',
      body: saleBody(request),
    });
    return readSaleAnswer(exchange, request.amountCents);
  }
}

/** A sale's outcome from whatever the exchange was; also used for sales on saved methods. */
export function readSaleAnswer(exchange: UsaepayExchange, requestedCents: number): CardSaleResult {
  if (exchange.kind === 'unknown') return unknownResult(exchange.message);
  if (exchange.kind === 'not_sent') return failedResult(exchange.message);
  return readAnswer(exchange.status, exchange.text, requestedCents);
}

function saleBody(request: CardSaleRequest): string {
  const { card } = request;
  const expiration = String(card.expMonth).padStart(2, '0') + String(card.expYear % 100).padStart(2, '0');
  return JSON.stringify({
    command: 'cc:sale',
    amount: centsToDecimal(request.amountCents),
    invoice: request.invoice,
    description: request.description,
    creditcard: {
      cardholder: card.cardholder,
      number: card.number,
      expiration,
      cvc: card.cvc,
      avs_street: card.avsStreet,
      avs_zip: card.avsZip,
    },
  });
}

function readAnswer(status: number, text: string, requestedCents: number): CardSaleResult {
  const answer = parseObject(text);
  // 504: something in front of the processor gave up waiting; the sale may still have gone through.
  if (status === 504) return unknownResult(USAEPAY_MESSAGES.gatewayTimeout);
  if (status < 200 || status > 299) {
    return failedResult(
      (answer && messageOf(answer.error)) ?? USAEPAY_MESSAGES.httpStatus(status),
      answer && errorCodeOf(answer),
    );
  }
  // A success status we cannot read may still be a charge: keep it for reconciliation.
  if (!answer) return unknownResult(USAEPAY_MESSAGES.unreadable);
  return mapTransaction(answer, requestedCents);
}

function mapTransaction(answer: Json, requestedCents: number): CardSaleResult {
  const resultCode = textOf(answer.result_code)?.toUpperCase() ?? null;
  const known = resultCode ? RESULT_CODES[resultCode] : undefined;
  if (!resultCode || !known) {
    return failedResult(messageOf(answer.error) ?? USAEPAY_MESSAGES.unknownResult, errorCodeOf(answer));
  }
  const card = objectOf(answer.creditcard);
  const avs = objectOf(answer.avs);
  const cvc = objectOf(answer.cvc);
  const maskedNumber = textOf(card.number);
  const result: CardSaleResult = {
    outcome: known.outcome,
    resultCode,
    result: messageOf(answer.result) ?? known.word,
    approvedAmountCents: 0,
    refnum: textOf(answer.refnum),
    authCode: null,
    // Keep only the last four: a processor echoing more digits must not put them in our database.
    card: { type: textOf(card.type), maskedNumber: maskedNumber && maskCardNumber(maskedNumber) },
    avs: { result: messageOf(avs.result), resultCode: textOf(avs.result_code) },
    cvc: { result: messageOf(cvc.result), resultCode: textOf(cvc.result_code) },
    isDuplicate: isYes(answer.is_duplicate),
    errorMessage: null,
    errorCode: null,
  };
  if (known.outcome !== 'approved' && known.outcome !== 'partial') {
    return {
      ...result,
      errorMessage: messageOf(answer.error) ?? result.result,
      errorCode: errorCodeOf(answer),
    };
  }

  const authorized = centsOf(answer.auth_amount);
  const authCode = textOf(answer.authcode);
  if (known.outcome === 'approved') {
    // Never more than we asked for: the caller checked the amount against the balance.
    const approved = authorized && authorized > 0 ? Math.min(authorized, requestedCents) : requestedCents;
    return { ...result, authCode, approvedAmountCents: approved };
  }
  if (authorized === null || authorized <= 0) {
    // Money was taken but we cannot say how much: reconcile rather than guess.
    return { ...result, outcome: 'timeout', authCode, errorMessage: USAEPAY_MESSAGES.partialWithoutAmount };
  }
  return { ...result, authCode, approvedAmountCents: Math.min(authorized, requestedCents) };
}

/** Nothing known about the charge: kept for reconciliation, never counted as approved. */
function unknownResult(errorMessage: string | null): CardSaleResult {
  return unknownSaleOutcome(errorMessage);
}

/** The processor did not charge (or was never reached). */
export function failedResult(errorMessage: string, errorCode: string | null = null): CardSaleResult {
  return { ...emptyResult('error', 'Error'), errorMessage: redactDigits(errorMessage), errorCode };
}

function emptyResult(outcome: CardSaleOutcome, result: string): CardSaleResult {
  return {
    outcome,
    resultCode: null,
    result,
    approvedAmountCents: 0,
    refnum: null,
    authCode: null,
    card: { type: null, maskedNumber: null },
    avs: { result: null, resultCode: null },
    cvc: { result: null, resultCode: null },
    isDuplicate: false,
    errorMessage: null,
    errorCode: null,
  };
}

/** auth_amount arrives as "500.00", "5" or a JSON number; read it exactly into cents. */
function centsOf(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return parseCents(value);
}

function isYes(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['y', 'yes', 'true', '1'].includes(value.trim().toLowerCase());
}
