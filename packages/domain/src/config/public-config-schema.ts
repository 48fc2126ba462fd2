import { z } from 'zod';
import { brandSchema } from '../brand/brand-schema';

export const publicConfigSchema = z.object({
  brand: brandSchema,
  demo: z.boolean(),
  sandboxPayments: z.boolean(),
});
