import { z } from 'zod';
import { PREFERRED_LANGUAGE_MESSAGE, PREFERRED_LANGUAGES } from './preferred-language';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
const amount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(/[$,]/g, ''))
  .pipe(z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'Enter an amount with at most 2 decimals'));
const phone = z
  .string()
  .trim()
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().regex(/^(\d{10,15})?$/, 'Please enter a valid phone number'))
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/**
 * The 18 editable fields of an account (docs/product/accounts-import.md). Every field is optional: the server changes
 * only what is sent, and writes an audit row per changed field.
 */
export const accountEditSchema = z
  .object({
    primary_phone: phone,
    work_phone: phone,
    alternate_phone: phone,
    email_address: z
      .union([z.literal(''), z.email('Please enter a valid email address').max(254)])
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    address1: optionalText(200),
    address2: optionalText(200),
    city: optionalText(100),
    state: optionalText(50),
    zip_code: z
      .string()
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, 'Enter a 5-digit ZIP code')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    unpaid_balance: amount.optional(),
    account_status: optionalText(50),
    co_signer_primary_phone: phone,
    co_signer_address1: optionalText(200),
    co_signer_city: optionalText(100),
    co_signer_state: optionalText(50),
    co_signer_zip_code: z
      .string()
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, 'Enter a 5-digit ZIP code')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    scheduled_paymt_amt: amount.nullable().optional(),
    next_pymt_due: z
      .union([z.literal(''), z.iso.date('Enter a valid date')])
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    /** The language the consumer reads letters in (decision 0066): not one of the spec's 18, sent when changed. */
    preferred_language: z.enum(PREFERRED_LANGUAGES, { message: PREFERRED_LANGUAGE_MESSAGE }).optional(),
    /** Why unpaid_balance changes: required with a new balance (the change is posted as an adjustment). */
    balanceChangeReason: optionalText(500),
  })
  .strict();
export type AccountEditPayload = z.input<typeof accountEditSchema>;
/**
 * The spec's 18 fields of the edit, always sent. The balance change's reason goes with unpaid_balance
 * (it is no field) and the preferred language only when it changes, so the spec's call stays as it is.
 */
type SometimesSent = 'balanceChangeReason' | 'preferred_language';
export const ACCOUNT_EDIT_FIELDS = Object.keys(accountEditSchema.shape).filter(
  (k) => k !== 'balanceChangeReason' && k !== 'preferred_language',
) as Array<Exclude<keyof typeof accountEditSchema.shape, SometimesSent>>;
