import { createHash, timingSafeEqual } from 'node:crypto';
import { type PreferredLanguage, parseCents, processPaymentBodySchema } from '@arrears/domain';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { ivrCalls, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline';
import { ComplianceBlockError, guardContact, withEmailOptOut } from '../compliance';
import {
  findPayment,
  loadPayingAccount,
  processCardPayment,
  receiptOf,
  receiptText,
  renderReceiptPdf,
} from '../payments';
import { findIvrCallByPayReference } from './ivr-calls.repository';
import { originOf } from './ivr-flow';

/**
 * What Twilio's Generic Pay Connector posts (JSON): the card typed on the keypad, the amount of
 * <Pay chargeAmount>, and the <Parameter>s of our TwiML. Unknown fields are ignored.
 */
export const payConnectorBodySchema = z.object({
  method: z.string(),
  transaction_id: z.string().trim().min(1).max(200),
  cardnumber: z.string().optional(),
  cvv: z.string().optional(),
  expiry_month: z.union([z.string(), z.number()]).optional(),
  expiry_year: z.union([z.string(), z.number()]).optional(),
  amount: z.union([z.string(), z.number()]).optional(),
  postal_code: z.string().optional().nullable(),
  description: z.string().optional().nullable(),
  currency_code: z.string().optional().nullable(),
  parameters: z.record(z.string(), z.unknown()).optional().nullable(),
});
export type PayConnectorBody = z.infer<typeof payConnectorBodySchema>;

/** The connector's answer: a charge id, or an error code and message Twilio hands to <Pay>'s action. */
export interface PayConnectorAnswer {
  charge_id: string | null;
  error_code: string | null;
  error_message: string | null;
}

const refused = (code: string, message: string): PayConnectorAnswer => ({
  charge_id: null,
  error_code: code,
  error_message: message,
});

export const PAY_CONNECTOR_MESSAGES = {
  off: 'The pay connector is not configured',
  unauthorized: 'Wrong pay connector credentials',
} as const;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * HTTP Basic with PAY_CONNECTOR_USERNAME and PAY_CONNECTOR_PASSWORD, compared in constant time
 * (both sides hashed first, so their lengths tell nothing either). 404 when there is no connector.
 */
export function checkConnectorAuth(deps: AppDeps, header: string | undefined): void {
  const connector = deps.config.payConnector;
  if (!connector) throw new HttpError(404, PAY_CONNECTOR_MESSAGES.off);
  const given = /^Basic\s+(.+)$/i.exec(header ?? '')?.[1];
  const decoded = given ? Buffer.from(given, 'base64').toString('utf8') : '';
  const expected = `${connector.username}:${connector.password}`;
  if (!given || !timingSafeEqual(digest(decoded), digest(expected))) {
    throw new HttpError(401, PAY_CONNECTOR_MESSAGES.unauthorized);
  }
}

/** The invoice of a connector transaction: one payment per transaction_id, ever (decision 0128). */
export const invoiceOfTransaction = (transactionId: string) =>
  `IVR-${createHash('sha256').update(transactionId).digest('hex').slice(0, 40)}`;

const HTTP_ERROR_CODES: Record<number, string> = {
  400: 'invalid_request',
  404: 'account_not_found',
  409: 'conflict',
  429: 'too_many_declines',
};

/**
 * A charge from Twilio's Generic Pay Connector (decision 0128): the <Parameter> reference names the
 * IVR call, which must have proven its account and chosen this amount. The card goes to the payment
 * gateway through the payments module's card charge (expiry, balance, card-decline limits, ledger),
 * whose invoice is the transaction_id's: a retry, or a parallel duplicate, waits for the first and
 * answers its charge_id without charging again. The card number is never stored nor logged.
 */
export async function chargeFromConnector(
  deps: AppDeps,
  body: PayConnectorBody,
): Promise<PayConnectorAnswer> {
  if (body.method !== 'charge') return refused('unsupported_method', 'Only charges are supported');
  const reference = body.parameters?.reference;
  const call = typeof reference === 'string' ? await findIvrCallByPayReference(deps.db, reference) : null;
  if (!call?.identityVerified || call.debtAccountId === null || call.payAmountCents === null) {
    return refused('unknown_reference', 'This payment does not belong to a verified call');
  }
  const amountCents = parseCents(String(body.amount ?? '').trim());
  if (amountCents !== call.payAmountCents) {
    return refused('amount_mismatch', 'The amount is not the one the caller chose');
  }
  // One <Pay> is one payment: once approved, another transaction on its reference is refused (a
  // retry of the approved one replays it through its invoice).
  const invoice = invoiceOfTransaction(body.transaction_id);
  const earlier = call.paymentId === null ? null : await findPayment(deps.db, call.paymentId);
  if (earlier?.status === 'approved' && earlier.invoice !== invoice) {
    return refused('already_paid', 'This payment was already made');
  }
  const account = await loadPayingAccount(deps.db, call.debtAccountId);
  if (!account) return refused('account_not_found', 'Account not found');
  const [firstName, ...rest] = account.name.split(/\s+/);
  const zip = (body.postal_code ?? '').trim();
  const parsed = processPaymentBodySchema.safeParse({
    cardNumber: body.cardnumber ?? '',
    expMonth: body.expiry_month ?? '',
    expYear: body.expiry_year ?? '',
    cvv: body.cvv ?? '',
    amount: String(body.amount),
    billingInfo: {
      firstName: firstName || account.accountNumber,
      lastName: rest.join(' ') || firstName || account.accountNumber,
      zip: /^\d{5}(-\d{4})?$/.test(zip) ? zip : '',
    },
    invoice,
    description: `Phone payment on account ${account.accountNumber}`,
    debtAccountId: account.id,
  });
  if (!parsed.success)
    return refused('invalid_card', parsed.error.issues[0]?.message ?? 'Invalid card details');

  let result: Awaited<ReturnType<typeof processCardPayment>>;
  try {
    result = await processCardPayment(deps, {
      caller: null,
      phone: { callSid: call.callSid },
      origin: originOf(call),
      input: parsed.data,
    });
  } catch (error) {
    if (error instanceof HttpError)
      return refused(HTTP_ERROR_CODES[error.statusCode] ?? 'refused', error.message);
    throw error;
  }
  if (result.paymentId !== null) await noteCallPayment(deps, call.callSid, result.paymentId, call.language);
  if (result.success && result.confirmationCode) {
    return { charge_id: result.confirmationCode, error_code: null, error_message: null };
  }
  if (result.status === 'pending_reconciliation') {
    return refused('pending', result.failureReason ?? result.message);
  }
  return refused('card_declined', result.failureReason ?? result.error ?? result.message);
}

/**
 * The call's payment is this one; the first request to say so (not a retry, not a parallel
 * duplicate) sends the receipt of an approved payment.
 */
async function noteCallPayment(deps: AppDeps, callSid: string, paymentId: number, language: string) {
  const [changed] = await deps.db
    .update(ivrCalls)
    .set({ paymentId, updatedAt: new Date(deps.clock()) })
    .where(
      and(eq(ivrCalls.callSid, callSid), or(isNull(ivrCalls.paymentId), ne(ivrCalls.paymentId, paymentId))),
    )
    .returning({ callSid: ivrCalls.callSid });
  if (changed) await sendPhoneReceipt(deps, paymentId, language === 'es' ? 'es' : 'en');
}

/**
 * The usual receipt of a card payment, e-mailed with its PDF to the account's address, in the
 * language of the call. A transactional notice: an e-mail opt-out stops it, a cease does not.
 */
async function sendPhoneReceipt(deps: AppDeps, paymentId: number, lang: PreferredLanguage): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status !== 'approved') return;
  const account = await loadPayingAccount(deps.db, payment.debtAccountId);
  const to = account?.email;
  if (!account || !to) return;
  try {
    await guardContact(deps, {
      accountId: account.id,
      channel: 'email',
      target: to,
      user: null,
      purpose: 'transactional',
    });
  } catch (error) {
    if (error instanceof ComplianceBlockError) return;
    throw error;
  }
  const receipt = receiptOf(deps.config.brand, payment, account, lang);
  const pdf = await renderReceiptPdf(receipt);
  const code = payment.confirmationCode ?? String(payment.id);
  await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(
      {
        to,
        subject: `${deps.config.brand.companyName}: ${receipt.title} ${code}`,
        text: withEmailOptOut(receiptText(receipt), deps.config, account.id, to, lang),
        audience: { consumer: { accountId: account.id, languages: [lang] } },
        unsubscribeAccountId: account.id,
        attachments: [{ filename: `receipt-${code}.pdf`, contentType: 'application/pdf', content: pdf }],
      },
      tx,
    );
    await addTimelineEntry(tx, {
      debtAccountId: account.id,
      channel: 'Email',
      userId: null,
      message: `Payment receipt ${code} sent to ${to}`,
      details: { paymentId, to },
    });
  });
  deps.mail.notify();
}
