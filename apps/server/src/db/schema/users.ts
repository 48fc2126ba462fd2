import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ['admin', 'staff', 'collector', 'debtor', 'client'] }).notNull(),
    /** A client user's client (decision 0055): every read of the client portal is scoped by it. */
    clientId: integer('client_id').references((): AnyPgColumn => clients.id, { onDelete: 'restrict' }),
    passwordHash: text('password_hash').notNull(),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** An admin may require a new password at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A deactivated user cannot sign in; their sessions end when it is set. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language a debtor chose on the site ('en' | 'es'), restored at sign-in; null until they choose (decision 0072). */
    preferredLanguage: text('preferred_language', { enum: ['en', 'es'] }),
    /** Where an agent takes calls: 'browser' (the workspace's phone), an E.164 number or a sip: URI. */
    phoneLine: text('phone_line').notNull().default('browser'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames and e-mails are unique whatever their case.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_client_idx').on(t.clientId),
    // A client user always has a client, and no one else has one.
    check('users_client_role_check', sql`(${t.role} = 'client') = (${t.clientId} IS NOT NULL)`),
    check('users_preferred_language_check', sql`${t.preferredLanguage} IN ('en', 'es')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC-SHA256 of the cookie token under SESSION_SECRET: a database leak yields no usable cookie. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;

/** Per-user settings of the back office, e.g. the columns chosen for a table (key 'table:accounts'). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Saved views (decision 0112): a user's named set of columns, filters and sort of one back-office
 * list ('accounts', 'payments'), chosen from the list. Owned by the user-preferences module.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableKey: text('table_key').notNull(),
    name: text('name').notNull(),
    /** { columns, filters, sort } as savedViewBodySchema checks it. */
    value: jsonb('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_user_table_name_idx').on(t.userId, t.tableKey, t.name)],
);
export type SavedViewRow = typeof savedViews.$inferSelect;
