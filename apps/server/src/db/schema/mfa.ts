import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's TOTP secret (encrypted with FieldEncryption). It exists from setup on but counts only
 * once `enabledAt` is set by a verified code; `users.mfa_enabled` mirrors that for quick reads.
 */
export const mfaCredentials = pgTable('mfa_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last accepted time step: a code of that step or earlier is a replay. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time backup codes, stored hashed. */
export const mfaBackupCodes = pgTable(
  'mfa_backup_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mfa_backup_codes_user_idx').on(t.userId)],
);

/**
 * The half-finished sign-in between the password step and the second factor. The browser holds
 * the token in a cookie; the row stores its hash, the user, and a short expiry.
 */
export const mfaLoginChallenges = pgTable(
  'mfa_login_challenges',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mfa_login_challenges_user_idx').on(t.userId)],
);
