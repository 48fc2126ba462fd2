import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordSecurityEvent } from '../../security/security-events';
import { startSession } from '../auth';
import { debtorUserForIdentity } from './identity-debtor-user';
import type { IdentityPurpose } from './identity-purpose';

/**
 * The sign-in an identity check ends in (quick access, dispute quick access, the chat; decision
 * 0119): the debtor login of the accounts the address proved (decision 0086: linked, or a new one),
 * a new session in this browser (the server's cookie, replacing the one it had) and the security
 * event. `proof` must come from completeIdentityCheck: it is the only thing that makes one.
 */
export async function signInByIdentity(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  proof: { identityHash: string; provenAddress: string },
  via: { purpose: IdentityPurpose; label: string },
): Promise<UserRow> {
  const { user, created, linkedAccountIds } = await debtorUserForIdentity(
    deps,
    proof,
    `Identity verified (${via.label})`,
  );
  await startSession(deps, request, reply, user);
  await recordSecurityEvent(deps.db, {
    type: 'quick_access_success',
    success: true,
    description: `Signed in by identity check (${via.label})${created ? ': new debtor login created' : ''}`,
    origin: request.origin,
    user,
    details: { purpose: via.purpose, createdUser: created, linkedAccounts: linkedAccountIds.length },
    riskLevel: 'LOW',
  });
  return user;
}
