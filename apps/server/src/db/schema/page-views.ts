import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
