import { LIST_DEFAULT_PAGE_SIZE, type ListDirection, type ListPageRequest } from '@arrears/domain';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** A sortable column of a list: a table column or an SQL expression over the query's tables. */
export type SortColumn = AnyColumn | SQL;

export interface ListPage {
  orderBy: SQL[];
  limit: number;
  offset: number;
  page: number;
  pageSize: number;
}

/**
 * ORDER BY, LIMIT and OFFSET for one page of a back-office list. Only the keys of `columns` can be
 * sorted on (the zod schema already refused others); empty values sort last either way, and the row
 * id breaks ties in the same direction, so a row never shows on two pages.
 */
export function listPage<K extends string>(
  query: ListPageRequest,
  columns: Record<K, SortColumn>,
  defaults: { sort: K; direction: ListDirection },
  id: AnyColumn,
): ListPage {
  const key = (query.sort ?? defaults.sort) as K;
  const direction = query.direction ?? defaults.direction;
  const column = columns[key];
  const by = direction === 'asc' ? asc : desc;
  const nullsLast = direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? LIST_DEFAULT_PAGE_SIZE;
  return {
    orderBy: column === id ? [by(id)] : [nullsLast, by(id)],
    limit: pageSize,
    offset: (page - 1) * pageSize,
    page,
    pageSize,
  };
}
