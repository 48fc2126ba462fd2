import { randomInt } from 'node:crypto';
import { maskCardNumber, TEST_CARDS, type TestCardOutcome } from '@arrears/domain';
import type { CardGateway, CardSaleRequest, CardSaleResult } from './card-gateway';

const MATCH_AVS = { result: 'Address: Match & 5 Digit Zip: Match', resultCode: 'YYY' };
const MATCH_CVC = { result: 'Match', resultCode: 'M' };
const NO_CHECK = { result: null, resultCode: null };

/** What each test card answers, in the processor's words. */
const DECLINES: Record<
  Exclude<TestCardOutcome, 'approved' | 'processing_error'>,
  { message: string; code: string }
> = {
  declined: { message: 'Card Declined', code: '10127' },
  insufficient_funds: { message: 'Insufficient funds', code: '10051' },
  expired_card: { message: 'Card expired', code: '10054' },
  cvv_mismatch: { message: 'Card security code does not match', code: '10082' },
};

function processorType(number: string): string {
  if (number.startsWith('4')) return 'V';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'M';
  if (/^3[47]/.test(number)) return 'A';
  if (/^6/.test(number)) return 'DS';
  return 'Card';
}

/**
 * The sandbox processor: deterministic answers for the eight test cards (packages/domain
 * test-cards.ts) and an approval for any other valid number, shaped like a real processor's answer
 * (reference number, auth code, masked card, AVS and CVC results). It never moves money, so a
 * production start refuses it (config.ts).
 */
export class SandboxCardGateway implements CardGateway {
  readonly name = 'sandbox';
  private readonly byNumber = new Map(TEST_CARDS.map((card) => [card.number, card.outcome]));

  /** @param latencyMs how long each answer takes, to make the demo feel like a real processor. */
  constructor(private readonly latencyMs = 0) {}

  async sale(request: CardSaleRequest): Promise<CardSaleResult> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const number = request.card.number;
    const outcome = this.byNumber.get(number) ?? 'approved';
    const card = { type: processorType(number), maskedNumber: maskCardNumber(number) };
    const refnum = String(randomInt(3_000_000_000, 3_999_999_999));
    const base = { refnum, card, isDuplicate: false };

    if (outcome === 'approved') {
      return {
        ...base,
        outcome: 'approved',
        resultCode: 'A',
        result: 'Approved',
        approvedAmountCents: request.amountCents,
        authCode: String(randomInt(100000, 999999)),
        avs: MATCH_AVS,
        cvc: MATCH_CVC,
        errorMessage: null,
        errorCode: null,
      };
    }
    if (outcome === 'processing_error') {
      return {
        ...base,
        outcome: 'error',
        resultCode: 'E',
        result: 'Error',
        approvedAmountCents: 0,
        authCode: null,
        avs: NO_CHECK,
        cvc: NO_CHECK,
        errorMessage: 'Processing error: the card network did not answer',
        errorCode: '10001',
      };
    }
    const decline = DECLINES[outcome];
    return {
      ...base,
      outcome: 'declined',
      resultCode: 'D',
      result: 'Declined',
      approvedAmountCents: 0,
      authCode: null,
      avs: MATCH_AVS,
      cvc: outcome === 'cvv_mismatch' ? { result: 'No Match', resultCode: 'N' } : MATCH_CVC,
      errorMessage: decline.message,
      errorCode: decline.code,
    };
  }
}
