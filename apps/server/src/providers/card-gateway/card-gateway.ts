/**
 * One card processor behind one interface, chosen by PAYMENT_GATEWAY: the sandbox (documented test
 * cards, demo and tests) or the USAePay REST v2 client. The payment service never sees which.
 */
export interface CardSaleRequest {
  /** Our idempotency key, sent as the processor's invoice number. */
  invoice: string;
  amountCents: number;
  description?: string;
  card: {
    cardholder: string;
    /** Digits only. Lives in memory for the call; never stored or logged. */
    number: string;
    expMonth: number;
    /** Four digits. */
    expYear: number;
    cvc: string;
    avsStreet?: string;
    avsZip?: string;
  };
}

/**
 * approved/partial: money was taken (partial: only approvedAmountCents).
 * declined/error/verification_required: nothing was taken.
 * timeout: we do not know; the payment is kept for reconciliation, never counted as approved.
 */
export type CardSaleOutcome =
  | 'approved'
  | 'partial'
  | 'declined'
  | 'error'
  | 'verification_required'
  | 'timeout';

export interface CardSaleResult {
  outcome: CardSaleOutcome;
  /** The processor's result code: A, P, D, E, V; null on a time-out. */
  resultCode: string | null;
  /** The processor's result word: Approved, Partially Approved, Declined, Error, Verification. */
  result: string;
  approvedAmountCents: number;
  refnum: string | null;
  authCode: string | null;
  /** Processor card type (V, M, A, DS) and masked number ("XXXXXXXXXXXX2224"). */
  card: { type: string | null; maskedNumber: string | null };
  avs: { result: string | null; resultCode: string | null };
  cvc: { result: string | null; resultCode: string | null };
  /** The processor saw this invoice before and answered with the earlier transaction. */
  isDuplicate: boolean;
  /** The processor's reason for a decline or error ("Insufficient funds", "Card expired"). */
  errorMessage: string | null;
  errorCode: string | null;
}

export interface CardGateway {
  readonly name: 'sandbox' | 'usaepay';
  sale(request: CardSaleRequest): Promise<CardSaleResult>;
}

/** A sale whose outcome nobody knows (time-out, lost connection): kept for reconciliation. */
export function unknownSaleOutcome(errorMessage: string | null = null): CardSaleResult {
  return {
    outcome: 'timeout',
    resultCode: null,
    result: 'Timeout',
    approvedAmountCents: 0,
    refnum: null,
    authCode: null,
    card: { type: null, maskedNumber: null },
    avs: { result: null, resultCode: null },
    cvc: { result: null, resultCode: null },
    isDuplicate: false,
    errorMessage,
    errorCode: null,
  };
}
