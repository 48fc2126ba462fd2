import { AUTH_MESSAGES } from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { recordSecurityEvent } from '../../security/security-events';

/**
 * The client every /api/client/* call is scoped to: the signed-in client user's own (decision
 * 0055). route-access.ts lets only the client role in, and users_client_role_check gives every
 * client user a client; a session without one is refused all the same.
 */
export function clientIdOf(request: FastifyRequest): number {
  const clientId = sessionOf(request).user.clientId;
  if (clientId === null) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  return clientId;
}

/**
 * A client user named something that is not their client's (another client's, or nothing at all):
 * a security event, as a collector's reach for an account not assigned to them is. The answer
 * stays the same as for a missing one.
 */
export async function noteOtherClients(
  deps: AppDeps,
  request: FastifyRequest,
  what: string,
  details: Record<string, unknown>,
): Promise<void> {
  await recordSecurityEvent(deps.db, {
    type: 'access_denied',
    success: false,
    description: `Access denied: ${request.method} ${request.routeOptions.url} on ${what} not of the client's`,
    origin: request.origin,
    user: sessionOf(request).user,
    details,
  });
}
