import {
  LIST_DEFAULT_PAGE_SIZE,
  type PaymentPlan,
  type PlanInstallment,
  type PlanKind,
  type PlanStatus,
  type QueuedInstallment,
} from '@arrears/domain';
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  debtAccounts,
  type PlanInstallmentRow,
  paymentMethods,
  paymentPlans,
  planInstallments,
} from '../../db/schema';
import { methodLabel } from './payment-methods';

type Reader = Database | Transaction;

/** The account holder's name as the lists show it. */
const debtorNameSql = sql<string | null>`coalesce(nullif(trim(${debtAccounts.fullName}), ''),
  nullif(trim(concat_ws(' ', ${debtAccounts.firstName}, ${debtAccounts.lastName})), ''))`;

const planColumns = {
  plan: paymentPlans,
  accountNumber: debtAccounts.accountNumber,
  debtorName: debtorNameSql,
  method: {
    type: paymentMethods.type,
    cardBrand: paymentMethods.cardBrand,
    accountType: paymentMethods.accountType,
    last4: paymentMethods.last4,
  },
};

function selectPlans(db: Reader, where: SQL | undefined) {
  return db
    .select(planColumns)
    .from(paymentPlans)
    .innerJoin(debtAccounts, eq(debtAccounts.id, paymentPlans.debtAccountId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, paymentPlans.paymentMethodId))
    .where(where)
    .orderBy(desc(paymentPlans.createdAt), desc(paymentPlans.id));
}
type PlanSelection = Awaited<ReturnType<typeof selectPlans>>[number];

export function toInstallment(row: PlanInstallmentRow): PlanInstallment {
  return {
    id: row.id,
    seq: row.seq,
    dueDate: row.dueDate,
    amount: row.amount,
    status: row.status as PlanInstallment['status'],
    chargeOn: row.chargeOn,
    attempts: row.attempts,
    paymentId: row.paymentId,
    failureReason: row.failureReason,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function toPlan(r: PlanSelection, installments: PlanInstallmentRow[]): PaymentPlan {
  const p = r.plan;
  const schedule = installments.map(toInstallment);
  // A left join: no method row (its method was deleted) leaves every field null.
  const m = r.method;
  const method = m?.type && m.last4 ? { ...m, type: m.type, last4: m.last4 } : null;
  return {
    id: p.id,
    debtAccountId: p.debtAccountId,
    accountNumber: r.accountNumber,
    debtorName: r.debtorName,
    kind: p.kind as PaymentPlan['kind'],
    status: p.status as PaymentPlan['status'],
    totalAmount: p.totalAmount,
    balanceAtCreation: p.balanceAtCreation,
    installments: p.installmentCount,
    frequency: p.frequency as PaymentPlan['frequency'],
    firstDate: p.firstDate,
    channel: p.channel as PaymentPlan['channel'],
    method: method && {
      type: method.type as 'card' | 'ach',
      label: methodLabel(method),
      last4: method.last4,
    },
    schedule,
    nextInstallment: schedule.find((i) => i.status === 'scheduled') ?? null,
    authorizationWords: p.authorizationWords,
    authorizedAt: p.authorizedAt.toISOString(),
    approvalReason: p.approvalReason,
    validUntil: p.validUntil,
    cancelledAt: p.cancelledAt?.toISOString() ?? null,
    brokenAt: p.brokenAt?.toISOString() ?? null,
    completedAt: p.completedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The plans with their schedules (two queries, whatever the number of plans). */
async function withSchedules(db: Reader, rows: PlanSelection[]): Promise<PaymentPlan[]> {
  if (!rows.length) return [];
  const installments = await db
    .select()
    .from(planInstallments)
    .where(
      inArray(
        planInstallments.planId,
        rows.map((r) => r.plan.id),
      ),
    )
    .orderBy(asc(planInstallments.planId), asc(planInstallments.seq));
  const byPlan = new Map<number, PlanInstallmentRow[]>();
  for (const i of installments) byPlan.set(i.planId, [...(byPlan.get(i.planId) ?? []), i]);
  return rows.map((r) => toPlan(r, byPlan.get(r.plan.id) ?? []));
}

export async function findPlan(db: Reader, planId: number): Promise<PaymentPlan | null> {
  const [plan] = await withSchedules(db, await selectPlans(db, eq(paymentPlans.id, planId)));
  return plan ?? null;
}

/** The debtor's arrangements on all their accounts, newest first. */
export async function plansOfUser(db: Reader, userId: number): Promise<PaymentPlan[]> {
  return withSchedules(db, await selectPlans(db, eq(debtAccounts.userId, userId)));
}

export async function plansOfAccount(db: Reader, debtAccountId: number): Promise<PaymentPlan[]> {
  return withSchedules(db, await selectPlans(db, eq(paymentPlans.debtAccountId, debtAccountId)));
}

/** GET /api/admin/arrangements: one page, newest first. */
export async function listArrangements(
  db: Database,
  q: { kind?: PlanKind; status?: PlanStatus; page?: number; pageSize?: number },
) {
  const where = and(
    q.kind ? eq(paymentPlans.kind, q.kind) : undefined,
    q.status ? eq(paymentPlans.status, q.status) : undefined,
  );
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const [rows, [totals]] = await Promise.all([
    selectPlans(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(paymentPlans).where(where),
  ]);
  return { plans: await withSchedules(db, rows), total: totals?.total ?? 0, page, pageSize };
}

/**
 * GET /api/admin/arrangements/installments: `due` is what the scheduler charges as of today
 * (scheduled, charge date today or earlier, on an active or cancelled plan: the shared rule);
 * `failed` is what was declined or missed. Newest charge date first.
 */
export async function installmentQueue(
  db: Database,
  q: { status: 'due' | 'failed'; page?: number; pageSize?: number },
  today: string,
) {
  const where =
    q.status === 'due'
      ? and(
          eq(planInstallments.status, 'scheduled'),
          lte(planInstallments.chargeOn, today),
          inArray(paymentPlans.status, ['active', 'cancelled']),
        )
      : inArray(planInstallments.status, ['failed', 'missed']);
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const base = db
    .select({
      installment: planInstallments,
      kind: paymentPlans.kind,
      debtAccountId: paymentPlans.debtAccountId,
      accountNumber: debtAccounts.accountNumber,
      debtorName: debtorNameSql,
    })
    .from(planInstallments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, planInstallments.planId))
    .innerJoin(debtAccounts, eq(debtAccounts.id, paymentPlans.debtAccountId))
    .where(where);
  const [rows, [totals]] = await Promise.all([
    base
      .orderBy(desc(planInstallments.chargeOn), desc(planInstallments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(planInstallments)
      .innerJoin(paymentPlans, eq(paymentPlans.id, planInstallments.planId))
      .where(where),
  ]);
  const installments: QueuedInstallment[] = rows.map((r) => ({
    ...toInstallment(r.installment),
    planId: r.installment.planId,
    kind: r.kind as PlanKind,
    debtAccountId: r.debtAccountId,
    accountNumber: r.accountNumber,
    debtorName: r.debtorName,
  }));
  return { installments, total: totals?.total ?? 0, page, pageSize };
}
