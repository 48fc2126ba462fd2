import { z } from 'zod';
import { registerPayloadSchema } from '../auth/register';
import { listPageFields, listQueryShape } from '../lists/list-query';

/** Roles an admin can give to the agency's people from /admin/users. */
export const AGENCY_ROLES = ['admin', 'staff', 'collector'] as const;

/** Roles an admin can create from /admin/users: the agency's, and a client's user (decision 0055). */
export const USER_ROLES = [...AGENCY_ROLES, 'client'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Why a client user's client is refused (POST /api/admin/users). */
export const CLIENT_USER_MESSAGES = {
  clientRequired: 'clientId is required for a client user: choose the client they work for',
  clientUnknown: 'clientId is not a client',
  defaultClient:
    'The default client holds the accounts placed without one: a client user works for a real client',
  clientOnlyForClientRole: 'clientId is only for a client user',
  roleFixed: "A client user's role cannot change: create an agency user instead",
} as const;

/** POST /api/admin/users: the registration rules plus a role, and for a client user their client. */
export const AGENCY_ROLE_MESSAGE = 'Please choose a role: admin, staff or collector';
export const createAgencyUserSchema = registerPayloadSchema.extend({
  role: z.enum(USER_ROLES, { error: AGENCY_ROLE_MESSAGE }),
  clientId: z
    .number({ error: 'clientId must be a client id' })
    .int('clientId must be a client id')
    .positive('clientId must be a client id')
    .max(2_147_483_647, 'clientId must be a client id')
    .nullable()
    .optional(),
});
export type CreateAgencyUserPayload = z.infer<typeof createAgencyUserSchema>;

/** PATCH /api/admin/users/{id}: any of these changes. */
export const updateAgencyUserSchema = z
  .object({
    active: z.boolean().optional(),
    resetMfa: z.literal(true).optional(),
    mustChangePassword: z.boolean().optional(),
    role: z.enum(AGENCY_ROLES, { error: AGENCY_ROLE_MESSAGE }).optional(),
    /** Where the user takes calls (decision 0123): browser, an E.164 number or a sip: address. */
    phoneLine: z.lazy(() => phoneLineSchema).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });
export type UpdateAgencyUserPayload = z.infer<typeof updateAgencyUserSchema>;

/** A row of GET /api/admin/users ({ users: [...] }). */
export const agencyUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['admin', 'staff', 'collector', 'debtor', 'client']),
  /** A client user's client; null for the agency's people. */
  clientId: z.number().int().nullable().optional(),
  mfaEnabled: z.boolean(),
  /** Admin or staff without a second factor where the install requires one: held to its setup. */
  mfaSetupRequired: z.boolean(),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Where the user takes calls: 'browser', an E.164 number or a sip: address. */
  phoneLine: z.string(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgencyUser = z.infer<typeof agencyUserSchema>;
export const agencyUsersResponseSchema = z.object({
  users: z.array(agencyUserSchema),
  /** Only when the caller asked for a page (sort, filters or paging). */
  ...listPageFields,
});

/** Columns the users table sorts on (server-side, GET /api/admin/users?sort=). */
export const AGENCY_USER_SORTS = [
  'username',
  'name',
  'email',
  'role',
  'active',
  'lastLoginAt',
  'createdAt',
] as const;
export type AgencyUserSort = (typeof AGENCY_USER_SORTS)[number];

/** GET /api/admin/users's optional list parameters; without any it answers every agency and client user by username. */
export const agencyUsersQuerySchema = z.object({
  ...listQueryShape(AGENCY_USER_SORTS),
  role: z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(', ')}` }).optional(),
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
  /** Words of the name, username, e-mail or role (case-insensitive). */
  search: z.string().trim().min(1).max(100, 'search must be at most 100 characters').optional(),
});
export type AgencyUsersQuery = z.infer<typeof agencyUsersQuerySchema>;

/**
 * Where an agent takes calls (docs/product/contact-center.md): the browser phone in the workspace,
 * a phone number in E.164 (+ and 8–15 digits) or a SIP address.
 */
export const PHONE_LINE_MESSAGE =
  'Please give a phone line: browser, a number such as +15551234567, or a sip: address';
export const phoneLineSchema = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === 'browser' || /^\+[1-9]\d{7,14}$/.test(v) || /^sip:[^\s@]+@[^\s@]+$/i.test(v), {
    message: PHONE_LINE_MESSAGE,
  });
export type PhoneLine = z.infer<typeof phoneLineSchema>;
