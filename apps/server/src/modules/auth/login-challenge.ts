import { createHmac, randomBytes } from 'node:crypto';
import { MFA_LIMITS } from '@arrears/domain';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { mfaLoginChallenges, type UserRow, users } from '../../db/schema';
import type { AppDeps } from '../../deps';

/**
 * The pending sign-in between the password step and the second factor. The browser holds a random
 * token in this cookie, sent only to /api/mfa; the table holds its HMAC (like session ids), the
 * user, and an expiry 5 minutes after the password step.
 */
export const MFA_CHALLENGE_COOKIE = 'arrears_mfa';
const COOKIE_PATH = '/api/mfa';

function challengeId(deps: AppDeps, token: string): string {
  return createHmac('sha256', deps.config.sessionSecret).update(`mfa-login:${token}`).digest('base64url');
}

/** Opens a pending sign-in for the user and hands the browser its cookie. */
export async function issueLoginChallenge(deps: AppDeps, reply: FastifyReply, user: UserRow): Promise<void> {
  const now = deps.clock();
  const token = randomBytes(32).toString('base64url');
  // Expired challenges of anyone are useless: the table stays small without a separate job.
  await deps.db.delete(mfaLoginChallenges).where(lte(mfaLoginChallenges.expiresAt, new Date(now)));
  await deps.db.insert(mfaLoginChallenges).values({
    id: challengeId(deps, token),
    userId: user.id,
    createdAt: new Date(now),
    expiresAt: new Date(now + MFA_LIMITS.challengeTtlMs),
  });
  reply.setCookie(MFA_CHALLENGE_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isProduction,
    maxAge: Math.floor(MFA_LIMITS.challengeTtlMs / 1000),
  });
}

export interface PendingLogin {
  id: string;
  user: UserRow;
}

/** The live pending sign-in behind a cookie token, or null (unknown, expired, or its user gone). */
export async function findPendingLogin(
  deps: AppDeps,
  token: string | undefined,
): Promise<PendingLogin | null> {
  if (!token) return null;
  const id = challengeId(deps, token);
  const [row] = await deps.db
    .select({ id: mfaLoginChallenges.id, user: users })
    .from(mfaLoginChallenges)
    .innerJoin(users, eq(users.id, mfaLoginChallenges.userId))
    .where(and(eq(mfaLoginChallenges.id, id), gt(mfaLoginChallenges.expiresAt, new Date(deps.clock()))))
    .limit(1);
  return row ?? null;
}

/** Ends a pending sign-in; false when another request ended it first (only one may finish it). */
export async function consumeLoginChallenge(deps: AppDeps, id: string): Promise<boolean> {
  const deleted = await deps.db
    .delete(mfaLoginChallenges)
    .where(eq(mfaLoginChallenges.id, id))
    .returning({ id: mfaLoginChallenges.id });
  return deleted.length > 0;
}

export function clearChallengeCookie(reply: FastifyReply): void {
  reply.clearCookie(MFA_CHALLENGE_COOKIE, { path: COOKIE_PATH });
}
