import {
  addDays,
  buildPlanSchedule,
  centsToDecimal,
  easternDateOf,
  type PaymentPlan,
  type PlanInstallment,
  type PlanOptions,
} from '@arrears/domain';

/** Test data of the plan pages (shapes of the domain's answer schemas), dated from today. */

export const today = () => easternDateOf(Date.now());

export function planOptions(overrides: Partial<PlanOptions> = {}): PlanOptions {
  return {
    debtAccountId: 7,
    balance: '1000.00',
    maxInstallments: { weekly: 12, biweekly: 12, monthly: 12 },
    minInstallment: '25.00',
    earliestFirstDate: addDays(today(), 1),
    latestFirstDate: addDays(today(), 30),
    settlementOffer: null,
    activePlanId: null,
    ...overrides,
  };
}

/** A monthly plan of `totalCents` from `firstDate`, each installment 'scheduled' unless `statuses` says otherwise. */
export function paymentPlan(
  overrides: Partial<PaymentPlan> = {},
  {
    totalCents = 100_000,
    count = 3,
    firstDate = addDays(today(), 1),
    statuses = [] as PlanInstallment['status'][],
  } = {},
): PaymentPlan {
  const schedule: PlanInstallment[] = buildPlanSchedule(totalCents, count, 'monthly', firstDate).map(
    (s, i) => ({
      id: 100 + i,
      seq: i + 1,
      dueDate: s.dueDate,
      amount: centsToDecimal(s.amountCents),
      status: statuses[i] ?? 'scheduled',
      chargeOn: s.dueDate,
      attempts: statuses[i] === 'paid' ? 1 : 0,
      paymentId: statuses[i] === 'paid' ? 900 + i : null,
      failureReason: null,
      paidAt: null,
    }),
  );
  return {
    id: 51,
    debtAccountId: 7,
    accountNumber: 'ACC-100001',
    debtorName: 'John Doe',
    kind: 'plan',
    status: 'active',
    totalAmount: centsToDecimal(totalCents),
    balanceAtCreation: centsToDecimal(totalCents),
    installments: count,
    frequency: 'monthly',
    firstDate,
    channel: 'portal',
    method: { type: 'card', label: 'Visa ending 2224', last4: '2224' },
    schedule,
    nextInstallment: schedule.find((i) => i.status === 'scheduled') ?? null,
    authorizationWords: 'I, John Doe, authorize …',
    authorizedAt: '2026-11-26T15:00:00.000Z',
    approvalReason: null,
    validUntil: null,
    cancelledAt: null,
    brokenAt: null,
    completedAt: null,
    createdAt: '2026-11-26T15:00:00.000Z',
    message: null,
    ...overrides,
  };
}
