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

/** The original sort names: `name` is last then first name, `status` the account status. */
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

/**
 * Every column of the table may be sorted (decision 0043), except the encrypted ones, which the
 * database cannot order. `status` keeps its original meaning (the account status).
 */
export const SORT_KEYS: readonly string[] = [
  'name',
  ...ACCOUNT_FIELDS.filter((f) => f.type !== 'sensitive').map((f) => f.key),
];
const SORT_KEY_SET = new Set(SORT_KEYS);
export type SortDirectionParam = 'asc' | 'desc';

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;
export const ACCOUNT_VIEWS = ['full', 'compact', 'summary'] as const;

/** Money filters: a plain amount in dollars (cents allowed). */
const amountParam = (name: string) =>
  z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, `${name} must be an amount in dollars, like 250 or 1200.50`)
    .optional();

export const accountsQuerySchema = z
  .object({
    search: z.string().trim().max(100, 'Search at most 100 characters').optional().default(''),
    page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).optional().default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'pageSize must be 1 or more')
      .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
      .optional()
      .default(DEFAULT_PAGE_SIZE),
    sort: z
      .string()
      .refine((sort) => SORT_KEY_SET.has(sort.replace(/^-/, '')), {
        message:
          'sort must be a column of the accounts table, like unpaid_balance (a leading - sorts descending)',
      })
      .default('id'),
    direction: z.enum(['asc', 'desc'], { message: 'direction must be asc or desc' }).optional(),
    /**
     * compact: the fields of the spec's compact table (docs/product/accounts-import.md); summary: the
     * compact table of the back office (decision 0039), with number, creditor, balance and days delinquent;
     * full: every field.
     */
    view: z.enum(ACCOUNT_VIEWS, { message: 'view must be full, compact or summary' }).default('full'),
    /** The account status, whatever its case ("active" finds ACTIVE too). */
    status: z
      .string()
      .trim()
      .min(1, 'status must not be empty')
      .max(60, 'status has at most 60 characters')
      .optional(),
    /** Part of the creditor's name (school_name). */
    creditor: z
      .string()
      .trim()
      .min(1, 'creditor must not be empty')
      .max(100, 'creditor has at most 100 characters')
      .optional(),
    /** The client (creditor, decision 0049) that placed the accounts, by id. */
    clientId: z.coerce
      .number({ message: 'clientId must be a client id' })
      .int('clientId must be a client id')
      .min(1, 'clientId must be a client id')
      .max(2_147_483_647, 'clientId must be a client id')
      .optional(),
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'state must be a two-letter code, like NJ')
      .transform((state) => state.toUpperCase())
      .optional(),
    minBalance: amountParam('minBalance'),
    maxBalance: amountParam('maxBalance'),
    /** Where the page starts: the nextCursor of the page before, for the same sort (decision 0077). */
    after: z.string().max(400, 'after must be a cursor from nextCursor').optional(),
    /** Only accounts with no contact (timeline entry) in this many days, or never. */
    noContactDays: z.coerce
      .number({ message: 'noContactDays must be a whole number of days' })
      .int('noContactDays must be a whole number of days')
      .min(1, 'noContactDays must be 1 or more')
      .max(3650, 'noContactDays must be at most 3650')
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.direction && query.sort.startsWith('-'))
      ctx.addIssue({
        code: 'custom',
        path: ['direction'],
        message: 'Give either direction or a leading - on sort, not both',
      });
    if (query.minBalance && query.maxBalance && Number(query.minBalance) > Number(query.maxBalance))
      ctx.addIssue({
        code: 'custom',
        path: ['minBalance'],
        message: 'minBalance must not be more than maxBalance',
      });
  });
export type AccountsQuery = z.infer<typeof accountsQuerySchema>;

export const accountsPageSchema = z.object({
  accounts: z.array(accountSchema.partial()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** True when the search matched more accounts than were counted: total is then a lower bound ("10,000+"). */
  totalIsLowerBound: z.boolean().optional(),
  /** The `after` that asks for the next page (null on the last page, and for the name sort, which pages by number only). */
  nextCursor: z.string().nullable().optional(),
  /** The newest timeline entry (ISO time) of each listed account, by id; null when never contacted. */
  lastContact: z.record(z.string(), z.string().nullable()).optional(),
});

/** Any text: an id that is not a positive integer is simply an account that does not exist (404). */
export const accountIdParamsSchema = z.object({ id: z.string() });

/** The account id of a path, or null when it cannot name an account. */
export function parseAccountId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * GET /api/test/accounts accepts a cache-busting parameter (any name) and ignores it; `before` (an
 * account id, from the x-next-cursor header) asks for the accounts older than that one.
 */
export const testAccountsQuerySchema = z
  .object({
    before: z.coerce
      .number({ message: 'before must be an account id' })
      .int('before must be an account id')
      .min(1, 'before must be an account id')
      .max(2_147_483_647, 'before must be an account id')
      .optional(),
  })
  .catchall(z.unknown());

export const ACCOUNT_MESSAGES = {
  notFound: 'Account not found',
  badCursor: 'after must be a cursor from nextCursor, for the same sort',
} as const;

/** The column and direction of a query's sort (`-key` is the original way to say descending). */
export function resolveSort(query: Pick<AccountsQuery, 'sort' | 'direction'>): {
  key: string;
  descending: boolean;
} {
  if (query.sort.startsWith('-')) return { key: query.sort.slice(1), descending: true };
  return { key: query.sort, descending: query.direction === 'desc' };
}
