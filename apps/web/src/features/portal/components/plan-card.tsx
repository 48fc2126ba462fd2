import { formatDayIn, formatMoneyIn, type PlanStatus } from '@arrears/domain';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/features/language';
import {
  formatPlanDate,
  isLivePlan,
  PLAN_STATUS_TONES,
  useCustomerPlansQuery,
} from '@/features/payment-plans';
import { buttonClasses } from '@/ui/button';
import { StatusBadge } from '@/ui/status-badge';

const STATUS_KEYS: Record<PlanStatus, string> = {
  pending_approval: 'plan.status.pendingApproval',
  active: 'plan.status.active',
  completed: 'plan.status.completed',
  broken: 'plan.status.broken',
  cancelled: 'plan.status.cancelled',
  declined: 'plan.status.declined',
};

/**
 * The debtor home's running plan or settlement and its next payment (date, amount), with the way
 * to /payment-plan; with none and a balance, the way to set one up. Nothing while the plans load or
 * when they cannot be read: the home's figures come first.
 */
export function PlanCard({ hasBalance }: { hasBalance: boolean }) {
  const { t } = useTranslation('portal');
  const { current: language } = useLanguage();
  // English keeps the plan pages' own date ("Tue, Dec 1, 2026"); Spanish the day in words.
  const dayOf = (day: string) => (language === 'en' ? formatPlanDate(day) : formatDayIn(day, language));
  const plans = useCustomerPlansQuery();
  const live = (Array.isArray(plans.data) ? plans.data : []).filter(isLivePlan);
  if (live.length === 0) {
    if (!plans.isSuccess || !hasBalance) return null;
    return (
      <p className="flex items-start gap-2 text-gray-800">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <span>
          {t('plan.cantPay')}{' '}
          <Link to="/payment-plan" className="font-medium text-brand-700 underline underline-offset-2">
            {t('plan.setUp')}
          </Link>
        </span>
      </p>
    );
  }
  return (
    <section
      aria-labelledby="plan-card-heading"
      className="space-y-4 rounded-xl border border-brand-200 bg-white px-5 py-4 shadow-sm"
      data-testid="plan-card"
    >
      <h2 id="plan-card-heading" className="flex items-center gap-2 font-semibold text-gray-900 text-lg">
        <CalendarClock className="size-5 text-brand-600" aria-hidden="true" />
        {live.length === 1 && live[0]?.kind === 'settlement' ? t('plan.settlement') : t('plan.plan')}
      </h2>
      <ul className="space-y-3">
        {live.map((plan) => (
          <li key={plan.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <div>
              <p className="text-gray-700 text-sm">{t('plan.account', { number: plan.accountNumber })}</p>
              {plan.nextInstallment ? (
                <p className="font-semibold text-gray-900" data-testid="plan-next-installment">
                  {t('plan.next', {
                    amount: formatMoneyIn(plan.nextInstallment.amount, language),
                    date: dayOf(plan.nextInstallment.chargeOn),
                  })}
                </p>
              ) : (
                <p className="font-semibold text-gray-900">{t('plan.noneDue')}</p>
              )}
            </div>
            <StatusBadge label={t(STATUS_KEYS[plan.status])} tone={PLAN_STATUS_TONES[plan.status]} />
          </li>
        ))}
      </ul>
      <Link
        to="/payment-plan"
        className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto' })}
      >
        {t('plan.view')}
      </Link>
    </section>
  );
}
