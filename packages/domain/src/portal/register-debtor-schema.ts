import { z } from 'zod';
import { userSchema } from '../auth/user';
import { REGISTER_DEBTOR_LIMITS as L, REGISTER_DEBTOR_MESSAGES as M } from './identity-messages';
import { dateOfBirthSchema } from './quick-access-schema';

/** The 'Create Account' form of /register-debtor (docs/product/identity.md). */
export const registerDebtorFormSchema = z.object({
  firstName: z
    .string({ error: M.firstNameRequired })
    .trim()
    .min(1, M.firstNameRequired)
    .max(L.firstNameMax, M.tooLong(L.firstNameMax)),
  ssn: z
    .string({ error: M.ssnRequired })
    .trim()
    .min(4, M.ssnRequired)
    .max(4, M.ssnRequired)
    .regex(/^\d{4}$/, M.ssnRequired),
  /** The proof of quick access (decision 0028): SSN last 4 with the birth date and the letter's account number. */
  dateOfBirth: dateOfBirthSchema,
  accountNumber: z
    .string({ error: M.accountNumberRequired })
    .trim()
    .min(1, M.accountNumberRequired)
    .max(L.accountNumberMax, M.tooLong(L.accountNumberMax)),
  username: z
    .string({ error: M.usernameMin })
    .trim()
    .min(L.usernameMin, M.usernameMin)
    .max(L.usernameMax, M.tooLong(L.usernameMax)),
  password: z
    .string({ error: M.passwordMin })
    .min(L.passwordMin, M.passwordMin)
    .max(L.passwordMax, M.tooLong(L.passwordMax)),
});
export type RegisterDebtorForm = z.infer<typeof registerDebtorFormSchema>;

/** POST /api/register-debtor (docs/product/identity.md): the form plus lastName (sent empty) and the built e-mail. */
export const registerDebtorBodySchema = registerDebtorFormSchema.extend({
  lastName: z.string().trim().max(L.lastNameMax, M.tooLong(L.lastNameMax)).optional().default(''),
  email: z.email({ error: M.emailInvalid }).max(L.emailMax, M.tooLong(L.emailMax)),
});
/** What a client sends (lastName may be left out) and what the server reads (lastName '' then). */
export type RegisterDebtorBody = z.input<typeof registerDebtorBodySchema>;
export type RegisterDebtorValues = z.output<typeof registerDebtorBodySchema>;

/** 201 with the new, signed-in user (like POST /api/register). */
export const registerDebtorResponseSchema = z.object({ user: userSchema });
export type RegisterDebtorResponse = z.infer<typeof registerDebtorResponseSchema>;
