import { centsToDecimal, maskCardNumber, parseCents } from '@arrears/domain';
import type { Config } from '../../../config';
import {
  type CardGateway,
  type CardSaleOutcome,
  type CardSaleRequest,
  type CardSaleResult,
  unknownSaleOutcome,
} from './card-gateway';
import { usaepayAuthorization } from './usaepay-auth';

/**
 * Client of the USAePay REST v2 transactions API (help.usaepay.info/api/rest/ "Transactions" →
 * "Sale"). One POST per sale; the answer's result_code A/P/D/E/V becomes our outcome. Whenever we
 * cannot know whether the card was charged (time-out, connection lost after sending, gateway
 * time-out), the outcome is 'timeout' so the caller keeps the payment for reconciliation.
 *
 * Card number and CVV exist only inside the request body handed to fetch: they are never logged,
 * kept, or put in a message.
 */
export type UsaepayOptions = NonNullable<Config['usaepay']>;

export const USAEPAY_MESSAGES = {
  unreachable: 'Could not reach the card processor',
  connectionLost: 'The connection to the card processor was lost before it answered',
  gatewayTimeout: 'The card processor did not answer in time',
  unreadable: 'The card processor sent an answer that could not be read',
  unknownResult: 'The card processor sent an unknown result',
  partialWithoutAmount: 'The card processor approved part of the amount without saying how much',
  httpStatus: (status: number) => `The card processor answered with HTTP ${status}`,
} as const;

const RESULT_CODES: Record<string, { outcome: CardSaleOutcome; word: string }> = {
  A: { outcome: 'approved', word: 'Approved' },
  P: { outcome: 'partial', word: 'Partially Approved' },
  D: { outcome: 'declined', word: 'Declined' },
  E: { outcome: 'error', word: 'Error' },
  V: { outcome: 'verification_required', word: 'Verification' },
};

/** Failures where the connection never carried our request: the processor cannot have charged. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_INVALID_URL',
]);
const TLS_SETUP_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;

type Json = Record<string, unknown>;

export class UsaepayCardGateway implements CardGateway {
  readonly name = 'usaepay';
  readonly #url: string;
  readonly #apiKey: string;
  readonly #pin: string;
  readonly #timeoutMs: number;

  constructor(options: UsaepayOptions) {
    this.#url = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/transactions`;
    this.#apiKey = options.apiKey;
    this.#pin = options.pin;
    this.#timeoutMs = options.timeoutMs;
  }

  async sale(request: CardSaleRequest): Promise<CardSaleResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 1) {
      throw new RangeError('A card sale needs a whole number of cents of at least 1');
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(this.#url, {
        method: 'POST',
        headers: {
          Authorization: usaepayAuthorization(this.#apiKey, this.#pin),
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: saleBody(request),
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // The error (and its cause) never includes the body, and we only read its codes.
      if (controller.signal.aborted) return unknownResult(null);
      return neverSent(error)
        ? failedResult(USAEPAY_MESSAGES.unreachable)
        : unknownResult(USAEPAY_MESSAGES.connectionLost);
    } finally {
      clearTimeout(timer);
    }
    return readAnswer(status, text, request.amountCents);
  }
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
function failedResult(errorMessage: string, errorCode: string | null = null): CardSaleResult {
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

function neverSent(error: unknown): boolean {
  const codes: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    const { code, errors } = value as { code?: unknown; errors?: unknown };
    if (typeof code === 'string') codes.push(code);
    if (Array.isArray(errors)) for (const inner of errors) collect(inner);
  };
  collect(error);
  collect((error as { cause?: unknown } | null)?.cause);
  return codes.length > 0 && codes.every((code) => NOT_SENT_CODES.has(code) || TLS_SETUP_CODE.test(code));
}

function parseObject(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

function objectOf(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

/** A processor field: strings and numbers as text, anything else (or blank) as null. */
function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** A processor's free text (result, error), which we show and store. */
function messageOf(value: unknown): string | null {
  const text = textOf(value);
  return text === null ? null : redactDigits(text);
}

/** USAePay names it error_code on transactions and errorcode on request-level errors. */
function errorCodeOf(answer: Json): string | null {
  return textOf(answer.error_code) ?? textOf(answer.errorcode);
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

/** Any run that could be a card number becomes "XXXX…1234" before it can reach a message or row. */
function redactDigits(text: string): string {
  return text.replace(/\d{12,19}/g, (digits) => maskCardNumber(digits));
}
