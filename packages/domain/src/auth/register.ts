import { z } from 'zod';
import { REGISTER_DEBTOR_MESSAGES } from '../portal/identity-messages';
import { registerDebtorFormSchema } from '../portal/register-debtor-schema';

/** Registration lengths (docs/product/sign-in.md). */
export const REGISTRATION_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  phoneMin: 10,
  phoneMax: 15,
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  /** argon2 input bound; not a spec rule, it keeps hashing cheap for garbage input. */
  passwordMax: 128,
  emailMax: 254,
} as const;

const L = REGISTRATION_LIMITS;

/** The registration payload the client sends and the server validates (docs/product/sign-in.md). */
export const registerPayloadSchema = z.object({
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(L.nameMin, 'First name is required')
    .max(L.nameMax, 'Must be at most 50 characters'),
  lastName: z
    .string({ error: 'Last name is required' })
    .trim()
    .min(L.nameMin, 'Last name is required')
    .max(L.nameMax, 'Must be at most 50 characters'),
  email: z
    .email({ error: 'Please enter a valid email address' })
    .max(L.emailMax, 'Must be at most 254 characters'),
  phone: z
    .string({ error: 'Please enter a valid phone number' })
    .trim()
    .min(L.phoneMin, 'Please enter a valid phone number')
    .max(L.phoneMax, 'Must be at most 15 characters'),
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(L.usernameMin, 'Username must be at least 3 characters')
    .max(L.usernameMax, 'Must be at most 30 characters'),
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(L.passwordMin, 'Password must be at least 8 characters')
    .max(L.passwordMax, 'Must be at most 128 characters'),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** The form adds confirmPassword, which is dropped before sending. */
export const registerFormSchema = registerPayloadSchema
  .extend({
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(L.passwordMin, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/**
 * The proof that links a new login to the person's accounts: the same as /register-debtor (SSN last
 * 4, birth date and the account number on the letter; decision 0044).
 */
const proofShape = {
  ssn: registerDebtorFormSchema.shape.ssn,
  dateOfBirth: registerDebtorFormSchema.shape.dateOfBirth,
  accountNumber: registerDebtorFormSchema.shape.accountNumber,
};
export type RegisterProof = { ssn: string; dateOfBirth: string; accountNumber: string };

/**
 * POST /api/register: the spec's payload, plus the proof, all three fields or none (decision 0044).
 * Without it the call creates a login as before; with it, only a login linked to the proven accounts.
 */
export const registerBodySchema = registerPayloadSchema
  .extend({
    ssn: proofShape.ssn.optional(),
    dateOfBirth: proofShape.dateOfBirth.optional(),
    accountNumber: proofShape.accountNumber.optional(),
  })
  .superRefine((body, ctx) => {
    const given = (['ssn', 'dateOfBirth', 'accountNumber'] as const).filter((k) => body[k] !== undefined);
    if (given.length === 0 || given.length === 3) return;
    const missing = (['ssn', 'dateOfBirth', 'accountNumber'] as const).find((k) => body[k] === undefined);
    ctx.addIssue({
      code: 'custom',
      path: [missing ?? 'ssn'],
      message: REGISTER_DEBTOR_MESSAGES.proofIncomplete,
    });
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The /register form: the spec's fields and the proof that finds the person's accounts. */
export const registerWithProofFormSchema = registerPayloadSchema
  .extend({
    ...proofShape,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(L.passwordMin, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterWithProofForm = z.infer<typeof registerWithProofFormSchema>;
