import { randomBytes, randomInt } from 'node:crypto';
import {
  addDays,
  TEST_BANK_ACCOUNTS,
  TEST_CARDS,
  type TestBankOutcome,
  type TestCardOutcome,
} from '@arrears/domain';
import { type CardSaleRequest, type CardSaleResult, unknownSaleOutcome } from './card-gateway';
import { SandboxCardGateway } from './sandbox-gateway';
import type {
  AchStatus,
  SaveBankAccountRequest,
  SavedMethodGateway,
  SaveMethodResult,
  TokenSaleRequest,
} from './saved-method-gateway';

/**
 * The sandbox's saved methods. A token names the test outcome it was saved with and a random part,
 * never the number: "sbx_card_declined_9f2c…", "sbx_ach_returned_nsf_41ab…". So a token charges as
 * its card would, also after a restart, and the NSF test account is returned a day after its sale.
 */
const TOKEN = /^sbx_(card|ach)_([a-z_]+)_[0-9a-f]{16}$/;

/** Test-card outcomes the sandbox refuses to save: the card itself is refused. */
const SAVE_REFUSED: ReadonlySet<TestCardOutcome> = new Set([
  'declined',
  'expired_card',
  'cvv_mismatch',
  'processing_error',
]);

function newToken(type: 'card' | 'ach', outcome: string): string {
  return `sbx_${type}_${outcome}_${randomBytes(8).toString('hex')}`;
}

export class SandboxSavedMethods implements SavedMethodGateway {
  readonly name = 'sandbox';
  private readonly cards = new SandboxCardGateway();
  private readonly cardOutcomes = new Map(TEST_CARDS.map((card) => [card.number, card.outcome]));
  private readonly bankOutcomes = new Map(TEST_BANK_ACCOUNTS.map((a) => [a.accountNumber, a.outcome]));

  async saveCard(card: CardSaleRequest['card']): Promise<SaveMethodResult> {
    const outcome: TestCardOutcome = this.cardOutcomes.get(card.number) ?? 'approved';
    // The processor stores the card without charging it; its charges answer as the card would.
    const probe = await this.cards.sale({ invoice: 'save', amountCents: 1, card });
    // A card the issuer refuses outright (declined, expired, wrong CVV) or that the processor
    // cannot take is not saved, as the processor's save refuses it (decision 0091); one that only
    // lacks the funds is saved, since saving moves no money, and its charges decline later.
    if (SAVE_REFUSED.has(outcome)) {
      return {
        ok: false,
        errorMessage: probe.errorMessage ?? 'Card declined',
        errorCode: probe.errorCode ?? probe.resultCode,
      };
    }
    return {
      ok: true,
      token: newToken('card', outcome),
      last4: card.number.slice(-4),
      cardType: probe.card.type,
    };
  }

  async saveBankAccount(account: SaveBankAccountRequest): Promise<SaveMethodResult> {
    const outcome: TestBankOutcome = this.bankOutcomes.get(account.accountNumber) ?? 'approved';
    return {
      ok: true,
      token: newToken('ach', outcome),
      last4: account.accountNumber.slice(-4),
      cardType: null,
    };
  }

  async tokenSale(request: TokenSaleRequest): Promise<CardSaleResult> {
    const match = TOKEN.exec(request.token);
    if (!match || match[1] !== request.type) {
      return {
        ...unknownSaleOutcome('Unknown payment token'),
        outcome: 'error',
        resultCode: 'E',
        result: 'Error',
      };
    }
    if (request.type === 'ach') {
      // An ACH sale is accepted at once; a return comes later (achStatus).
      return {
        outcome: 'approved',
        resultCode: 'A',
        result: 'Approved',
        approvedAmountCents: request.amountCents,
        refnum: String(randomInt(3_000_000_000, 3_999_999_999)),
        authCode: `TM${randomInt(1000, 9999)}`,
        card: { type: null, maskedNumber: null },
        avs: { result: null, resultCode: null },
        cvc: { result: null, resultCode: null },
        isDuplicate: false,
        errorMessage: null,
        errorCode: null,
      };
    }
    const number = TEST_CARDS.find((card) => card.outcome === match[2])?.number ?? '4000100011112224';
    return this.cards.sale({
      invoice: request.invoice,
      amountCents: request.amountCents,
      card: { cardholder: request.holderName, number, expMonth: 12, expYear: 2099, cvc: '123' },
    });
  }

  async achStatus(request: {
    refnum: string;
    token: string;
    submittedOn: string;
    asOf: string;
  }): Promise<AchStatus> {
    const returned = TOKEN.exec(request.token)?.[2] === 'returned_nsf';
    if (request.asOf < addDays(request.submittedOn, 1))
      return { state: 'pending', returnCode: null, reason: null };
    return returned
      ? { state: 'returned', returnCode: 'R01', reason: 'Insufficient funds' }
      : { state: 'settled', returnCode: null, reason: null };
  }
}
