import { CHAT_PLAN_DEFAULTS, type ChatPlanOffer, centsToDecimal } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts } from '../../db/schema';
import { accountTermsOf, settlementAmountCents } from '../arrangements';

/**
 * What the chat may tell a verified debtor about plans and settlements on one account: the balance,
 * the client's plan authority (months) and settlement authority (percent of the balance), and
 * whether a plan is already live. The terms and the settlement rounding are the Payment plan page's
 * (modules/arrangements), so the chat never names a figure the page would not offer.
 */
export async function chatPlanOfferOf(db: Database, accountId: number): Promise<ChatPlanOffer | null> {
  const terms = await accountTermsOf(db, accountId);
  if (!terms) return null;
  const [account] = await db
    .select({ recalledAt: debtAccounts.recalledAt })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, accountId));
  const balanceCents = terms.balanceCents;
  const canArrange = balanceCents > 0 && account?.recalledAt === null;
  const maxMonths = Math.min(
    terms.planAuthorityMonths ?? CHAT_PLAN_DEFAULTS.maxMonths,
    CHAT_PLAN_DEFAULTS.maxMonths,
  );
  return {
    debtAccountId: accountId,
    balance: centsToDecimal(balanceCents),
    canArrange,
    hasLivePlan: terms.activePlanId !== null,
    plan: { maxMonths, minInstallment: centsToDecimal(CHAT_PLAN_DEFAULTS.minInstallmentCents) },
    settlementOffer: canArrange ? settlementOf(balanceCents, terms.settlementAuthorityPercent) : null,
  };
}

/** Only a share above nothing and below the whole balance is a settlement. */
function settlementOf(balanceCents: number, percent: string | null): ChatPlanOffer['settlementOffer'] {
  if (percent === null) return null;
  const share = Number(percent);
  if (!(share > 0 && share < 100)) return null;
  return {
    amount: centsToDecimal(settlementAmountCents(balanceCents, percent)),
    percent: trimPercent(percent),
    maxPayments: CHAT_PLAN_DEFAULTS.maxSettlementPayments,
  };
}

/** "60.0000" → "60", "62.5000" → "62.5". */
function trimPercent(percent: string): string {
  return percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent;
}
