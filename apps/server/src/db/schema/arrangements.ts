import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { payments } from './payments';
import { users } from './users';

/**
 * A way to pay saved at the processor (decision 0060). We keep the processor's token and what a
 * person needs to recognise the method (brand and last four, account type); never the card or bank
 * account number.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** card | ach */
    type: text('type').notNull(),
    /** sandbox | usaepay: the processor that issued the token, which alone can charge it. */
    processor: text('processor').notNull(),
    token: text('token').notNull(),
    /** Card: V, M, A, DS; ACH: null. */
    cardBrand: text('card_brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** ACH: checking | savings. */
    accountType: text('account_type'),
    holderName: text('holder_name').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_methods_account_idx').on(t.debtAccountId)],
);

/**
 * A payment arrangement on one account: a plan (the balance in installments) or a settlement (less
 * than the balance, in one to three payments; paid in full, the rest is written off).
 * Status: pending_approval → active → completed | broken | cancelled; pending_approval → declined.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** plan | settlement */
    kind: text('kind').notNull().default('plan'),
    status: text('status').notNull(),
    /** What the installments add up to: the balance for a plan, the agreed sum for a settlement. */
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    /** The account's balance when the arrangement was made (a settlement writes off the difference). */
    balanceAtCreation: numeric('balance_at_creation', { precision: 14, scale: 2 }).notNull(),
    installmentCount: integer('installment_count').notNull(),
    /** weekly | biweekly | monthly */
    frequency: text('frequency').notNull(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** portal | chat | agent */
    channel: text('channel').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The preauthorized-transfer authorization as shown or read (Regulation E, 12 CFR 1005.10(b)). */
    authorizationWords: text('authorization_words').notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull(),
    authorizedIp: text('authorized_ip'),
    /** The agent who read the authorization aloud, for a plan made by phone. */
    authorizedByUserId: integer('authorized_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why a plan outside the client's authority waits for staff (null inside it). */
    approvalReason: text('approval_reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A settlement offer must be accepted (its first payment dated) by this day. */
    validUntil: date('valid_until', { mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByUserId: integer('cancelled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    brokenAt: timestamp('broken_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_plans_account_idx').on(t.debtAccountId, t.createdAt),
    index('payment_plans_status_idx').on(t.status, t.createdAt),
    // One live arrangement per account: a second plan or settlement would charge the same debt twice.
    uniqueIndex('payment_plans_one_live_idx')
      .on(t.debtAccountId)
      .where(sql`status in ('pending_approval', 'active')`),
  ],
);

/**
 * One installment of an arrangement. Status: scheduled → processing → paid | failed; failed with a
 * retry date → scheduled again once; missed (no retry left) | cancelled | returned (ACH return).
 * The charge's invoice is derived from the installment and its attempt, so a repeat never charges twice.
 */
export const planInstallments = pgTable(
  'plan_installments',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    /** 1-based position in the schedule. */
    seq: integer('seq').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    status: text('status').notNull().default('scheduled'),
    /** The day the next charge is due: the due date, or the retry date after a decline. */
    chargeOn: date('charge_on', { mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_installments_seq_idx').on(t.planId, t.seq),
    index('plan_installments_due_idx').on(t.status, t.chargeOn),
  ],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentPlanRow = typeof paymentPlans.$inferSelect;
export type PlanInstallmentRow = typeof planInstallments.$inferSelect;
