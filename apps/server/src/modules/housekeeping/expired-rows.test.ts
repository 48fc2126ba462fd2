import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
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
import { deleteExpiredRows } from './expired-rows';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A time relative to the database's clock, as the rows' own timestamps are. */
const ago = (interval: string) => sql`now() - ${interval}::interval`;
const ahead = (interval: string) => sql`now() + ${interval}::interval`;

async function idsOf(table: string): Promise<string[]> {
  const result = await t.deps.db.execute<{ id: string }>(
    sql.raw(`SELECT id::text AS id FROM ${table} ORDER BY id`),
  );
  return result.rows.map((row) => row.id);
}

describe('deleting expired rows', () => {
  it('removes what no rule reads any more and keeps the rest', async () => {
    const db = t.deps.db;
    const user = await createUser(db, { username: 'housekeeping-user', role: 'staff' });
    await db.insert(sessions).values([
      { id: 'expired', userId: user.id, expiresAt: ago('1 minute'), lastSeenAt: ago('2 minutes') },
      { id: 'idle', userId: user.id, expiresAt: ahead('5 hours'), lastSeenAt: ago('31 minutes') },
      { id: 'live', userId: user.id, expiresAt: ahead('5 hours'), lastSeenAt: ago('5 minutes') },
    ]);
    const chat = { identityHash: 'h', accountIds: [1], lastSeenAt: ago('3 days') };
    await db.insert(chatSessions).values([
      { ...chat, id: 'chat-old', expiresAt: ago('25 hours') },
      { ...chat, id: 'chat-recent', expiresAt: ago('1 hour') },
    ]);
    await db.insert(mfaLoginChallenges).values([
      { id: 'mfa-old', userId: user.id, expiresAt: ago('2 days') },
      { id: 'mfa-recent', userId: user.id, expiresAt: ago('5 minutes') },
    ]);
    const challenge = { purpose: 'quick_access', identityHash: 'h', answerHash: 'a', addressOptions: [] };
    await db.insert(identityChallenges).values([
      { ...challenge, id: 1, tokenHash: 't-old', expiresAt: ago('2 days') },
      { ...challenge, id: 2, tokenHash: 't-recent', expiresAt: ago('2 hours') },
    ]);
    await db.insert(identityCheckFailures).values([
      { id: 1, identityHash: 'h', purpose: 'quick_access', createdAt: ago('3 days') },
      { id: 2, identityHash: 'h', purpose: 'quick_access', createdAt: ago('23 hours') },
    ]);
    await db.insert(identityCheckStarts).values([
      { id: 1, network: '10.1.1.1', purpose: 'chat', createdAt: ago('25 hours') },
      { id: 2, network: '10.1.1.1', purpose: 'chat', createdAt: ago('20 minutes') },
    ]);
    const account = await insertAccount(db, t.deps.encryption);
    await db.insert(cardDeclineClaims).values([
      { id: 1, debtAccountId: account.id, network: '10.1.1.1', createdAt: ago('3 days') },
      { id: 2, debtAccountId: account.id, network: '10.1.1.1', createdAt: ago('23 hours') },
    ]);
    await db.insert(passwordResetTokens).values([
      { id: 1, userId: user.id, tokenHash: 'r-old', expiresAt: ago('2 days') },
      { id: 2, userId: user.id, tokenHash: 'r-live', expiresAt: ahead('1 hour') },
    ]);

    expect(await deleteExpiredRows(db)).toEqual({
      sessions: 2,
      chat_sessions: 1,
      mfa_login_challenges: 1,
      identity_challenges: 1,
      identity_check_failures: 1,
      identity_check_starts: 1,
      card_decline_claims: 1,
      password_reset_tokens: 1,
    });
    expect(await idsOf('sessions')).toEqual(['live']);
    expect(await idsOf('chat_sessions')).toEqual(['chat-recent']);
    expect(await idsOf('mfa_login_challenges')).toEqual(['mfa-recent']);
    expect(await idsOf('identity_challenges')).toEqual(['2']);
    expect(await idsOf('identity_check_failures')).toEqual(['2']);
    expect(await idsOf('identity_check_starts')).toEqual(['2']);
    expect(await idsOf('card_decline_claims')).toEqual(['2']);
    expect(await idsOf('password_reset_tokens')).toEqual(['2']);

    // Nothing left to delete: a second sweep (another instance's) changes nothing.
    expect(Object.values(await deleteExpiredRows(db))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
