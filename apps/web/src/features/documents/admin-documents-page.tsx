import {
  type AdminDocument,
  DEBT_ACCOUNT_SEARCH_MIN,
  type DebtAccountSearchHit,
  DOCUMENT_MESSAGES,
} from '@arrears/domain';
import { useState } from 'react';
import { accountNameOf, DebtAccountSearch } from '@/features/accounts';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/ui/dialog';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { toast } from '@/ui/use-toast';
import { useDeleteDocumentMutation } from './api/delete-document';
import { AccountDocumentList } from './components/account-document-list';
import { DocumentUploadForm } from './components/document-upload-form';

/**
 * /admin/documents (docs/product/documents.md): find a debt account, upload a PDF with its type, and manage
 * the account's documents (View, Download, Delete after a confirmation).
 */
export function AdminDocumentsPage() {
  const [account, setAccount] = useState<DebtAccountSearchHit | null>(null);
  const [toDelete, setToDelete] = useState<AdminDocument | null>(null);
  const remove = useDeleteDocumentMutation();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast({
          title: DOCUMENT_MESSAGES.deleted,
          description: `${toDelete.originalFilename} was removed.`,
          variant: 'success',
          duration: 4000,
        });
        setToDelete(null);
      },
      onError: (error) => {
        toast({
          title: DOCUMENT_MESSAGES.deleteFailed,
          description: errorMessage(error, DOCUMENT_MESSAGES.deleteFailed),
          variant: 'destructive',
        });
        setToDelete(null);
      },
    });
  };

  return (
    <AdminSubPage
      title="Document Management"
      description="Upload PDF documents to a debt account and manage them."
      width="wide"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Debt Account</CardTitle>
              <CardDescription>Search by account number or name.</CardDescription>
            </CardHeader>
            <CardContent>
              <DebtAccountSearch
                selected={account}
                onSelect={setAccount}
                label="Search debt accounts"
                placeholder="Account number or name"
                hint={`Enter at least ${DEBT_ACCOUNT_SEARCH_MIN} characters of the account number or name.`}
                renderSelected={(chosen) => (
                  <>
                    <p className="text-gray-700 text-sm">Selected account</p>
                    <p className="font-semibold text-gray-900" data-testid="selected-account">
                      {`${accountNameOf(chosen)} · ${chosen.accountNumber}`}
                    </p>
                  </>
                )}
                renderHit={(hit) => (
                  <>
                    <span className="font-semibold text-gray-900">{accountNameOf(hit)}</span>
                    <span className="text-gray-700 text-sm">{hit.accountNumber}</span>
                  </>
                )}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Upload Document</CardTitle>
            </CardHeader>
            <CardContent>
              <DocumentUploadForm account={account} />
            </CardContent>
          </Card>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Account Documents</CardTitle>
            {account && (
              <CardDescription>{`${accountNameOf(account)} · ${account.accountNumber}`}</CardDescription>
            )}
          </CardHeader>
          <CardContent aria-live="polite">
            {!account ? (
              <p className="text-gray-700">Choose a debt account to see its documents.</p>
            ) : (
              <AccountDocumentList accountId={account.id} onDelete={setToDelete} />
            )}
          </CardContent>
        </Card>
      </div>

      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
      >
        <DialogContent>
          <DialogTitle>Delete this document?</DialogTitle>
          <DialogDescription>
            {`${toDelete?.originalFilename ?? ''} will be removed from the account. The debtor will no longer see it.`}
          </DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AdminSubPage>
  );
}
