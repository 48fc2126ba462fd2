import { z } from 'zod';

export const GLOBAL_SEARCH_MIN = 2;
export const GLOBAL_SEARCH_MAX = 100;
/** The back office's search answers at most this many accounts. */
export const GLOBAL_SEARCH_LIMIT = 10;

export const GLOBAL_SEARCH_MESSAGES = {
  queryLength: `Search for ${GLOBAL_SEARCH_MIN} to ${GLOBAL_SEARCH_MAX} characters`,
} as const;

/** GET /api/admin/search?q=: the term, trimmed, 2 to 100 characters. */
export const globalSearchQuerySchema = z.object({
  q: z
    .string({ error: GLOBAL_SEARCH_MESSAGES.queryLength })
    .trim()
    .min(GLOBAL_SEARCH_MIN, GLOBAL_SEARCH_MESSAGES.queryLength)
    .max(GLOBAL_SEARCH_MAX, GLOBAL_SEARCH_MESSAGES.queryLength),
});

export const GLOBAL_SEARCH_MATCHES = [
  'name',
  'account_number',
  'phone',
  'email',
  'confirmation_code',
  'processor_reference',
] as const;
export type GlobalSearchMatch = (typeof GLOBAL_SEARCH_MATCHES)[number];

/** One account found, what it matched on, and the matching value to show ("Payment PAY-7K3M-Q9XD · $50.00 on Nov 3"). */
export const globalSearchResultSchema = z.object({
  accountId: z.number(),
  accountNumber: z.string(),
  fullName: z.string().nullable(),
  matchedOn: z.enum(GLOBAL_SEARCH_MATCHES),
  detail: z.string(),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;

export const globalSearchResponseSchema = z.object({ results: z.array(globalSearchResultSchema) });
export type GlobalSearchResponse = z.infer<typeof globalSearchResponseSchema>;
