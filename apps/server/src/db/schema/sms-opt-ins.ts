import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Text-message consent (docs/product/text-opt-in.md): who, which number, the exact wording agreed to, when, from where. */
export const smsOptIns = pgTable(
  'sms_opt_ins',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** Ten digits. */
    phoneNumber: text('phone_number').notNull(),
    consent: boolean('consent').notNull(),
    consentText: text('consent_text').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Set when the number later texts STOP. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    /** Null while pending: the consent counts once the number itself confirmed it (decision 0032). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by', { enum: ['sms_reply', 'code'] }),
    /** Keyed hash of the code texted to the number; cleared once used. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Codes typed so far, counted before each is judged; at the limit the code is dead. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_opt_ins_phone_idx').on(t.phoneNumber, t.createdAt),
    // Confirmed consent by the number's last 10 digits: the expression is lastTenSql()'s, word for word.
    index('sms_opt_ins_last_ten_idx')
      .on(sql`right(regexp_replace(coalesce(${t.phoneNumber}, ''), '[^0-9]', '', 'g'), 10)`)
      .where(sql`${t.consent} and ${t.confirmedAt} is not null`),
  ],
);
