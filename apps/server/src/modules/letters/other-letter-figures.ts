import {
  type LetterBaseFigures,
  type LetterInstallmentFigure,
  type LetterTemplate,
  TEMPLATE_MESSAGES as M,
  type OtherLetterFigures,
  type PaymentPlan,
  parseCents,
} from '@arrears/domain';
import type { Database } from '../../db/client';
import type { DebtAccountRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import { plansOfAccount } from '../arrangements';
import { accountLedger } from '../ledger';
import { validationNoticeFigures } from './notice-figures';

const installmentsOf = (plan: PaymentPlan): LetterInstallmentFigure[] =>
  plan.schedule.map((i) => ({
    seq: i.seq,
    dueDate: i.dueDate,
    amountCents: parseCents(i.amount) ?? 0,
    status: i.status,
  }));

const cents = (amount: string) => parseCents(amount) ?? 0;

/**
 * The figures of a letter other than the validation notice, from the account, the ledger and its
 * arrangements (read through the arrangements' repository), as they stand on `letterDate`. A template
 * that does not apply to the account answers 409 with why, before anything is written (decision 0067).
 */
export async function otherLetterFigures(
  db: Database,
  account: DebtAccountRow,
  template: Exclude<LetterTemplate, 'validation_notice'>,
  letterDate: string,
): Promise<OtherLetterFigures> {
  // The notice's figures hold the names, the creditors and the itemization every letter shares.
  const notice = await validationNoticeFigures(db, account, letterDate);
  const base: LetterBaseFigures = {
    letterDate,
    consumerName: notice.consumerName,
    addressLines: notice.addressLines,
    reference: notice.reference,
    currentCreditor: notice.currentCreditor,
    timeBarred: notice.timeBarred ?? false,
    consumerState: notice.consumerState ?? null,
    ...(notice.recipient ? { recipient: notice.recipient } : {}),
  };
  const balanceCents = notice.amountNowCents;

  if (template === 'plan_confirmation' || template === 'settlement' || template === 'reminder') {
    const plans = await plansOfAccount(db, account.id);
    if (template === 'plan_confirmation') {
      const plan = plans.find((p) => p.kind === 'plan' && p.status === 'active');
      if (!plan) throw new HttpError(409, M.noPlan);
      return {
        ...base,
        template,
        planId: plan.id,
        totalCents: cents(plan.totalAmount),
        frequency: plan.frequency,
        methodLabel: plan.method?.label ?? null,
        installments: installmentsOf(plan),
        authorizationWords: plan.authorizationWords,
        authorizedAt: plan.authorizedAt,
      };
    }
    if (template === 'settlement') {
      const plan = plans.find(
        (p) => p.kind === 'settlement' && ['pending_approval', 'active', 'completed'].includes(p.status),
      );
      if (!plan) throw new HttpError(409, M.noSettlement);
      return {
        ...base,
        template,
        planId: plan.id,
        stage: plan.status === 'pending_approval' ? 'offer' : 'agreement',
        // The balance the settlement was made against: the account's may since have come down by its payments.
        balanceCents: cents(plan.balanceAtCreation),
        settlementCents: cents(plan.totalAmount),
        installments: installmentsOf(plan),
        validUntil: plan.validUntil,
      };
    }
    if (balanceCents <= 0) throw new HttpError(409, M.paidNoReminder);
    const live = plans.find((p) => p.status === 'active' && p.nextInstallment);
    const next = live?.nextInstallment;
    return {
      ...base,
      template,
      balanceCents,
      nextInstallment: next ? { dueDate: next.dueDate, amountCents: cents(next.amount) } : null,
    };
  }

  const ledger = await accountLedger(db, account.id);
  if (template === 'paid_in_full') {
    if (balanceCents > 0 || !ledger.some((e) => cents(e.amount) < 0)) throw new HttpError(409, M.notPaid);
    const writtenOffCents = -ledger
      .filter((e) => e.kind === 'settlement_writeoff')
      .reduce((sum, e) => sum + cents(e.amount), 0);
    const paidCents = -ledger
      .filter((e) => e.kind === 'payment' || e.kind === 'direct_payment' || e.kind === 'reversal')
      .reduce((sum, e) => sum + cents(e.amount), 0);
    const settled = account.status === 'settled_in_full' || writtenOffCents > 0;
    return {
      ...base,
      template,
      outcome: settled ? 'settled' : 'paid',
      // The day of the last payment or credit: the placement's own date is when it was loaded, not paid.
      closedOn: ledger
        .filter((e) => cents(e.amount) < 0)
        .map((e) => e.effectiveDate)
        .reduce((a, b) => (b > a ? b : a), ''),
      paidCents,
      writtenOffCents,
    };
  }

  // verification: the itemization the notice printed, with every entry behind it.
  return {
    ...base,
    template,
    accountNumber: notice.accountNumber,
    originalCreditor: notice.itemizationCreditor,
    itemizationDate: notice.itemizationDate,
    amountThenCents: notice.amountThenCents,
    interestCents: notice.interestCents,
    feesCents: notice.feesCents,
    paymentsCreditsCents: notice.paymentsCreditsCents,
    otherChargesCents: notice.otherChargesCents + notice.reversedPaymentsCents,
    amountNowCents: notice.amountNowCents,
    entries: ledger
      .filter((e) => e.kind !== 'placement' && e.effectiveDate > notice.itemizationDate)
      .sort((a, b) =>
        a.effectiveDate < b.effectiveDate ? -1 : a.effectiveDate > b.effectiveDate ? 1 : a.id - b.id,
      )
      .map((e) => ({ date: e.effectiveDate, kind: e.kind, amountCents: cents(e.amount) })),
  };
}
