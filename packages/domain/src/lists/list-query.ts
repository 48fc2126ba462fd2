import { z } from 'zod';

/**
 * The optional sort and paging parameters every back-office list call accepts (decision 0043).
 * Absent, a call answers exactly as its spec says; present, the server sorts on a whitelisted column
 * (with the row id as tie-breaker, so pages never overlap) and answers one page plus the total.
 */
export const LIST_MAX_PAGE_SIZE = 200;
export const LIST_DEFAULT_PAGE_SIZE = 50;
export const LIST_DIRECTIONS = ['asc', 'desc'] as const;
export type ListDirection = (typeof LIST_DIRECTIONS)[number];

/** The header carrying the total of a list whose answer is a bare array (its shape cannot grow a field). */
export const LIST_TOTAL_HEADER = 'x-total-count';

/** The header carrying the cursor of the next page when a bare-array answer stopped at its limit. */
export const LIST_CURSOR_HEADER = 'x-next-cursor';

/** sort (one of `sorts`), direction, page and pageSize, each optional, with messages that say what is allowed. */
/** An optional whole number from 1 to max, its messages naming the parameter. */
const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(max, `${name} must be at most ${max}`)
    .optional();

/** A page number and a page size under the given names (the list's own, or a second table's). */
export function pageParams<P extends string, Z extends string>(pageName: P, sizeName: Z) {
  return {
    [pageName]: pageNumber(pageName, 100_000),
    [sizeName]: pageNumber(sizeName, LIST_MAX_PAGE_SIZE),
  } as Record<P | Z, ReturnType<typeof pageNumber>>;
}

export function listQueryShape<const S extends readonly [string, ...string[]]>(sorts: S) {
  return {
    sort: z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).optional(),
    direction: z.enum(LIST_DIRECTIONS, { error: 'direction must be asc or desc' }).optional(),
    ...pageParams('page', 'pageSize'),
  };
}

/** An ISO date (YYYY-MM-DD) filter, named in its message. */
export const listDateParam = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${name} must be a real date`)
    .optional();

/** The paging fields an object-shaped answer adds when the caller asked for a page. */
export const listPageFields = {
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  /** True when the total stopped counting at a cap: the pager shows "10,000+". */
  totalIsLowerBound: z.boolean().optional(),
};

export interface ListPageRequest {
  sort?: string;
  direction?: ListDirection;
  page?: number;
  pageSize?: number;
}

/** True when the caller used any sort or paging parameter (else the call answers as its spec says). */
export function asksForPage(q: ListPageRequest): boolean {
  return (
    q.sort !== undefined || q.direction !== undefined || q.page !== undefined || q.pageSize !== undefined
  );
}
