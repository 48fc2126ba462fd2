import { adminDocumentFilePath, type DebtAccountSearchHit, DOCUMENT_MESSAGES } from '@arrears/domain';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useAccountDocumentsQuery } from './api/account-documents';
import { DocumentList } from './components/document-list';
import { DocumentUploadForm } from './components/document-upload-form';

/**
 * One account's documents inside the agent workspace (decision 0109): the list with View and Download,
 * and the upload of /admin/documents for this account. Deleting stays on the documents page.
 */
export function AccountDocumentsPanel({ account }: { account: DebtAccountSearchHit }) {
  const documents = useAccountDocumentsQuery(account.id);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Account Documents</CardTitle>
        </CardHeader>
        <CardContent aria-live="polite">
          <QueryState
            query={documents}
            loading={<Spinner label="Loading documents" />}
            error={
              <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
                <span>{DOCUMENT_MESSAGES.fetchFailed}</span>
                <Button size="sm" variant="outline" onClick={() => void documents.refetch()}>
                  Try Again
                </Button>
              </Alert>
            }
            empty={<p className="text-gray-700">No documents for this account yet.</p>}
          >
            {(list) => (
              <DocumentList
                documents={list}
                fileHref={(doc, download) => adminDocumentFilePath(doc.id, download)}
              />
            )}
          </QueryState>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Upload Document</CardTitle>
        </CardHeader>
        <CardContent>
          <DocumentUploadForm account={account} />
        </CardContent>
      </Card>
    </div>
  );
}
