import type { Role } from '@arrears/domain';

/**
 * Every API route and who may call it, in one table. A route missing here stops the start
 * (see plugins/access.plugin.ts), and the security tests walk this table with every role.
 *   'public'    anyone, signed in or not
 *   'signed-in' any signed-in user, whatever the role
 *   Role[]      only these roles
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

const BACK_OFFICE: readonly Role[] = ['admin', 'staff'];

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/user': 'signed-in',
  'POST /api/login': 'public',
  'POST /api/register': 'public',
  'POST /api/logout': 'public',
  'POST /api/session/extend': 'signed-in',
  'POST /api/page-view': 'public',
  'GET /api/bench/one-query': 'public',
};

export { BACK_OFFICE };
