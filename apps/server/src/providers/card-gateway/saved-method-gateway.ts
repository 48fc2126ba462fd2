import type { BankAccountType } from '@arrears/domain';
import type { CardSaleRequest, CardSaleResult } from './card-gateway';

/**
 * Payment methods saved at the processor for a plan's installments (decision 0060): we send the card
 * or bank account once, keep the processor's token, and charge the token on each due date. The card
 * or account number lives only in memory during the save call.
 */
export interface SaveBankAccountRequest {
  routingNumber: string;
  accountNumber: string;
  accountType: BankAccountType;
  holderName: string;
}

export type SaveMethodResult =
  | { ok: true; token: string; last4: string; cardType: string | null }
  | { ok: false; errorMessage: string; errorCode: string | null };

export interface TokenSaleRequest {
  /** Our idempotency key (installment and attempt), sent as the processor's invoice number. */
  invoice: string;
  amountCents: number;
  description?: string;
  /** card: a saved-card sale; ach: a check:sale from the saved bank account. */
  type: 'card' | 'ach';
  token: string;
  holderName: string;
}

/** An ACH debit settles some days after the sale, or comes back returned (R01 insufficient funds, …). */
export interface AchStatus {
  state: 'pending' | 'settled' | 'returned';
  returnCode: string | null;
  reason: string | null;
}

export interface SavedMethodGateway {
  readonly name: 'sandbox' | 'usaepay';
  saveCard(card: CardSaleRequest['card']): Promise<SaveMethodResult>;
  saveBankAccount(account: SaveBankAccountRequest): Promise<SaveMethodResult>;
  /** A sale on a saved token; outcomes as a card sale (an ACH sale is 'approved' when accepted). */
  tokenSale(request: TokenSaleRequest): Promise<CardSaleResult>;
  /** What became of an accepted ACH sale, asked on `asOf` (yyyy-mm-dd). */
  achStatus(request: {
    refnum: string;
    token: string;
    submittedOn: string;
    asOf: string;
  }): Promise<AchStatus>;
}
