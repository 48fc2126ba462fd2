import { LIST_TOTAL_HEADER } from '@arrears/domain';
import { apiRequest } from './api-client';

export type ListParams = Record<string, string | number | null | undefined>;

/**
 * The query string of a back-office list call: empty values and the "all" choices are left out, so a
 * filter that is not set is never sent (the server then applies none).
 */
export function listSearch(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A list call whose answer is a bare array: the rows and the total from the x-total-count header
 * (without the header, the rows seen so far: page before this one plus this page's rows).
 */
export async function fetchArrayPage<T>(
  path: string,
  params: ListParams & { page: number; pageSize: number },
): Promise<{ rows: T[]; total: number }> {
  const res = await apiRequest('GET', `${path}${listSearch(params)}`);
  const rows = (await res.json()) as T[];
  const header = Number(res.headers.get(LIST_TOTAL_HEADER));
  const total =
    Number.isFinite(header) && res.headers.has(LIST_TOTAL_HEADER)
      ? header
      : (params.page - 1) * params.pageSize + rows.length;
  return { rows, total };
}
