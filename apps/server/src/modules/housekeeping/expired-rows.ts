import { SESSION_LIMITS } from '@arrears/domain';
import { lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  cardDeclineClaims,
  chatSessions,
  identityChallenges,
  identityCheckFailures,
  identityCheckStarts,
  mfaLoginChallenges,
  passwordResetTokens,
  sessions,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The database's clock minus `ms`: instances whose clocks differ agree on what is old. */
const before = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
const olderThan = (column: PgColumn, ms: number) => lt(column, before(ms));

/**
 * Rows that no rule reads any more: sign-in and chat sessions past their expiry (or idle past the
 * limit), MFA sign-in challenges, identity-check tokens and password reset links a day after they
 * expired, and identity-check failures and card decline claims once the longest throttle window
 * (24 h) is behind them with a day to spare, and identity-check starts a day after (their window
 * is 15 minutes). What happened stays in security_events; payments,
 * audits and contact attempts are never touched here.
 */
const EXPIRED: ReadonlyArray<{ name: string; table: PgTable; where: () => SQL | undefined }> = [
  {
    name: 'sessions',
    table: sessions,
    where: () =>
      or(olderThan(sessions.expiresAt, 0), olderThan(sessions.lastSeenAt, SESSION_LIMITS.idleTimeoutMs)),
  },
  { name: 'chat_sessions', table: chatSessions, where: () => olderThan(chatSessions.expiresAt, DAY_MS) },
  {
    name: 'mfa_login_challenges',
    table: mfaLoginChallenges,
    where: () => olderThan(mfaLoginChallenges.expiresAt, DAY_MS),
  },
  {
    name: 'identity_challenges',
    table: identityChallenges,
    where: () => olderThan(identityChallenges.expiresAt, DAY_MS),
  },
  {
    name: 'identity_check_failures',
    table: identityCheckFailures,
    where: () => olderThan(identityCheckFailures.createdAt, 2 * DAY_MS),
  },
  {
    name: 'card_decline_claims',
    table: cardDeclineClaims,
    where: () => olderThan(cardDeclineClaims.createdAt, 2 * DAY_MS),
  },
  {
    name: 'identity_check_starts',
    table: identityCheckStarts,
    where: () => olderThan(identityCheckStarts.createdAt, DAY_MS),
  },
  {
    name: 'password_reset_tokens',
    table: passwordResetTokens,
    where: () => olderThan(passwordResetTokens.expiresAt, DAY_MS),
  },
];

/** Deletes the expired rows of every table above; answers how many per table. Safe on several instances at once. */
export async function deleteExpiredRows(db: Database): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { name, table, where } of EXPIRED) {
    const rows = await db.delete(table).where(where()).returning({ one: sql`1` });
    deleted[name] = rows.length;
  }
  return deleted;
}
