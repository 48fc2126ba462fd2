import { ApiError } from '@/lib/api-client';

/**
 * One payment attempt's reference. The invoice is the server's idempotency key: it is made once per
 * attempt and sent again when the same attempt is re-sent (after a lost answer), so a retry can
 * never charge twice; any other attempt gets a new one.
 */
export interface PaymentAttempt {
  invoice: string;
  /** The payload the invoice was made for: a changed payload is a new attempt. */
  fingerprint: string;
}

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** INV-{debtAccountId}-{timestamp}-{random} (docs/product/payments.md: the account id and a time stamp). */
export function newInvoice(debtAccountId: number | string, now = Date.now(), random = randomPart()): string {
  return `INV-${debtAccountId}-${now}-${random}`;
}

/** The attempt to send: the pending one when the payload is unchanged, else a new one. */
export function attemptFor(
  pending: PaymentAttempt | null,
  fingerprint: string,
  makeInvoice: () => string,
): PaymentAttempt {
  if (pending && pending.fingerprint === fingerprint) return pending;
  return { invoice: makeInvoice(), fingerprint };
}

/**
 * Whether a failed call may have reached the processor without us hearing the answer (network
 * failure, server error, "still processing"): then the same attempt is kept for a re-send.
 * Any other 4xx answer is final: nothing was charged and the next attempt is new. That includes
 * 429: the card-testing limits refuse before the processor is asked, and the re-send of an invoice
 * already charged answers that charge, never 429 (decision 0031).
 */
export function isUnsettled(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 409 || error.status === 408;
}
