import { maskCardNumber } from '@arrears/domain';
import type { Config } from '../../config';
import { usaepayAuthorization } from './usaepay-auth';

/**
 * One signed request to the USAePay REST v2 API (help.usaepay.info/api/rest/), shared by the one-off
 * card client and the saved-method client. It tells apart the three things that can happen, because
 * money depends on it: the processor answered; it may have acted but we did not hear (time-out,
 * connection lost after sending); or our request never reached it.
 *
 * Bodies can carry card or bank account numbers: they exist only in the string handed to fetch and
 * are never logged, kept, or put in a message.
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

export type UsaepayExchange =
  | { kind: 'answered'; status: number; text: string }
  /** Sent, no answer: the processor may have acted. `message` is null on our own time-out. */
  | { kind: 'unknown'; message: string | null }
  /** Never reached the processor: nothing can have happened there. */
  | { kind: 'not_sent'; message: string };

/** Failures where the connection never carried our request: the processor cannot have acted. */
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

/** `path` is below /api/v2 ("/transactions"); `body` is the JSON text to send, if any. */
export async function callUsaepay(
  options: UsaepayOptions,
  request: { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: string },
): Promise<UsaepayExchange> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v2${request.path}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: {
        Authorization: usaepayAuthorization(options.apiKey, options.pin),
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: request.body,
      signal: controller.signal,
    });
    return { kind: 'answered', status: response.status, text: await response.text() };
  } catch (error) {
    // The error (and its cause) never includes the body, and we only read its codes.
    if (controller.signal.aborted) return { kind: 'unknown', message: null };
    return neverSent(error)
      ? { kind: 'not_sent', message: USAEPAY_MESSAGES.unreachable }
      : { kind: 'unknown', message: USAEPAY_MESSAGES.connectionLost };
  } finally {
    clearTimeout(timer);
  }
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

export type Json = Record<string, unknown>;

export function parseObject(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

export function objectOf(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

/** A processor field: strings and numbers as text, anything else (or blank) as null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** A processor's free text (result, error), which we show and store. */
export function messageOf(value: unknown): string | null {
  const text = textOf(value);
  return text === null ? null : redactDigits(text);
}

/** USAePay names it error_code on transactions and errorcode on request-level errors. */
export function errorCodeOf(answer: Json): string | null {
  return textOf(answer.error_code) ?? textOf(answer.errorcode);
}

/** Any run that could be a card number becomes "XXXX…1234" before it can reach a message or row. */
export function redactDigits(text: string): string {
  return text.replace(/\d{12,19}/g, (digits) => maskCardNumber(digits));
}
