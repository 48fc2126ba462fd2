import { type AccountStatus, formatDayIn, formatMoneyIn, NOT_AVAILABLE, parseCents } from '@arrears/domain';
import { CalendarCheck, CalendarClock, CircleCheck, Handshake, PauseCircle, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/features/language';
import { BalanceBreakdown } from '@/features/payments';

const LINK = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * One account on the debtor home (decision 0120): whose debt it is, its one balance (the ledger's, as
 * the notice and the statement print it), then what is happening on it, each in a plain sentence: a
 * dispute and whether collection waits for it, the plan or promise, the dispute deadline. How the
 * balance adds up is one tap away.
 */
export function AccountStatusCard({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('portal');
  const { current: language } = useLanguage();
  const money = (amount: string) => formatMoneyIn(amount, language);
  const day = (date: string) => formatDayIn(date, language);
  const owed = (parseCents(status.currentBalance) ?? 0) > 0;
  const headingId = `account-${status.id}-heading`;
  // Without an original creditor on file the account number is the card's name.
  const creditor = status.originalCreditor !== NOT_AVAILABLE ? status.originalCreditor : null;
  const number = t('card.account', { number: status.accountLabel });

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-gray-200 bg-white px-5 py-5 shadow-sm"
      data-testid="account-card"
    >
      <header>
        <h2 id={headingId} className="font-semibold text-gray-900 text-lg">
          {creditor ?? number}
        </h2>
        {creditor && <p className="text-gray-600 text-sm">{number}</p>}
      </header>

      <div>
        <p className="font-medium text-gray-600 text-sm">{t('card.balance')}</p>
        <p className="font-bold text-3xl text-gray-900 tabular-nums" data-testid="account-balance">
          {money(status.currentBalance)}
        </p>
      </div>

      <ul className="space-y-2" data-testid="account-status-lines">
        {status.dispute &&
          (status.dispute.collectionPaused ? (
            <Line icon={<PauseCircle />} tone="paused" testId="dispute-paused">
              <span className="block font-semibold">{t('card.disputePaused')}</span>
              <span className="block text-gray-700 text-sm">
                {t('card.disputeFiled', { date: day(status.dispute.filedOn) })}
              </span>
            </Line>
          ) : (
            <Line icon={<Scale />} tone="info" testId="dispute-review">
              {t('card.disputeReview', { date: day(status.dispute.filedOn) })}
            </Line>
          ))}
        {status.plan && (
          <Line icon={<CalendarClock />} tone="info" testId="account-plan">
            {status.plan.status === 'pending_approval'
              ? t(status.plan.kind === 'settlement' ? 'card.settlementWaiting' : 'card.planWaiting')
              : t(status.plan.kind === 'settlement' ? 'card.settlementActive' : 'card.planActive')}
            {status.plan.next && (
              <span className="block font-semibold">
                {t('card.next', { amount: money(status.plan.next.amount), date: day(status.plan.next.on) })}
              </span>
            )}
            <Link to="/payment-plan" className={`${LINK} text-sm`}>
              {t('card.viewPlan')}
            </Link>
          </Line>
        )}
        {status.promise && (
          <Line icon={<Handshake />} tone="info" testId="account-promise">
            {t('card.promise', { amount: money(status.promise.amount), date: day(status.promise.dueOn) })}
          </Line>
        )}
        {status.validation && (
          <Line icon={<CalendarCheck />} tone="info" testId="validation-deadline">
            {t('card.validation', { date: day(status.validation.endsOn) })}{' '}
            <Link to="/dispute-portal" className={LINK}>
              {t('card.disputeLink')}
            </Link>
          </Line>
        )}
        {!owed && (
          <Line icon={<CircleCheck />} tone="done" testId="account-paid">
            {t('card.nothingOwed')}
          </Line>
        )}
        {owed && !status.plan && !status.dispute?.collectionPaused && (
          <li className="text-gray-800">
            {t('card.cantPay')}{' '}
            <Link to="/payment-plan" className={LINK}>
              {t('card.setUpPlan')}
            </Link>
          </li>
        )}
      </ul>

      <details className="group rounded-lg border border-gray-200 px-4 py-2">
        <summary className="cursor-pointer py-1 font-medium text-gray-800">{t('card.addsUp')}</summary>
        <div className="pt-2 pb-1">
          <BalanceBreakdown figures={status} testId="account-breakdown" />
        </div>
      </details>
    </article>
  );
}

const TONES = {
  paused: 'border-warning-200 bg-warning-50 text-gray-900 [&>svg]:text-warning-700',
  info: 'border-brand-100 bg-brand-50/60 text-gray-900 [&>svg]:text-brand-600',
  done: 'border-success-200 bg-success-50 text-gray-900 [&>svg]:text-success-700',
} as const;

function Line({
  icon,
  tone,
  testId,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li
      className={`flex items-start gap-3 rounded-lg border px-3 py-2.5 [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0 ${TONES[tone]}`}
      data-testid={testId}
    >
      {icon}
      <div className="min-w-0 space-y-1">{children}</div>
    </li>
  );
}
