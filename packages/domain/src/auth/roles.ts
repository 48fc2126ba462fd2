/** The four roles (spec 1 §1). Kept free of zod: the first page load imports it. */
export const ROLES = ['admin', 'staff', 'collector', 'debtor'] as const;
export type Role = (typeof ROLES)[number];

/** Default allowed roles of a protected route (spec 1 §6). */
export const DEFAULT_ALLOWED_ROLES: readonly Role[] = ROLES;
/** The admin-only wrapper (spec 1 §6). */
export const BACK_OFFICE_ROLES: readonly Role[] = ['admin', 'staff'];

export function isBackOffice(role: Role | undefined | null): boolean {
  return role === 'admin' || role === 'staff';
}
