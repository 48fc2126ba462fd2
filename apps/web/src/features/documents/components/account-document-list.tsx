import { type AdminDocument, adminDocumentFilePath, DOCUMENT_MESSAGES } from '@arrears/domain';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useAccountDocumentsQuery } from '../api/account-documents';
import { DocumentList } from './document-list';

/**
 * One account's documents as the back office lists them (View, Download, and Delete where the page
 * offers it): on /admin/documents and in the agent workspace alike.
 */
export function AccountDocumentList({
  accountId,
  onDelete,
}: {
  accountId: number;
  onDelete?: (document: AdminDocument) => void;
}) {
  const documents = useAccountDocumentsQuery(accountId);
  return (
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
          onDelete={onDelete}
        />
      )}
    </QueryState>
  );
}
