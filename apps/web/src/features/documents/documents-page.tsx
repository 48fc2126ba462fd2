import { customerDocumentHref, DOCUMENT_MESSAGES } from '@arrears/domain';
import { ArrowLeft, FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { useCustomerDocumentsQuery } from './api/customer-documents';
import { DocumentList } from './components/document-list';
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

  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6">
      <Link
        to={home}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to My Account
      </Link>
      <div>
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">My Documents</h1>
        <p className="mt-1 text-gray-700">Statements, agreements and letters about your account.</p>
      </div>
      <QueryState
        query={documents}
        what="documents"
        error={
          <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
            <span>{DOCUMENT_MESSAGES.fetchFailed}</span>
            <Button size="sm" variant="outline" onClick={() => void documents.refetch()}>
              Try Again
            </Button>
          </Alert>
        }
        isEmpty={() => list.length === 0}
        empty={
          <Card>
            <CardContent className="space-y-2 text-center">
              <FolderOpen className="mx-auto size-10 text-gray-500" aria-hidden="true" />
              <h2 className="font-semibold text-gray-900 text-xl">{DOCUMENT_MESSAGES.empty}</h2>
              <p className="text-gray-700">Documents about your account will appear here once we add them.</p>
            </CardContent>
          </Card>
        }
      >
        {() => (
          <Card>
            <CardContent>
              <DocumentList documents={list} fileHref={customerDocumentHref} showAccount={severalAccounts} />
            </CardContent>
          </Card>
        )}
      </QueryState>
      {user?.role === 'debtor' && <EDeliveryCard />}
    </div>
  );
}
