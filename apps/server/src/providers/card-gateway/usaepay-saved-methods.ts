import { centsToDecimal } from '@arrears/domain';
import type { CardSaleRequest, CardSaleResult } from './card-gateway';
import type {
  AchStatus,
  SaveBankAccountRequest,
  SavedMethodGateway,
  SaveMethodResult,
  TokenSaleRequest,
} from './saved-method-gateway';
import { type AchTransactionLookup, achStatusOf } from './usaepay-ach-status';
import { failedResult, readSaleAnswer } from './usaepay-gateway';
import {
  callUsaepay,
  errorCodeOf,
  type Json,
  messageOf,
  objectOf,
  textOf,
  USAEPAY_MESSAGES,
  type UsaepayExchange,
  type UsaepayOptions,
} from './usaepay-http';

/**
 * Saved payment methods at USAePay (REST v2, decision 0063).
 * - A card is tokenized with the `cc:save` command; the answer's savedcard.key is the token, charged
 *   later by a sale with the token in place of the card number.
 * - A bank account is saved as a customer payment method (POST /customers, then
 *   /customers/{custkey}/payment_methods with pay_type "check"); the token is "custkey/methodkey",
 *   charged by the `customer:sale` command, which runs a check sale on that method.
 * - An ACH sale's fate is read from the customer's transaction history (status_code, check.banknote).
 * Numbers exist only in the request body and are scrubbed from any text the processor sends back.
 */
export const SAVED_METHOD_MESSAGES = {
  noToken: 'The card processor did not return a key for the saved method',
  badToken: 'This saved payment method cannot be charged',
} as const;

const ACH_TOKEN = /^([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)$/;
const BRANDS: Record<string, string> = {
  visa: 'V',
  mastercard: 'M',
  'american express': 'A',
  amex: 'A',
  discover: 'DS',
};

type Answer =
  | { ok: true; answer: Json | unknown[] }
  | { ok: false; errorMessage: string; errorCode: string | null };

export class UsaepaySavedMethods implements SavedMethodGateway {
  readonly name = 'usaepay';
  readonly #options: UsaepayOptions;

  constructor(options: UsaepayOptions) {
    this.#options = options;
  }

  async saveCard(card: CardSaleRequest['card']): Promise<SaveMethodResult> {
    const expiration = String(card.expMonth).padStart(2, '0') + String(card.expYear % 100).padStart(2, '0');
    const body = JSON.stringify({
      command: 'cc:save',
      creditcard: {
        cardholder: card.cardholder,
        number: card.number,
        expiration,
        cvc: card.cvc,
        avs_street: card.avsStreet,
        avs_postalcode: card.avsZip,
      },
    });
    const reply = answerOf(await this.#call('POST', '/transactions', body));
    if (!reply.ok) return reply;
    const answer = objectOf(reply.answer);
    if (textOf(answer.result_code)?.toUpperCase() !== 'A') {
      return refused(messageOf(answer.error) ?? messageOf(answer.result), errorCodeOf(answer));
    }
    const saved = objectOf(answer.savedcard);
    const token = textOf(saved.key);
    if (!token) return refused(SAVED_METHOD_MESSAGES.noToken, null);
    const masked = textOf(saved.cardnumber) ?? textOf(objectOf(answer.creditcard).number) ?? '';
    const last4 = /(\d{4})$/.exec(masked)?.[1] ?? card.number.slice(-4);
    return { ok: true, token, last4, cardType: brandCode(textOf(saved.type)) };
  }

  async saveBankAccount(account: SaveBankAccountRequest): Promise<SaveMethodResult> {
    const scrub = (result: SaveMethodResult) => scrubAccount(result, account.accountNumber);
    const customer = answerOf(await this.#call('POST', '/customers', JSON.stringify(customerName(account))));
    if (!customer.ok) return scrub(customer);
    const custkey = textOf(objectOf(customer.answer).key);
    if (!custkey || !/^[A-Za-z0-9_-]+$/.test(custkey)) return refused(SAVED_METHOD_MESSAGES.noToken, null);

    const method = {
      method_name: account.accountType === 'savings' ? 'Savings' : 'Checking',
      cardholder: account.holderName,
      routing: account.routingNumber,
      account: account.accountNumber,
      account_type: account.accountType,
      pay_type: 'check',
    };
    const path = `/customers/${custkey}/payment_methods`;
    const added = answerOf(await this.#call('POST', path, JSON.stringify([method])));
    const first = added.ok ? objectOf(Array.isArray(added.answer) ? added.answer[0] : added.answer) : {};
    const methodKey = textOf(first.key);
    if (!added.ok || !methodKey || !/^[A-Za-z0-9_-]+$/.test(methodKey)) {
      // Leave no empty customer behind at the processor; a failed clean-up changes nothing for us.
      await this.#call('DELETE', `/customers/${custkey}`);
      if (!added.ok) return scrub(added);
      return scrub(refused(messageOf(first.error) ?? SAVED_METHOD_MESSAGES.noToken, errorCodeOf(first)));
    }
    return {
      ok: true,
      token: `${custkey}/${methodKey}`,
      last4: account.accountNumber.slice(-4),
      cardType: null,
    };
  }

  async tokenSale(request: TokenSaleRequest): Promise<CardSaleResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 1) {
      throw new RangeError('A sale needs a whole number of cents of at least 1');
    }
    const common = {
      amount: centsToDecimal(request.amountCents),
      invoice: request.invoice,
      description: request.description,
    };
    let body: string;
    if (request.type === 'ach') {
      const match = ACH_TOKEN.exec(request.token);
      if (!match) return failedResult(SAVED_METHOD_MESSAGES.badToken);
      body = JSON.stringify({
        command: 'customer:sale',
        custkey: match[1],
        paymethod_key: match[2],
        ...common,
      });
    } else {
      // A card token never holds a slash, and is never a card number.
      if (request.token.includes('/') || /^\d{12,19}$/.test(request.token))
        return failedResult(SAVED_METHOD_MESSAGES.badToken);
      body = JSON.stringify({
        command: 'cc:sale',
        ...common,
        creditcard: { cardholder: request.holderName, number: request.token },
      });
    }
    return readSaleAnswer(await this.#call('POST', '/transactions', body), request.amountCents);
  }

  async achStatus(request: {
    refnum: string;
    token: string;
    submittedOn: string;
    asOf: string;
  }): Promise<AchStatus> {
    const match = ACH_TOKEN.exec(request.token);
    if (!match) return { state: 'pending', returnCode: null, reason: SAVED_METHOD_MESSAGES.badToken };
    const lookup: AchTransactionLookup = async (limit, offset) =>
      answerOf(
        await this.#call('GET', `/customers/${match[1]}/transactions?limit=${limit}&offset=${offset}`),
      );
    return achStatusOf(lookup, request.refnum);
  }

  #call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: string): Promise<UsaepayExchange> {
    return callUsaepay(this.#options, { method, path, body });
  }
}

/** An exchange read as JSON, or why not. Saving moves no money, so "unknown" is a plain failure here. */
function answerOf(exchange: UsaepayExchange): Answer {
  if (exchange.kind === 'unknown') return refused(exchange.message ?? USAEPAY_MESSAGES.gatewayTimeout, null);
  if (exchange.kind === 'not_sent') return refused(exchange.message, null);
  const parsed = parseJson(exchange.text);
  const object = objectOrNull(parsed);
  if (exchange.status < 200 || exchange.status > 299) {
    return refused(
      (object && messageOf(object.error)) ?? USAEPAY_MESSAGES.httpStatus(exchange.status),
      object && errorCodeOf(object),
    );
  }
  if (Array.isArray(parsed)) return { ok: true, answer: parsed };
  if (!object) return refused(USAEPAY_MESSAGES.unreadable, null);
  // A request-level error can come with a success status.
  if (messageOf(object.error) && !textOf(object.key) && !textOf(object.result_code))
    return refused(messageOf(object.error), errorCodeOf(object));
  return { ok: true, answer: object };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function objectOrNull(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

function refused(
  errorMessage: string | null,
  errorCode: string | null,
): { ok: false; errorMessage: string; errorCode: string | null } {
  return { ok: false, errorMessage: errorMessage ?? USAEPAY_MESSAGES.unknownResult, errorCode };
}

/** USAePay wants a company or a first and last name; we have the name on the account. */
function customerName(account: SaveBankAccountRequest): Json {
  const words = account.holderName.trim().split(/\s+/);
  if (words.length < 2) return { company: account.holderName.trim() };
  return { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1) };
}

/** A bank account number can be shorter than a card's, so it is scrubbed by value as well. */
function scrubAccount(result: SaveMethodResult, accountNumber: string): SaveMethodResult {
  if (result.ok || accountNumber.length < 4) return result;
  const masked = `XXXX${accountNumber.slice(-4)}`;
  return { ...result, errorMessage: result.errorMessage.split(accountNumber).join(masked) };
}

/** savedcard.type is a brand name ("Visa"); we keep the processor's short codes (V, M, A, DS). */
function brandCode(type: string | null): string | null {
  if (!type) return null;
  return BRANDS[type.toLowerCase()] ?? type;
}
