import {
  addDays,
  buildPlanSchedule,
  formatCents,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  type PlanFrequency,
  type PlanKind,
  type ScheduledAmount,
} from '@arrears/domain';
import { HttpError } from '../../http-error';
import { ARRANGEMENT_MESSAGES } from './arrangement-messages';
import { type AccountTerms, maxInstallmentsOf, settlementOfferOf } from './plan-options';

export interface TermsRequest {
  kind: PlanKind;
  installments: number;
  frequency: PlanFrequency;
  firstDate: string;
  /** An agent's settlement sum in cents; the debtor always takes the offer. */
  settlementAmountCents?: number;
}

export interface AgreedTerms {
  totalCents: number;
  schedule: ScheduledAmount[];
  status: 'active' | 'pending_approval';
  /** Why staff must approve it (null when it is within authority). */
  approvalReason: string | null;
  validUntil: string | null;
}

const FREQUENCY_NAMES: Record<PlanFrequency, string> = {
  weekly: 'weekly',
  biweekly: 'every-two-weeks',
  monthly: 'monthly',
};

/** A 400 for a first date outside today .. today + 30 (the agency's Eastern calendar). */
export function checkFirstDate(firstDate: string, today: string): void {
  if (firstDate < today) throw new HttpError(400, PLAN_MESSAGES.firstDatePast);
  if (firstDate > addDays(today, PLAN_LIMITS.maxFirstDateDays))
    throw new HttpError(400, PLAN_MESSAGES.firstDateTooFar);
}

/** The settlement's sum and the reason it waits for staff, if it does (400 when there is nothing to settle on). */
function settlementTotal(
  req: TermsRequest,
  terms: AccountTerms,
  today: string,
): { totalCents: number; reason: string | null; validUntil: string } {
  if (req.installments > PLAN_LIMITS.maxSettlementPayments)
    throw new HttpError(400, PLAN_MESSAGES.settlementPayments);
  const offer = settlementOfferOf(terms, today);
  const validUntil = offer?.validUntil ?? addDays(today, PLAN_LIMITS.maxFirstDateDays);
  if (req.settlementAmountCents === undefined) {
    if (!offer) throw new HttpError(400, PLAN_MESSAGES.noSettlementOffer);
    return { totalCents: offer.amountCents, reason: null, validUntil };
  }
  const amount = req.settlementAmountCents;
  if (amount >= terms.balanceCents) throw new HttpError(400, ARRANGEMENT_MESSAGES.settlementNotBelowBalance);
  if (!offer)
    return {
      totalCents: amount,
      reason: `Settlement of ${formatCents(amount)}: the client has set no settlement authority`,
      validUntil,
    };
  const reason =
    amount < offer.amountCents
      ? `Settlement of ${formatCents(amount)} is below the client's settlement authority of ${formatCents(offer.amountCents)} (${offer.percent}% of ${formatCents(terms.balanceCents)})`
      : null;
  return { totalCents: amount, reason, validUntil };
}

/**
 * The arrangement the request asks for, judged against the client's authority and the agency's
 * minimum installment (decisions 0060 and 0061): 400 for what cannot be set up at all, otherwise
 * the schedule and whether it is active at once or waits for staff approval.
 */
export function agreeTerms(req: TermsRequest, terms: AccountTerms, today: string): AgreedTerms {
  checkFirstDate(req.firstDate, today);
  if (req.kind === 'plan' && req.settlementAmountCents !== undefined)
    throw new HttpError(400, ARRANGEMENT_MESSAGES.settlementAmountOnPlan);
  const reasons: string[] = [];
  let totalCents = terms.balanceCents;
  let validUntil: string | null = null;
  if (req.kind === 'settlement') {
    const settlement = settlementTotal(req, terms, today);
    totalCents = settlement.totalCents;
    validUntil = settlement.validUntil;
    if (settlement.reason) reasons.push(settlement.reason);
  } else {
    const max = maxInstallmentsOf(terms.planAuthorityMonths)[req.frequency];
    if (req.installments > max)
      reasons.push(
        `${req.installments} ${FREQUENCY_NAMES[req.frequency]} installments: the client's plan authority allows ${max}`,
      );
  }
  const schedule = buildPlanSchedule(totalCents, req.installments, req.frequency, req.firstDate);
  const last = schedule[schedule.length - 1];
  if (validUntil && last && last.dueDate > validUntil)
    throw new HttpError(400, ARRANGEMENT_MESSAGES.settlementAfterOffer(validUntil));
  // Every installment but the last is the smallest; a total below the minimum is taken as it is.
  const smallest = schedule[0]?.amountCents ?? 0;
  if (smallest < PLAN_LIMITS.minInstallmentCents && totalCents >= PLAN_LIMITS.minInstallmentCents)
    reasons.push(
      `Installments of ${formatCents(smallest)} are below the ${formatCents(PLAN_LIMITS.minInstallmentCents)} minimum`,
    );
  return {
    totalCents,
    schedule,
    status: reasons.length ? 'pending_approval' : 'active',
    approvalReason: reasons.length ? reasons.join('; ') : null,
    validUntil,
  };
}
