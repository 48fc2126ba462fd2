import { createHash } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type ConsumerAuthorization,
  cardBrandOf,
  centsToDecimal,
  easternDateOf,
  formatCents,
  isExpired,
  LEDGER_MESSAGES,
  PAYMENT_MESSAGES,
  type ProcessPaymentInput,
  type ProcessPaymentResult,
} from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { type CardSaleResult, unknownSaleOutcome } from '../../providers/card-gateway/card-gateway';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';
import type { ChatSessionInfo } from '../../sessions/chat-session.store';
import { settleCardCharge } from './card-charge-settlement';
import { cardAttemptKeys, refuseCardAttempt } from './card-decline-guard';
import { releaseCardAttempt } from './card-decline-limits';
import { buildPaymentResult, failureReasonOf, type PayingAccount } from './card-payment-result';
import { findByInvoice, type PaymentRow, reserveCharge, STALE_CHARGE_MS } from './card-payments.repository';
import { consumerAuthorizationFor } from './consumer-authorization';
import { loadPayingAccount, mayActOnAccount } from './paying-account';
import { type PaymentChannel, paymentsCommitted } from './payment-ledger';
import { markForReconciliation } from './stale-charges';

export type { Caller } from './payment-caller';

import type { Caller } from './payment-caller';

const REPLAY_POLL_MS = 100;
/** How long a processor's answer waits for the database to come back before the caller gets a 503. */
const SETTLE_RETRY_MS = 60_000;

export interface ChargeRequest {
  /** The signed-in user; null for the chat's verified debtor (then `chat` is set). */
  caller: Caller | null;
  /** The chat session paying, when there is no signed-in user; its scope was checked by the route. */
  chat?: ChatSessionInfo | null;
  origin: RequestOrigin;
  input: ProcessPaymentInput;
  /** Where the payment was taken; by default from the caller's role (debtor: portal, staff: agent). */
  channel?: PaymentChannel;
  /**
   * The IVR's caller, who proved their identity on this account by keypad (decision 0127); the
   * origin's address is then the calling number ("tel:+1…"), which the card-decline limits count.
   */
  phone?: { callSid: string } | null;
}

/** The channel of a payment: the chat for a chat session, else by the caller's role unless told. */
function channelOf(req: ChargeRequest): PaymentChannel {
  if (req.phone) return 'ivr';
  if (!req.caller) return 'chat';
  return req.channel ?? (req.caller.role === 'debtor' ? 'portal' : 'agent');
}

/**
 * Takes a card payment exactly once per invoice:
 * 1. checks the card's expiry on our clock and that the caller may pay this account;
 * 2. reserves the charge (a 'processing' row) under the account lock, or finds the invoice's row;
 *    the reservation takes a decline slot, or the card-testing limits refuse it (429);
 * 3. asks the processor;
 * 4. settles in one transaction: an approval lowers the balance and gets a confirmation code,
 *    anything else leaves the balance alone; a time-out is kept for reconciliation.
 * A repeated invoice waits for the first attempt and answers the same result.
 */
export async function processCardPayment(deps: AppDeps, req: ChargeRequest): Promise<ProcessPaymentResult> {
  const { input, caller } = req;
  if (!caller && !req.phone && !req.chat?.accountIds.includes(input.debtAccountId)) {
    throw new Error('processCardPayment without a user needs a chat session or the IVR covering the account');
  }
  if (isExpired(input.expMonth, input.expYear, new Date(deps.clock()))) {
    throw new HttpError(400, PAYMENT_MESSAGES.expired);
  }
  const account = await loadPayingAccount(deps.db, input.debtAccountId);
  // A debtor pays their own accounts, a collector those assigned to them; a collector learns
  // nothing about other ids either (a missing account is refused the same way).
  const refused =
    (caller?.role === 'debtor' && account?.userId !== caller.id) ||
    (caller?.role === 'collector' && (!account || !mayActOnAccount(caller, account)));
  if (caller && refused) {
    const who = caller.role === 'debtor' ? 'Debtor' : 'Collector';
    await recordSecurityEvent(deps.db, {
      type: 'payment_denied',
      success: false,
      description: `${who} tried to pay account ${input.debtAccountId}, which is not theirs`,
      origin: req.origin,
      user: caller,
      details: { debtAccountId: input.debtAccountId },
    });
    throw new HttpError(
      403,
      caller.role === 'debtor' ? PAYMENT_MESSAGES.notYourAccount : AUTH_MESSAGES.forbidden,
    );
  }
  if (!account) throw new HttpError(404, PAYMENT_MESSAGES.accountNotFound);
  // The client took the account back: we collect no more on it (a payment made to them is still reported).
  if (account.recalled) throw new HttpError(409, LEDGER_MESSAGES.recalledNoCardPayment);
  const authorization =
    caller && channelOf(req) === 'agent' ? consumerAuthorizationFor(deps, caller, input, account) : null;

  const cardLast4 = input.cardNumber.slice(-4);
  // Who asked is part of the request: the same invoice from another caller (or chat) is a conflict.
  const payerKey = caller ? caller.id : req.phone ? `ivr:${req.phone.callSid}` : `chat:${req.chat?.id}`;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([account.id, input.amount, cardLast4, input.expMonth, input.expYear, payerKey]))
    .digest('hex');
  const reservation = await reserveCharge(
    deps.db,
    {
      debtAccountId: account.id,
      invoice: input.invoice,
      fingerprint,
      amountCents: input.amount,
      amount: centsToDecimal(input.amount),
      paymentDate: easternDateOf(deps.clock()),
      userId: caller?.id ?? null,
      source: channelOf(req),
      cardBrand: cardBrandOf(input.cardNumber),
      cardLast4,
      notes: input.description ?? null,
      authorization: authorization && {
        userId: authorization.agentUserId,
        at: new Date(authorization.authorizedAt),
        words: authorization.words,
      },
    },
    deps.clock(),
    // Count first, judge after (decision 0031): the reservation takes a decline slot.
    cardAttemptKeys(req, account.id),
  );
  if (reservation.kind === 'limited')
    return refuseCardAttempt(deps, req, reservation.keys, reservation.limitedBy);
  if (reservation.kind === 'above_balance') {
    throw new HttpError(
      400,
      reservation.availableCents <= 0
        ? PAYMENT_MESSAGES.zeroBalance
        : PAYMENT_MESSAGES.amountAboveBalance(formatCents(reservation.availableCents)),
    );
  }
  if (reservation.kind === 'existing') {
    if (reservation.row.requestFingerprint !== fingerprint)
      throw new HttpError(409, PAYMENT_MESSAGES.invoiceReused);
    return replay(deps, reservation.row, account);
  }

  const sale = await charge(deps, input, account);
  const result = await settleDurably(deps, {
    req,
    account,
    paymentId: reservation.paymentId,
    sale,
    cardLast4,
    authorization,
  });
  // Approvals never count toward the limits; nor does a time-out, which tells nothing about the card.
  if (reservation.claimId !== null && !countsAsDecline(sale))
    await releaseCardAttempt(deps.db, reservation.claimId);
  if (!result.success) {
    await recordSecurityEvent(deps.db, {
      type: sale.outcome === 'timeout' ? 'payment_unconfirmed' : 'payment_failed',
      success: false,
      description: `Card payment of ${formatCents(input.amount)} on ${account.accountNumber}: ${result.failureReason}`,
      origin: req.origin,
      user: caller,
      details: { paymentId: reservation.paymentId, debtAccountId: account.id, resultCode: sale.resultCode },
      riskLevel: sale.outcome === 'timeout' ? 'HIGH' : undefined,
    });
  }
  return result;
}

/** Outcomes that keep their decline slot: the processor answered something about the card other than yes. */
function countsAsDecline(sale: CardSaleResult): boolean {
  return sale.outcome === 'declined' || sale.outcome === 'error' || sale.outcome === 'verification_required';
}

/** The processor call. A throw is treated like a time-out: we cannot know whether money moved. */
async function charge(
  deps: AppDeps,
  input: ProcessPaymentInput,
  account: PayingAccount,
): Promise<CardSaleResult> {
  const billing = input.billingInfo;
  try {
    return await deps.cardGateway.sale({
      invoice: input.invoice,
      amountCents: input.amount,
      description: input.description ?? `Payment on account ${account.accountNumber}`,
      card: {
        cardholder: `${billing.firstName} ${billing.lastName}`.trim(),
        number: input.cardNumber,
        expMonth: input.expMonth,
        expYear: input.expYear,
        cvc: input.cvv,
        avsStreet: billing.address || undefined,
        avsZip: billing.zip || undefined,
      },
    });
  } catch {
    return unknownSaleOutcome();
  }
}

interface SettleInput {
  req: ChargeRequest;
  account: PayingAccount;
  paymentId: number;
  sale: CardSaleResult;
  cardLast4: string;
  authorization: ConsumerAuthorization | null;
}

/**
 * The processor has answered, so its answer must be saved: while the database is away (a restart,
 * a failover) settling is retried for up to SETTLE_RETRY_MS. Past that the caller gets the 503 and
 * the row stays 'processing' until it is marked for reconciliation.
 */
async function settleDurably(deps: AppDeps, s: SettleInput): Promise<ProcessPaymentResult> {
  const giveUpAt = performance.now() + SETTLE_RETRY_MS;
  for (let waitMs = 250; ; waitMs = Math.min(waitMs * 2, 4000)) {
    try {
      return await settle(deps, s);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || performance.now() + waitMs > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

async function settle(deps: AppDeps, s: SettleInput): Promise<ProcessPaymentResult> {
  const { input, caller } = s.req;
  const processedAt = new Date(deps.clock());
  const cardBrand = cardBrandOf(input.cardNumber);
  const settled = await deps.db.transaction((tx) =>
    settleCardCharge(tx, {
      paymentId: s.paymentId,
      debtAccountId: s.account.id,
      sale: s.sale,
      amountCents: input.amount,
      paymentDate: easternDateOf(deps.clock()),
      userId: caller?.id ?? null,
      channel: channelOf(s.req),
      approvedLine: (code, appliedCents) =>
        `Card payment ${formatCents(appliedCents)} approved (${cardBrand} ending ${s.cardLast4}), confirmation ${code}`,
      notTakenLine: `Card payment ${formatCents(input.amount)} not taken (${cardBrand} ending ${s.cardLast4}): ${failureReasonOf(s.sale)}`,
      details: { processor: deps.cardGateway.name, isDuplicate: s.sale.isDuplicate },
      processedAt: sql`now()`,
      answer: (facts) => {
        const built = buildPaymentResult({
          account: s.account,
          paymentId: s.paymentId,
          sale: s.sale,
          requestedCents: input.amount,
          appliedCents: facts.appliedCents,
          balanceBeforeCents: facts.balanceBeforeCents ?? 0,
          balanceAfterCents: facts.balanceAfterCents ?? 0,
          confirmationCode: facts.confirmationCode,
          cardBrand,
          cardLast4: s.cardLast4,
          processedAt,
        });
        return s.authorization ? { ...built, authorization: s.authorization } : built;
      },
    }),
  );
  if (s.sale.outcome === 'approved' || s.sale.outcome === 'partial') paymentsCommitted(deps.db);
  // Settled before (a retry after a lost connection whose first commit went through): its answer.
  return settled.answer as ProcessPaymentResult;
}

/** Waits for the invoice's first attempt to finish, then answers what it answered. */
async function replay(
  deps: AppDeps,
  first: PaymentRow,
  account: PayingAccount,
): Promise<ProcessPaymentResult> {
  let row: PaymentRow | null = first;
  const deadline = first.createdAt.getTime() + STALE_CHARGE_MS;
  while (row && row.status === 'processing') {
    if (deps.clock() > deadline) {
      await markForReconciliation(deps.db, row, account);
    } else {
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    }
    row = await findByInvoice(deps.db, first.invoice ?? '');
  }
  if (!row?.result) throw new HttpError(409, PAYMENT_MESSAGES.inProgress);
  return row.result as unknown as ProcessPaymentResult;
}
