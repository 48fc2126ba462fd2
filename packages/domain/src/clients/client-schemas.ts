import { z } from 'zod';
import { listQueryShape } from '../lists/list-query';

/** Clients (creditors) and their placements (decision 0049, docs/product/clients.md). */
export const REMIT_METHODS = ['net', 'gross'] as const;
export const REMIT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const ITEMIZATION_DATE_BASES = [
  'last_statement',
  'charge_off',
  'last_payment',
  'transaction',
  'judgment',
] as const;
export type RemitMethod = (typeof REMIT_METHODS)[number];
export type RemitFrequency = (typeof REMIT_FREQUENCIES)[number];
export type ItemizationDateBasis = (typeof ITEMIZATION_DATE_BASES)[number];

/** The code of the client that holds accounts placed without one. */
export const DEFAULT_CLIENT_CODE = 'DEFAULT';
export const CLIENT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;
export const MAX_CLIENT_CONTACTS = 5;

/** A client code as files write it: trimmed, upper case. */
export function normalizeClientCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A percentage between 0 and 100 with at most 4 decimals, as a number or a decimal string; kept
 * as the exact decimal string (never through a float), without trailing zeros.
 */
export const percentSchema = (name: string) =>
  z
    .union([z.number(), z.string()], { error: `${name} must be a percentage between 0 and 100` })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((s) => /^\d{1,3}(\.\d{1,4})?$/.test(s), `${name} must be a number with at most 4 decimals`)
    .refine((s) => Number(s) <= 100, `${name} must be between 0 and 100`)
    .transform(trimDecimal);

/** "25.5000" → "25.5", "30.0000" → "30". */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export const clientContactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Each contact needs a name')
    .max(120, 'A contact name is at most 120 characters'),
  email: z
    .email('A contact e-mail must be an e-mail address')
    .max(254)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  phone: z
    .string()
    .trim()
    .max(32, 'A contact phone is at most 32 characters')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ClientContactInput = z.infer<typeof clientContactSchema>;

export const commissionTierSchema = z.object({
  minAgeDays: z
    .number({ error: 'minAgeDays must be a whole number of days' })
    .int('minAgeDays must be a whole number of days')
    .min(0, 'minAgeDays must be 0 or more')
    .max(36_500, 'minAgeDays must be at most 36500'),
  rate: percentSchema('A tier rate'),
});
export type CommissionTierInput = z.infer<typeof commissionTierSchema>;

const tiersSchema = z
  .array(commissionTierSchema)
  .max(10, 'At most 10 commission tiers')
  .refine((tiers) => tiers.length === 0 || tiers.some((t) => t.minAgeDays === 0), {
    message: 'Commission tiers must start at minAgeDays 0 (every account has an age of 0 or more)',
  })
  .refine((tiers) => new Set(tiers.map((t) => t.minAgeDays)).size === tiers.length, {
    message: 'Two commission tiers have the same minAgeDays',
  })
  .transform((tiers) => [...tiers].sort((a, b) => a.minAgeDays - b.minAgeDays));

/** POST /api/admin/clients and PUT /api/admin/clients/:id (PUT replaces every field; the code never changes). */
export const clientInputSchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .transform(normalizeClientCode)
    .refine(
      (c) => CLIENT_CODE_PATTERN.test(c),
      'code must be 1 to 32 letters, digits, - or _ (it is how import files name the client)',
    ),
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(120, 'name is at most 120 characters'),
  commissionRate: percentSchema('commissionRate'),
  remitMethod: z.enum(REMIT_METHODS, { error: 'remitMethod must be net or gross' }),
  remitFrequency: z.enum(REMIT_FREQUENCIES, { error: 'remitFrequency must be daily, weekly or monthly' }),
  commissionTiers: tiersSchema.nullable().optional(),
  settlementAuthorityPercent: percentSchema('settlementAuthorityPercent').nullable().optional(),
  planAuthorityMonths: z
    .number({ error: 'planAuthorityMonths must be a whole number of months' })
    .int('planAuthorityMonths must be a whole number of months')
    .min(1, 'planAuthorityMonths must be 1 or more')
    .max(360, 'planAuthorityMonths must be at most 360')
    .nullable()
    .optional(),
  itemizationDateBasis: z
    .enum(ITEMIZATION_DATE_BASES, {
      error: `itemizationDateBasis must be one of ${ITEMIZATION_DATE_BASES.join(', ')}`,
    })
    .optional(),
  contacts: z
    .array(clientContactSchema)
    .max(MAX_CLIENT_CONTACTS, `At most ${MAX_CLIENT_CONTACTS} contacts`)
    .optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientInputParsed = z.output<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  commissionRate: z.string(),
  commissionTiers: z.array(z.object({ minAgeDays: z.number().int(), rate: z.string() })).nullable(),
  remitMethod: z.enum(REMIT_METHODS),
  remitFrequency: z.enum(REMIT_FREQUENCIES),
  settlementAuthorityPercent: z.string().nullable(),
  planAuthorityMonths: z.number().int().nullable(),
  itemizationDateBasis: z.enum(ITEMIZATION_DATE_BASES),
  contacts: z.array(
    z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  ),
  active: z.boolean(),
  /** Accounts placed with the agency (recalled ones included) and those still open for collection. */
  accountCount: z.number().int(),
  openAccountCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;
export const clientsSchema = z.array(clientSchema);

export const CLIENT_SORTS = ['code', 'name', 'accounts', 'createdAt'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const clientsQuerySchema = z.object({
  ...listQueryShape(CLIENT_SORTS),
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
});
export type ClientsQuery = z.infer<typeof clientsQuerySchema>;

export const placementSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  placedOn: z.string(),
  label: z.string(),
  sourceImportId: z.number().int().nullable(),
  accountCount: z.number().int(),
  recalledCount: z.number().int(),
  /** The current balance of the placement's accounts still open, a decimal string. */
  openBalance: z.string(),
  createdAt: z.string(),
});
export type Placement = z.infer<typeof placementSchema>;
export const placementsSchema = z.array(placementSchema);

export const MAX_RECALL_ACCOUNTS = 5000;
/** POST /api/admin/clients/:id/recalls: the accounts (ids) or a whole placement, and why. */
export const recallInputSchema = z
  .object({
    accountIds: z
      .array(z.number().int().positive(), { error: 'accountIds must be a list of account ids' })
      .min(1, 'accountIds must name at least one account')
      .max(MAX_RECALL_ACCOUNTS, `At most ${MAX_RECALL_ACCOUNTS} accounts per recall`)
      .optional(),
    placementId: z.number({ error: 'placementId must be a placement id' }).int().positive().optional(),
    reason: z
      .string({ error: 'reason is required' })
      .trim()
      .min(1, 'reason is required')
      .max(500, 'reason is at most 500 characters'),
  })
  .refine((r) => (r.accountIds === undefined) !== (r.placementId === undefined), {
    message: 'Give either accountIds or placementId',
  });
export type RecallInput = z.input<typeof recallInputSchema>;

export const recallResultSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  placementId: z.number().int().nullable(),
  reason: z.string(),
  /** Accounts this recall closed (those already recalled are not counted again). */
  accountCount: z.number().int(),
  createdAt: z.string(),
});
export type RecallResult = z.infer<typeof recallResultSchema>;
export const recallsSchema = z.array(recallResultSchema);
