import { CHAT_PLAN_DEFAULTS, type ChatPlanOffer, centsToDecimal, parseCents } from '@arrears/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, debtAccounts, paymentPlans } from '../../db/schema';

/**
 * What the chat may tell a verified debtor about plans and settlements on one account: the balance,
 * the client's plan authority (months) and settlement authority (percent of the balance), and
 * whether a plan is already live. A short read of its own; the arrangement rules that decide a real
 * plan stay with the Payment plan page's API.
 */
export async function chatPlanOfferOf(db: Database, accountId: number): Promise<ChatPlanOffer | null> {
  const [row] = await db
    .select({
      balance: debtAccounts.unpaidBalance,
      recalledAt: debtAccounts.recalledAt,
      settlementPercent: clients.settlementAuthorityPercent,
      planMonths: clients.planAuthorityMonths,
    })
    .from(debtAccounts)
    .leftJoin(clients, eq(clients.id, debtAccounts.clientId))
    .where(eq(debtAccounts.id, accountId));
  if (!row) return null;
  const [live] = await db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(
      and(
        eq(paymentPlans.debtAccountId, accountId),
        inArray(paymentPlans.status, ['pending_approval', 'active']),
      ),
    )
    .limit(1);

  const balanceCents = parseCents(row.balance) ?? 0;
  const canArrange = balanceCents > 0 && row.recalledAt === null;
  const maxMonths = Math.min(row.planMonths ?? CHAT_PLAN_DEFAULTS.maxMonths, CHAT_PLAN_DEFAULTS.maxMonths);
  return {
    debtAccountId: accountId,
    balance: centsToDecimal(balanceCents),
    canArrange,
    hasLivePlan: live !== undefined,
    plan: { maxMonths, minInstallment: centsToDecimal(CHAT_PLAN_DEFAULTS.minInstallmentCents) },
    settlementOffer: canArrange ? settlementOf(balanceCents, row.settlementPercent) : null,
  };
}

/**
 * The least the client accepts, rounded up to the cent so it is never below its authority. Only a
 * share below the whole balance is a settlement.
 */
function settlementOf(balanceCents: number, percent: string | null): ChatPlanOffer['settlementOffer'] {
  if (percent === null) return null;
  // numeric(7,4): read as exact ten-thousandths of a percent.
  const [whole = '0', fraction = ''] = percent.split('.');
  const units = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
  if (units <= 0n || units >= 1_000_000n) return null;
  const scaled = BigInt(balanceCents) * units;
  const amountCents = Number(scaled / 1_000_000n + (scaled % 1_000_000n === 0n ? 0n : 1n));
  return {
    amount: centsToDecimal(amountCents),
    percent: trimPercent(percent),
    maxPayments: CHAT_PLAN_DEFAULTS.maxSettlementPayments,
  };
}

/** "60.0000" → "60", "62.5000" → "62.5". */
function trimPercent(percent: string): string {
  return percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent;
}
