import { formatMoney, type PaymentPlan, PLAN_MESSAGES } from '@arrears/domain';
import { useState } from 'react';
import type { BillingDefaults } from '@/features/payments';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { StatusBadge } from '@/ui/status-badge';
import { useCancelPlanMutation } from '../api/customer-plans';
import {
  FREQUENCY_LABELS,
  formatPlanDate,
  isLivePlan,
  PLAN_STATUS_LABELS,
  PLAN_STATUS_TONES,
} from '../plan-display';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { ChangeMethodDialog } from './change-method-dialog';
import { ScheduleList, type ScheduleRow } from './schedule-list';

const UPCOMING = new Set(['scheduled', 'processing']);

function rowOf(i: PaymentPlan['schedule'][number]): ScheduleRow {
  let note: string | undefined;
  if (i.status === 'scheduled' && i.chargeOn !== i.dueDate)
    note = `Trying again on ${formatPlanDate(i.chargeOn)}`;
  else if ((i.status === 'failed' || i.status === 'returned') && i.failureReason) note = i.failureReason;
  return { key: i.id, dueDate: i.dueDate, amount: i.amount, status: i.status, note };
}

/**
 * One plan as the debtor sees it: its status, the next payment, the payments to come and those
 * past, and — while it runs — "Change payment method" and "Cancel plan".
 */
export function PlanView({
  plan,
  billing,
  notice,
  onNotice,
}: {
  plan: PaymentPlan;
  billing: BillingDefaults;
  /** The server's last word on this plan (created, pending, what a cancel still charges). */
  notice?: string | null;
  onNotice: (message: string | null) => void;
}) {
  const [dialog, setDialog] = useState<'cancel' | 'method' | null>(null);
  const cancel = useCancelPlanMutation();
  const upcoming = plan.schedule.filter((i) => UPCOMING.has(i.status));
  const past = plan.schedule.filter((i) => !UPCOMING.has(i.status));
  const next = plan.nextInstallment;
  const title = plan.kind === 'settlement' ? 'Your settlement' : 'Your payment plan';

  const confirmCancel = async () => {
    const cancelled = await cancel.mutateAsync(plan.id).catch(() => null);
    if (!cancelled) return;
    setDialog(null);
    onNotice(cancelled.message ?? PLAN_MESSAGES.cancelledKeeps(0));
  };

  return (
    <div className="space-y-5" data-testid="plan-view">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-gray-900 text-xl">{title}</h2>
        <StatusBadge label={PLAN_STATUS_LABELS[plan.status]} tone={PLAN_STATUS_TONES[plan.status]} />
      </div>
      {plan.status === 'pending_approval' && <Alert tone="warning">{PLAN_MESSAGES.pendingApproval}</Alert>}
      {notice && notice !== PLAN_MESSAGES.pendingApproval && <Alert tone="success">{notice}</Alert>}
      {cancel.isError && (
        <Alert tone="danger">
          {errorMessage(cancel.error, 'We could not cancel the plan. Please try again.')}
        </Alert>
      )}
      {next && isLivePlan(plan) && (
        <div
          className="rounded-xl border border-brand-200 bg-brand-50 px-5 py-4"
          data-testid="next-installment"
        >
          <p className="text-gray-700 text-sm">Next payment</p>
          <p className="font-bold text-2xl text-gray-900 tabular-nums">{formatMoney(next.amount)}</p>
          <p className="font-medium text-gray-900">{`on ${formatPlanDate(next.chargeOn)}`}</p>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Fact label="Total" value={formatMoney(plan.totalAmount)} />
        <Fact
          label="Payments"
          value={`${plan.installments}, ${FREQUENCY_LABELS[plan.frequency].toLowerCase()}`}
        />
        <Fact label="Paid from" value={plan.method?.label ?? 'No payment method'} />
        <Fact label="Account" value={plan.accountNumber} />
      </dl>
      {upcoming.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold text-gray-900">Coming up</h3>
          <ScheduleList label="Payments coming up" rows={upcoming.map(rowOf)} />
        </section>
      )}
      {past.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold text-gray-900">Past payments</h3>
          <ScheduleList label="Past payments" rows={past.map(rowOf)} />
        </section>
      )}
      {isLivePlan(plan) && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="outline" size="lg" onClick={() => setDialog('method')}>
            Change payment method
          </Button>
          <Button variant="outline" size="lg" onClick={() => setDialog('cancel')}>
            {plan.kind === 'settlement' ? 'Cancel settlement' : 'Cancel plan'}
          </Button>
        </div>
      )}
      <CancelPlanDialog
        plan={plan}
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        onConfirm={() => void confirmCancel()}
        pending={cancel.isPending}
      />
      {dialog === 'method' && (
        <ChangeMethodDialog
          plan={plan}
          billing={billing}
          open
          onOpenChange={(open) => setDialog(open ? 'method' : null)}
          onChanged={(changed) => {
            setDialog(null);
            onNotice(
              `Your payments will now be taken from ${changed.method?.label ?? 'the new payment method'}.`,
            );
          }}
        />
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-gray-600">{label}</dt>
      <dd className="break-words font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
