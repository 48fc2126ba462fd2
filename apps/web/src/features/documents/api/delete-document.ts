import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { ACCOUNT_DOCUMENTS_QUERY_KEY } from './account-documents';
import { CUSTOMER_DOCUMENTS_QUERY_KEY } from './customer-documents';

/** DELETE /api/admin/documents/{id} (docs/product/documents.md): the document leaves the lists and its file is removed. */
export function deleteDocument(id: number): Promise<{ success: true; id: number }> {
  return apiJson('DELETE', `/api/admin/documents/${id}`);
}

export function useDeleteDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation<{ success: true; id: number }, Error, number>({
    mutationFn: deleteDocument,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_DOCUMENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_DOCUMENTS_QUERY_KEY });
    },
  });
}
