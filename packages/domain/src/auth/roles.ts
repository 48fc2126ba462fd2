/** The four roles (docs/product/public-site.md). Kept free of zod: the first page load imports it. */
export const ROLES = ['admin', 'staff', 'collector', 'debtor'] as const;
export type Role = (typeof ROLES)[number];

/** Default allowed roles of a protected route (docs/product/public-site.md). */
export const DEFAULT_ALLOWED_ROLES: readonly Role[] = ROLES;
/** The admin-only wrapper (docs/product/public-site.md). */
export const BACK_OFFICE_ROLES: readonly Role[] = ['admin', 'staff'];

export function isBackOffice(role: Role | undefined | null): boolean {
  return role === 'admin' || role === 'staff';
}
