import { formatMoneyIn, methodLabelEs, type PaymentPlan, PLAN_MESSAGES } from '@arrears/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { BillingDefaults } from '@/features/payments';
import { errorMessage } from '@/lib/api-client';
import { useMessageText } from '@/lib/use-message-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { StatusBadge } from '@/ui/status-badge';
import { useCancelPlanMutation } from '../api/customer-plans';
import { formatPlanDateIn, isLivePlan, PLAN_STATUS_TONES } from '../plan-display';
import { type PlanWords, usePlanWords } from '../plan-words';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { ChangeMethodDialog } from './change-method-dialog';
import { ScheduleList, type ScheduleRow } from './schedule-list';

const UPCOMING = new Set(['scheduled', 'processing']);

function rowOf({ t, language }: PlanWords, i: PaymentPlan['schedule'][number]): ScheduleRow {
  let note: string | undefined;
  if (i.status === 'scheduled' && i.chargeOn !== i.dueDate)
    note = t('view.retryOn', { date: formatPlanDateIn(i.chargeOn, language) });
  else if ((i.status === 'failed' || i.status === 'returned') && i.failureReason) note = i.failureReason;
  return { key: i.id, dueDate: i.dueDate, amount: i.amount, status: i.status, note };
}

/**
 * The server's word on the plan in the page's language: its fixed messages by key, and "the plan is
 * cancelled…" rebuilt from the count it was made with (PLAN_MESSAGES.cancelledKeeps).
 */
function noticeText(
  t: TFunction,
  messageText: (m: string) => string | undefined,
  notice: string,
  most: number,
) {
  for (let count = 0; count <= most; count++)
    if (notice === PLAN_MESSAGES.cancelledKeeps(count)) return t('notices.cancelledKeeps', { count });
  return messageText(notice) ?? notice;
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
  const words = usePlanWords(true);
  const { t, language } = words;
  const messageText = useMessageText('payment-plans');
  const money = (amount: string) => formatMoneyIn(amount, language);
  // The server labels a saved method in English ("Visa ending 2224").
  const methodName = (label: string | undefined) =>
    label && language === 'es' ? methodLabelEs(label) : label;
  const upcoming = plan.schedule.filter((i) => UPCOMING.has(i.status));
  const past = plan.schedule.filter((i) => !UPCOMING.has(i.status));
  const next = plan.nextInstallment;
  const title = plan.kind === 'settlement' ? t('view.yourSettlement') : t('view.yourPlan');

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
        <StatusBadge label={t(`planStatus.${plan.status}`)} tone={PLAN_STATUS_TONES[plan.status]} />
      </div>
      {plan.status === 'pending_approval' && (
        <Alert tone="warning">{messageText(PLAN_MESSAGES.pendingApproval)}</Alert>
      )}
      {notice && notice !== PLAN_MESSAGES.pendingApproval && (
        <Alert tone="success">{noticeText(t, messageText, notice, plan.schedule.length)}</Alert>
      )}
      {cancel.isError && (
        <Alert tone="danger">{messageText(errorMessage(cancel.error, t('view.cancelFailed')))}</Alert>
      )}
      {next && isLivePlan(plan) && (
        <div
          className="rounded-xl border border-brand-200 bg-brand-50 px-5 py-4"
          data-testid="next-installment"
        >
          <p className="text-gray-700 text-sm">{t('view.nextPayment')}</p>
          <p className="font-bold text-2xl text-gray-900 tabular-nums">{money(next.amount)}</p>
          <p className="font-medium text-gray-900">
            {t('view.nextOn', { date: formatPlanDateIn(next.chargeOn, language) })}
          </p>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Fact label={t('view.total')} value={money(plan.totalAmount)} />
        <Fact
          label={t('view.payments')}
          value={t('view.paymentsValue', {
            count: plan.installments,
            frequency: t(`frequencyInline.${plan.frequency}`),
          })}
        />
        <Fact label={t('view.paidFrom')} value={methodName(plan.method?.label) ?? t('view.noMethod')} />
        <Fact label={t('view.account')} value={plan.accountNumber} />
      </dl>
      {upcoming.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold text-gray-900">{t('view.comingUp')}</h3>
          <ScheduleList
            localized
            label={t('view.comingUpLabel')}
            rows={upcoming.map((i) => rowOf(words, i))}
          />
        </section>
      )}
      {past.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold text-gray-900">{t('view.past')}</h3>
          <ScheduleList localized label={t('view.past')} rows={past.map((i) => rowOf(words, i))} />
        </section>
      )}
      {isLivePlan(plan) && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="outline" size="lg" onClick={() => setDialog('method')}>
            {t('view.changeMethod')}
          </Button>
          <Button variant="outline" size="lg" onClick={() => setDialog('cancel')}>
            {t('view.cancel', { kind: plan.kind })}
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
              t('view.methodChanged', { method: methodName(changed.method?.label) ?? t('view.newMethod') }),
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
