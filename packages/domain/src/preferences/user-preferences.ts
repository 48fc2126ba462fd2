import { z } from 'zod';

/** A preference's key: what it belongs to, e.g. `table:accounts` (GET/PUT /api/admin/preferences/:key). */
export const PREFERENCE_KEY_PATTERN = /^[a-z][a-z0-9-]*:[a-z0-9-]{1,60}$/;
export const preferenceKeySchema = z
  .string()
  .max(80, 'A preference key has at most 80 characters')
  .regex(PREFERENCE_KEY_PATTERN, 'A preference key looks like table:accounts');

/** Stored values stay small: they are read on every page load of the table. */
export const MAX_PREFERENCE_BYTES = 4096;
export const TABLE_VIEWS = ['compact', 'full'] as const;
export type TableView = (typeof TABLE_VIEWS)[number];
export const TABLE_PAGE_SIZES = [25, 50, 100, 200] as const;

const columnIdsSchema = (what: string) =>
  z.array(z.string().min(1).max(64, 'A column id has at most 64 characters')).max(200, `At most 200 ${what}`);

/**
 * The remembered choices of one table: hidden columns, the columns added from the chooser (off by
 * default, e.g. Phone or Assignee), view and page size.
 */
export const tablePreferencesSchema = z
  .object({
    hiddenColumns: columnIdsSchema('hidden columns'),
    shownColumns: columnIdsSchema('added columns').optional(),
    view: z.enum(TABLE_VIEWS, { error: 'view is compact or full' }).optional(),
    pageSize: z
      .number()
      .int()
      .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), {
        message: `pageSize is one of ${TABLE_PAGE_SIZES.join(', ')}`,
      })
      .optional(),
  })
  .strict()
  .refine((value) => JSON.stringify(value).length <= MAX_PREFERENCE_BYTES, {
    message: `A preference holds at most ${MAX_PREFERENCE_BYTES} bytes`,
  });
export type TablePreferences = z.infer<typeof tablePreferencesSchema>;

export const EMPTY_TABLE_PREFERENCES: TablePreferences = { hiddenColumns: [] };

/** The answer of both calls: the key and its value (the empty choice when nothing is stored yet). */
export const preferenceAnswerSchema = z.object({
  key: z.string(),
  value: tablePreferencesSchema,
  updatedAt: z.string().nullable(),
});
export type PreferenceAnswer = z.infer<typeof preferenceAnswerSchema>;

/** Saved views (decision 0112): a user's named set of columns, filters and sort of one table. */
export const SAVED_VIEW_MESSAGES = {
  notFound: 'Saved view not found',
  name: 'Name the view (1 to 60 characters)',
  duplicate: 'You already have a view with this name on this list',
  tooMany: 'At most 50 saved views a list',
} as const;
export const MAX_SAVED_VIEWS_PER_TABLE = 50;
/** The table a view belongs to: `accounts`, `payments` (the part after `table:` of its preference key). */
export const savedViewTableSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'A list name looks like accounts or payment-details');

export const savedViewBodySchema = z
  .object({
    table: savedViewTableSchema,
    name: z.string().trim().min(1, SAVED_VIEW_MESSAGES.name).max(60, SAVED_VIEW_MESSAGES.name),
    /** The columns shown, in order (ids of the table's columns). */
    columns: columnIdsSchema('columns').min(1, 'A view shows at least one column'),
    /** The list's filters by name ("status": "ACTIVE"); empty text is left out. */
    filters: z
      .record(z.string().max(40), z.string().max(200))
      .refine((filters) => Object.keys(filters).length <= 30, 'At most 30 filters'),
    sort: z
      .object({ column: z.string().min(1).max(64), direction: z.enum(['asc', 'desc']) })
      .strict()
      .nullable(),
  })
  .strict()
  .refine((value) => JSON.stringify(value).length <= MAX_PREFERENCE_BYTES, {
    message: `A saved view holds at most ${MAX_PREFERENCE_BYTES} bytes`,
  });
export type SavedViewBody = z.infer<typeof savedViewBodySchema>;

export const savedViewSchema = z.object({
  id: z.number().int(),
  table: z.string(),
  name: z.string(),
  columns: z.array(z.string()),
  filters: z.record(z.string(), z.string()),
  sort: z.object({ column: z.string(), direction: z.enum(['asc', 'desc']) }).nullable(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewsSchema = z.object({ views: z.array(savedViewSchema) });
export type SavedViews = z.infer<typeof savedViewsSchema>;
