import type { AdminDocument, DocumentType } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { ACCOUNT_DOCUMENTS_QUERY_KEY } from './account-documents';
import { CUSTOMER_DOCUMENTS_QUERY_KEY } from './customer-documents';

export interface UploadDocumentInput {
  file: File;
  debtAccountId: number;
  documentType: DocumentType;
}

/** POST /api/admin/upload-document, multipart: document, debtAccountId, documentType (docs/product/documents.md). */
export function uploadDocument({
  file,
  debtAccountId,
  documentType,
}: UploadDocumentInput): Promise<AdminDocument> {
  const form = new FormData();
  // The fields first, so the server knows the account before the file streams in.
  form.append('debtAccountId', String(debtAccountId));
  form.append('documentType', documentType);
  form.append('document', file, file.name);
  return apiJson<AdminDocument>('POST', '/api/admin/upload-document', form);
}

export function useUploadDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation<AdminDocument, Error, UploadDocumentInput>({
    mutationFn: uploadDocument,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_DOCUMENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_DOCUMENTS_QUERY_KEY });
    },
  });
}
