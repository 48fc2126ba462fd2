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

/** The remembered choices of one table: hidden columns, view and page size. */
export const tablePreferencesSchema = z
  .object({
    hiddenColumns: z
      .array(z.string().min(1).max(64, 'A column id has at most 64 characters'))
      .max(200, 'At most 200 hidden columns'),
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
