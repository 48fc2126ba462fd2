import type { DebtAccountSearchHit } from '@arrears/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { AccountDocumentList } from './components/account-document-list';
import { DocumentUploadForm } from './components/document-upload-form';

/**
 * One account's documents inside the agent workspace (decision 0109): the list with View and Download,
 * and the upload of /admin/documents for this account. Deleting stays on the documents page.
 */
export function AccountDocumentsPanel({ account }: { account: DebtAccountSearchHit }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Account Documents</CardTitle>
        </CardHeader>
        <CardContent aria-live="polite">
          <AccountDocumentList accountId={account.id} />
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
