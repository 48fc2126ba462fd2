import { z } from 'zod';

export const ROLES = ['admin', 'staff', 'collector', 'debtor'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Default allowed roles of a protected route (spec 1 §6). */
export const DEFAULT_ALLOWED_ROLES: readonly Role[] = ROLES;
/** The admin-only wrapper (spec 1 §6). */
export const BACK_OFFICE_ROLES: readonly Role[] = ['admin', 'staff'];

export function isBackOffice(role: Role | undefined | null): boolean {
  return role === 'admin' || role === 'staff';
}
