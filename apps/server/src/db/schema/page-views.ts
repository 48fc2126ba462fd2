import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Debtor page views (docs/product/dashboard.md): the hot-leads list is built on them. */
export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_user_time_idx').on(t.userId, t.createdAt),
    // Hot leads filter by the time window first; with the user the window is read from the index alone.
    index('page_views_time_user_idx').on(t.createdAt, t.userId),
  ],
);

/**
 * Each debtor's page views per hot-leads window (decision 0080): one row per visiting user and window
 * (1, 3, 7, 14, 30 days). Triggers on page_views keep it (migration 0031); views that age out of a
 * window are recounted lazily by visit_windows_age(days) before the window is read.
 */
export const visitWindows = pgTable(
  'visit_windows',
  {
    days: smallint('days').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitCount: integer('visit_count').notNull(),
    firstVisit: timestamp('first_visit', { withTimezone: true }).notNull(),
    lastVisit: timestamp('last_visit', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.days, t.userId] }),
    // The ager finds the rows whose first view left the window.
    index('visit_windows_first_idx').on(t.days, t.firstVisit),
    // The visits and recency orders read a window's users in order and stop after the page.
    index('visit_windows_visits_idx').on(t.days, t.visitCount, t.lastVisit),
    index('visit_windows_recency_idx').on(t.days, t.lastVisit),
  ],
);
