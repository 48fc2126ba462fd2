/**
 * The roles (docs/product/public-site.md): the four of the agency's site, and `client`, a user of a
 * creditor tied to one client, who sees only the client portal (decision 0055). Kept free of zod:
 * the first page load imports it.
 */
export const ROLES = ['admin', 'staff', 'collector', 'debtor', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** Default allowed roles of a protected route (docs/product/public-site.md): every role but client. */
export const DEFAULT_ALLOWED_ROLES: readonly Role[] = ['admin', 'staff', 'collector', 'debtor'];
/** The admin-only wrapper (docs/product/public-site.md). */
export const BACK_OFFICE_ROLES: readonly Role[] = ['admin', 'staff'];

export function isBackOffice(role: Role | undefined | null): boolean {
  return role === 'admin' || role === 'staff';
}

/** The agency's own roles, who sign in at /admin-login (decision 0116); not a debtor or a client's user. */
export function isAgencyRole(role: Role | undefined | null): boolean {
  return role === 'admin' || role === 'staff' || role === 'collector';
}
