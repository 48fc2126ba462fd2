import {
  type AccountSummary,
  type AccountSummaryItem,
  formatMoneyIn,
  type PaymentProgressFigures,
  parseCents,
} from '@arrears/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/features/language';
import { BalanceBreakdown, type PortalAccount } from '@/features/payments';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';

/** The portal's words and money in the page's language (decision 0072). */
function usePortalWords() {
  const { t } = useTranslation('portal');
  const { current } = useLanguage();
  return {
    t,
    language: current,
    money: (amount: string | number | null | undefined) => formatMoneyIn(amount, current),
  };
}

/** The three balance tiles of the debtor home (docs/product/debtor-portal.md) and how they add up. */
export function BalanceTiles({ summary }: { summary: AccountSummary }) {
  const { t, money } = usePortalWords();
  const { totals } = summary;
  const tiles = [
    { label: t('tiles.original'), value: totals.original, testId: 'tile-original' },
    { label: t('tiles.current'), value: totals.currentBalance, testId: 'tile-balance' },
    { label: t('tiles.paid'), value: totals.payments, testId: 'tile-paid' },
  ];
  return (
    <section aria-label={t('tiles.label')} className="space-y-3">
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        {tiles.map(({ label, value, testId }) => (
          <li
            key={label}
            className="flex items-baseline justify-between gap-3 rounded-xl border border-gray-200 bg-white px-5 py-4 shadow-sm sm:block"
          >
            <p className="font-medium text-gray-600 text-sm">{label}</p>
            <p className="font-bold text-2xl text-gray-900 tabular-nums sm:mt-1" data-testid={testId}>
              {money(value)}
            </p>
          </li>
        ))}
      </ul>
      <div className="rounded-xl border border-gray-200 bg-white px-5 py-4 shadow-sm">
        <h2 className="mb-2 font-semibold text-gray-900">{t('tiles.addsUp')}</h2>
        <BalanceBreakdown figures={totals} testId="balance-breakdown" />
      </div>
    </section>
  );
}

/** Payment progress = paid ÷ (current balance + paid), one decimal, with its inputs (docs/product/debtor-portal.md). */
export function PaymentProgress({ progress }: { progress: PaymentProgressFigures }) {
  const { t, money } = usePortalWords();
  const { percent, paid, owed, whole } = progress;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="progress-heading">{t('progress.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-gray-900 text-lg tabular-nums" data-testid="payment-progress">
            {t('progress.percentPaid', { percent })}
          </p>
          <p className="text-gray-700 text-sm tabular-nums" data-testid="progress-of">
            {t('progress.paidOf', { paid: money(paid), whole: money(whole) })}
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby="progress-heading"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Number(percent)}
          aria-valuetext={t('progress.percentPaid', { percent })}
          className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full rounded-full bg-success-600" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-gray-600 text-sm tabular-nums" data-testid="progress-inputs">
          {t('progress.inputs', { whole: money(whole), paid: money(paid), owed: money(owed) })}
        </p>
      </CardContent>
    </Card>
  );
}

/** Each account: number, original creditor, status and its figures (the tiles are their sums). */
export function AccountDetails({ items }: { items: readonly PortalAccount[] }) {
  const { t, money, language } = usePortalWords();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{items.length === 1 ? t('accounts.one') : t('accounts.many')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-gray-200">
          {items.map(({ account, figures }) => (
            <li key={figures.id} className="py-3 first:pt-0 last:pb-0" data-testid="account-details">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <Detail label={t('accounts.number')} value={`#${figures.accountLabel}`} />
                <Detail label={t('accounts.creditor')} value={figures.originalCreditor} />
                <Detail
                  label={t('accounts.originalAmount')}
                  value={money(figures.original)}
                  figure="original"
                />
                {hasAdjustments(figures) && (
                  <Detail
                    label={t('accounts.adjustments')}
                    value={money(figures.adjustments)}
                    figure="adjustments"
                  />
                )}
                <Detail label={t('accounts.paid')} value={money(figures.payments)} figure="payments" />
                <Detail
                  label={t('accounts.current')}
                  value={money(figures.currentBalance)}
                  figure="current"
                />
                <Detail
                  label={t('accounts.status')}
                  value={statusWords(account.account_status, t, language)}
                />
              </dl>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const hasAdjustments = (figures: AccountSummaryItem) => (parseCents(figures.adjustments) ?? 0) !== 0;

function Detail({ label, value, figure }: { label: string; value: string; figure?: string }) {
  return (
    <div>
      <dt className="text-gray-600">{label}</dt>
      <dd className="break-words font-semibold text-gray-900 tabular-nums" data-figure={figure}>
        {value}
      </dd>
    </div>
  );
}

/** In Spanish, the statuses the product itself writes; in English, and any other text, as the agency stored it. */
const KNOWN_STATUSES: Record<string, string> = {
  active: 'active',
  'settled in full': 'settledInFull',
  'paid in full': 'paidInFull',
  closed: 'closed',
};

function statusWords(
  status: string | null | undefined,
  t: (key: string) => string,
  language: string,
): string {
  const text = status?.trim();
  if (!text) return t('accounts.active');
  const key = language === 'en' ? undefined : KNOWN_STATUSES[text.toLowerCase()];
  return key ? t(`accounts.statuses.${key}`) : text;
}
