import {
  addDays,
  centsToDecimal,
  PLAN_LIMITS,
  type PlanFrequency,
  type PlanOptions,
  parseCents,
  trimDecimal,
} from '@arrears/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { clients, debtAccounts, paymentPlans } from '../../db/schema';

/** The client's terms an arrangement is judged by, with the account's balance as the ledger keeps it. */
export interface AccountTerms {
  debtAccountId: number;
  balanceCents: number;
  planAuthorityMonths: number | null;
  /** As stored, e.g. "60.0000"; null when the client allows no settlement without asking. */
  settlementAuthorityPercent: string | null;
  activePlanId: number | null;
}

export async function accountTermsOf(
  db: Database | Transaction,
  debtAccountId: number,
): Promise<AccountTerms | null> {
  const [row] = await db
    .select({
      debtAccountId: debtAccounts.id,
      unpaidBalance: debtAccounts.unpaidBalance,
      planAuthorityMonths: clients.planAuthorityMonths,
      settlementAuthorityPercent: clients.settlementAuthorityPercent,
    })
    .from(debtAccounts)
    .leftJoin(clients, eq(clients.id, debtAccounts.clientId))
    .where(eq(debtAccounts.id, debtAccountId));
  if (!row) return null;
  const [live] = await db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(
      and(
        eq(paymentPlans.debtAccountId, debtAccountId),
        inArray(paymentPlans.status, ['pending_approval', 'active']),
      ),
    )
    .limit(1);
  return {
    debtAccountId: row.debtAccountId,
    balanceCents: parseCents(row.unpaidBalance) ?? 0,
    planAuthorityMonths: row.planAuthorityMonths,
    settlementAuthorityPercent: row.settlementAuthorityPercent,
    activePlanId: live?.id ?? null,
  };
}

/**
 * The longest plan agreed at once, per frequency: the client's plan authority in months as
 * installments (26 every-two-weeks and 52 weekly payments a year), never above the agency's cap.
 */
export function maxInstallmentsOf(months: number | null): Record<PlanFrequency, number> {
  const cap = PLAN_LIMITS.maxInstallments;
  if (months === null) return { weekly: cap, biweekly: cap, monthly: cap };
  return {
    weekly: Math.min(cap, Math.floor((months * 52) / 12)),
    biweekly: Math.min(cap, Math.floor((months * 26) / 12)),
    monthly: Math.min(cap, months),
  };
}

/** ceil(balance × percent / 100) in whole cents, exact for a numeric(7,4) percent. */
export function settlementAmountCents(balanceCents: number, percent: string): number {
  const [whole, frac = ''] = percent.split('.');
  const tenThousandths = BigInt(whole ?? '0') * 10_000n + BigInt(frac.padEnd(4, '0').slice(0, 4));
  const scaled = BigInt(balanceCents) * tenThousandths;
  const divisor = 1_000_000n;
  return Number((scaled + divisor - 1n) / divisor);
}

export interface SettlementOffer {
  amountCents: number;
  percent: string;
  validUntil: string;
}

/** The settlement the client allows without asking, offered for 30 days from `today`; null without one. */
export function settlementOfferOf(terms: AccountTerms, today: string): SettlementOffer | null {
  if (terms.settlementAuthorityPercent === null || terms.balanceCents <= 0) return null;
  return {
    amountCents: settlementAmountCents(terms.balanceCents, terms.settlementAuthorityPercent),
    percent: trimDecimal(terms.settlementAuthorityPercent),
    validUntil: addDays(today, PLAN_LIMITS.maxFirstDateDays),
  };
}

/** GET plan-options: what may be chosen, before choosing. */
export function planOptionsOf(terms: AccountTerms, today: string): PlanOptions {
  const offer = settlementOfferOf(terms, today);
  return {
    debtAccountId: terms.debtAccountId,
    balance: centsToDecimal(terms.balanceCents),
    maxInstallments: maxInstallmentsOf(terms.planAuthorityMonths),
    minInstallment: centsToDecimal(PLAN_LIMITS.minInstallmentCents),
    earliestFirstDate: today,
    latestFirstDate: addDays(today, PLAN_LIMITS.maxFirstDateDays),
    settlementOffer: offer && {
      amount: centsToDecimal(offer.amountCents),
      percent: offer.percent,
      maxPayments: PLAN_LIMITS.maxSettlementPayments,
      validUntil: offer.validUntil,
    },
    activePlanId: terms.activePlanId,
  };
}
