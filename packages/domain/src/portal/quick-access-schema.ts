import { z } from 'zod';
import { userSchema } from '../auth/user';
import { parseIsoDate } from './birth-date';
import { IDENTITY_MESSAGES as M } from './identity-messages';

/** SSN last 4 (docs/product/identity.md): digits only, exactly 4. */
export const ssnLast4Schema = z
  .string({ error: M.ssnLast4Min })
  .trim()
  .min(4, M.ssnLast4Min)
  .max(4, M.ssnLast4Exact)
  .regex(/^\d{4}$/, M.ssnLast4Exact);

/** Date of birth as the picker outputs it: 'YYYY-MM-DD', a real calendar date. */
export const dateOfBirthSchema = z
  .string({ error: M.dateOfBirthRequired })
  .trim()
  .min(1, M.dateOfBirthRequired)
  .refine((value) => parseIsoDate(value) !== null, M.dateOfBirthInvalid);

/** POST /api/quick-access-verify and /api/dispute-quick-access-verify (docs/product/identity.md). */
export const quickAccessVerifyBodySchema = z.object({
  ssnLast4: ssnLast4Schema,
  dateOfBirth: dateOfBirthSchema,
});
export type QuickAccessVerifyBody = z.infer<typeof quickAccessVerifyBodySchema>;

export const quickAccessVerifyResponseSchema = z.object({
  verificationToken: z.string(),
  addressOptions: z.array(z.string()),
});
export type QuickAccessVerifyResponse = z.infer<typeof quickAccessVerifyResponseSchema>;

/** Step two's form: one of the offered addresses. */
export const quickAccessAddressFormSchema = z.object({
  selectedAddress: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(300),
});
export type QuickAccessAddressForm = z.infer<typeof quickAccessAddressFormSchema>;

/** POST /api/quick-access and /api/dispute-quick-access: the answer is the user (like the login's). */
export const quickAccessBodySchema = quickAccessAddressFormSchema.extend({
  verificationToken: z
    .string({ error: M.verificationRequired })
    .trim()
    .min(1, M.verificationRequired)
    .max(200, M.verificationRequired),
});
export type QuickAccessBody = z.infer<typeof quickAccessBodySchema>;

export const quickAccessResponseSchema = userSchema;
