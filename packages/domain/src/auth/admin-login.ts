import { z } from 'zod';

/** The validated admin login form (docs/product/back-office.md). */
export const adminLoginSchema = z.object({
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(100, 'Must be at most 100 characters'),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Must be at most 128 characters'),
});
export type AdminLoginPayload = z.infer<typeof adminLoginSchema>;
