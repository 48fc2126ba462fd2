import { ACCOUNT_FIELDS } from '@arrears/domain';
import { z } from 'zod';

/**
 * The request and answer contracts of the accounts calls. The account object has exactly the
 * keys of ACCOUNT_FIELDS; an object schema also strips anything else, so an internal column
 * (an encrypted value, a look-up hash) can never reach a caller by mistake.
 */
const valueSchema = (type: string) =>
  type === 'integer' ? z.number().int().nullable() : z.string().nullable();

export const accountSchema = z.object(
  Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f.key, valueSchema(f.type)])) as Record<
    string,
    ReturnType<typeof valueSchema>
  >,
);

export const ACCOUNT_SORTS = [
  'id',
  '-id',
  'name',
  '-name',
  'status',
  '-status',
  'last_activity_date',
  '-last_activity_date',
  'last_activity_amount',
  '-last_activity_amount',
] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;

export const accountsQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search at most 100 characters').optional().default(''),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).optional().default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be 1 or more')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .optional()
    .default(DEFAULT_PAGE_SIZE),
  sort: z.enum(ACCOUNT_SORTS, { message: `sort must be one of ${ACCOUNT_SORTS.join(', ')}` }).default('id'),
  /** compact: the fields of the compact table only (docs/product/accounts-import.md); full: every field. */
  view: z.enum(['full', 'compact']).default('full'),
});
export type AccountsQuery = z.infer<typeof accountsQuerySchema>;

export const accountsPageSchema = z.object({
  accounts: z.array(accountSchema.partial()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Any text: an id that is not a positive integer is simply an account that does not exist (404). */
export const accountIdParamsSchema = z.object({ id: z.string() });

/** The account id of a path, or null when it cannot name an account. */
export function parseAccountId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** GET /api/test/accounts accepts a cache-busting parameter (any name) and ignores it. */
export const testAccountsQuerySchema = z.object({}).catchall(z.unknown());

export const ACCOUNT_MESSAGES = {
  notFound: 'Account not found',
} as const;
