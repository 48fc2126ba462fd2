import { type CustomerAccount, formatMoneyIn, NOT_AVAILABLE } from '@arrears/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/features/language';
import { accountLabelOf } from '@/features/payments';
import { accountStatusOf, originalCreditorOf } from '../dispute-display';

/** The disputed account as the debtor knows it (docs/product/disputes.md). */
export function AccountInfoBox({ account }: { account: CustomerAccount }) {
  const { t } = useTranslation('disputes');
  const language = useLanguage().current;
  const creditor = originalCreditorOf(account);
  // The creditor and status are the account's own words; only the fallbacks the page supplies are translated.
  const status = account.account_status?.trim() ? accountStatusOf(account) : t('accountInfo.active');
  const rows: Array<[string, string]> = [
    [t('accountInfo.accountNumber'), `#${accountLabelOf(account)}`],
    [t('accountInfo.currentBalance'), formatMoneyIn(account.unpaid_balance, language)],
    [
      t('accountInfo.originalCreditor'),
      creditor === NOT_AVAILABLE ? t('accountInfo.notAvailable') : creditor,
    ],
    [t('accountInfo.status'), status],
  ];
  return (
    <section
      aria-label={t('accountInfo.region')}
      className="rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <h3 className="font-semibold text-brand-900 text-sm">{t('accountInfo.title')}</h3>
      <dl
        className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
        data-testid="dispute-account-info"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-700">{label}</dt>
            <dd className="break-words font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
