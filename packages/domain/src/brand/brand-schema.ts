import { z } from 'zod';
import type { Brand } from './brand';

export const brandSchema: z.ZodType<Brand> = z.object({
  companyName: z.string().min(1),
  assistantName: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
  addressLine1: z.string().min(1),
  addressLine2: z.string(),
  city: z.string().min(1),
  state: z.string().min(1),
  zip: z.string().min(1),
  governingLawState: z.string().min(1),
  courtCounty: z.string().min(1),
});
