import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerAccountsQuery } from '@/features/payments';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { PageSpinner } from '@/ui/spinner';
import { useCustomerDisputesQuery } from './api/customer-disputes';
import { DisputeForm } from './components/dispute-form';
import { DisputeHistory } from './components/dispute-history';

/**
 * /dispute-portal (docs/product/disputes.md, any signed-in customer): 'File New Dispute' beside 'Your Dispute
 * History' (stacked on phones). The form covers the first account, or the one chosen when there
 * are several.
 */
export function DisputePortalPage() {
  const accounts = useCustomerAccountsQuery();
  const disputes = useCustomerDisputesQuery();
  const { t } = useTranslation('disputes');
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
      <Link to="/debtor" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('portal.backToDashboard')}
      </Link>
      <h1 className="mt-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('portal.title')}</h1>
      <p className="mt-1 text-gray-700">{t('portal.intro')}</p>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('portal.fileNew')}</CardTitle>
            <CardDescription>{t('portal.requiredNote')}</CardDescription>
          </CardHeader>
          <CardContent>
            <QueryState
              query={accounts}
              loading={<PageSpinner label={t('portal.loadingAccounts')} />}
              retryText={t('portal.accountsFailed')}
            />
            {accounts.isSuccess &&
              (accounts.data.length === 0 ? (
                <p className="text-gray-700">{t('portal.noAccount')}</p>
              ) : (
                <DisputeForm accounts={accounts.data} />
              ))}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('portal.history')}</CardTitle>
          </CardHeader>
          <CardContent>
            <QueryState
              query={disputes}
              loading={<PageSpinner label={t('portal.loadingDisputes')} />}
              retryText={t('portal.disputesFailed')}
            />
            {disputes.isSuccess && <DisputeHistory disputes={disputes.data} />}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
