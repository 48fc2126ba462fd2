import type { AchStatus } from './saved-method-gateway';
import { type Json, messageOf, objectOf, textOf } from './usaepay-http';

/**
 * What became of an ACH sale at USAePay, read from its transaction record (decision 0063). The
 * record's status_code follows the gateway's transaction status codes: for checks P pending, B
 * submitted, F funded (left the account, may still come back), S settled (cleared), R returned by
 * the bank, V voided, E post-processing error, T timed out, M held for approval, N queued. A return
 * carries the bank's note in check.banknote, where the NACHA return code (R01…) is read.
 */
export const ACH_STATUS_MESSAGES = {
  notFound: 'The processor has no such transaction for this payment method yet',
  returned: 'Returned by the bank',
  voided: 'Voided at the processor',
  failed: 'The processor could not process the debit',
} as const;

/** One page of the customer's transactions (GET /customers/{custkey}/transactions), or why not. */
export type AchTransactionLookup = (
  limit: number,
  offset: number,
) => Promise<{ ok: true; answer: Json | unknown[] } | { ok: false; errorMessage: string }>;

const PAGE_SIZE = 100;
/** A saved bank account is one customer with one plan's debits: a few dozen rows at most. */
const MAX_PAGES = 10;

export async function achStatusOf(lookup: AchTransactionLookup, refnum: string): Promise<AchStatus> {
  for (let page = 0; page < MAX_PAGES; page++) {
    const reply = await lookup(PAGE_SIZE, page * PAGE_SIZE);
    // Not knowing is never a return or a settlement: ask again on the next run.
    if (!reply.ok) return pending(reply.errorMessage);
    const list = objectOf(reply.answer);
    const rows = Array.isArray(list.data) ? list.data.map(objectOf) : [];
    const row = rows.find((candidate) => textOf(candidate.refnum) === refnum);
    if (row) return statusOf(row);
    const total = Number(textOf(list.total) ?? 0);
    if (rows.length < PAGE_SIZE || (page + 1) * PAGE_SIZE >= total) break;
  }
  return pending(ACH_STATUS_MESSAGES.notFound);
}

function statusOf(row: Json): AchStatus {
  const code = textOf(row.status_code)?.toUpperCase();
  if (code === 'S') return { state: 'settled', returnCode: null, reason: null };
  if (code === 'R') {
    const note = messageOf(objectOf(row.check).banknote);
    const returnCode = note ? (/\bR\d{2}\b/i.exec(note)?.[0].toUpperCase() ?? null) : null;
    return { state: 'returned', returnCode, reason: note ?? ACH_STATUS_MESSAGES.returned };
  }
  // Voided or failed before reaching the bank: no money came, which the ledger treats as a return.
  if (code === 'V') return { state: 'returned', returnCode: null, reason: ACH_STATUS_MESSAGES.voided };
  if (code === 'E') return { state: 'returned', returnCode: null, reason: ACH_STATUS_MESSAGES.failed };
  return pending(null);
}

function pending(reason: string | null): AchStatus {
  return { state: 'pending', returnCode: null, reason };
}
