import { customerDocumentHref, DOCUMENT_TYPES, documentTypeLabel, LOCALE_OF } from '@arrears/domain';
import { ArrowLeft, FolderOpen } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { useLanguage } from '@/features/language';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { PageSpinner } from '@/ui/spinner';
import { useCustomerDocumentsQuery } from './api/customer-documents';
import { DocumentList, type DocumentListWords, formatDocumentDate } from './components/document-list';
import { EDeliveryCard } from './components/e-delivery-card';

/**
 * /documents (docs/product/documents.md, any signed-in customer): the documents of the customer's own accounts
 * with View (a new tab) and Download; 'No Documents Available' when there are none.
 */
export function DocumentsPage() {
  const { user } = useAuth();
  const documents = useCustomerDocumentsQuery();
  const list = documents.data ?? [];
  const severalAccounts = new Set(list.map((d) => d.accountNumber)).size > 1;
  const home = user?.role === 'debtor' ? '/debtor' : '/account';
  const { t } = useTranslation('documents');
  const words = useListWords();

  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6">
      <Link
        to={home}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('page.backToAccount')}
      </Link>
      <div>
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-1 text-gray-700">{t('page.intro')}</p>
      </div>
      <QueryState
        query={documents}
        loading={<PageSpinner label={t('page.loading')} />}
        error={
          <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('page.fetchFailed')}</span>
            <Button size="sm" variant="outline" onClick={() => void documents.refetch()}>
              {t('page.tryAgain')}
            </Button>
          </Alert>
        }
        isEmpty={() => list.length === 0}
        empty={
          <Card>
            <CardContent className="space-y-2 text-center">
              <FolderOpen className="mx-auto size-10 text-gray-500" aria-hidden="true" />
              <h2 className="font-semibold text-gray-900 text-xl">{t('page.empty')}</h2>
              <p className="text-gray-700">{t('page.emptyHint')}</p>
            </CardContent>
          </Card>
        }
      >
        {() => (
          <Card>
            <CardContent>
              <DocumentList
                documents={list}
                fileHref={customerDocumentHref}
                showAccount={severalAccounts}
                words={words}
              />
            </CardContent>
          </Card>
        )}
      </QueryState>
      {user?.role === 'debtor' && <EDeliveryCard />}
    </div>
  );
}

/** The document list's words in the page's language (the back office keeps the list's English). */
function useListWords(): DocumentListWords {
  const { t } = useTranslation('documents');
  const language = useLanguage().current;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'medium' });
    const known = new Set<string>(DOCUMENT_TYPES);
    return {
      list: t('list.label'),
      // A type outside the list shows as stored, as in English.
      type: (type) => (known.has(type) ? t(`types.${type}`) : documentTypeLabel(type)),
      date: (value) => formatDocumentDate(value, date),
      account: (number) => t('list.account', { number }),
      view: t('list.view'),
      viewLabel: (name) => t('list.viewLabel', { name }),
      download: t('list.download'),
      downloadLabel: (name) => t('list.downloadLabel', { name }),
    };
  }, [t, language]);
}
