import type { CustomerDocument } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const CUSTOMER_DOCUMENTS_QUERY_KEY = ['/api/customer/documents'] as const;

/** GET /api/customer/documents: the signed-in customer's documents, newest first (docs/product/documents.md). */
export function fetchCustomerDocuments(): Promise<CustomerDocument[]> {
  return apiJson<CustomerDocument[]>('GET', '/api/customer/documents');
}

export function useCustomerDocumentsQuery() {
  return useQuery({ queryKey: CUSTOMER_DOCUMENTS_QUERY_KEY, queryFn: fetchCustomerDocuments, staleTime: 0 });
}
