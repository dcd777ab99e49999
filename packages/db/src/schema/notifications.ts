import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * An in-app notification (the bell). `kind` names one of the API's notification kinds
 * (modules/notifications/kinds.ts), whose schema `data` follows; its words are rendered when read, in the
 * reader's language, so a notification reads right after the user switches languages.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order they were written in, newest last: the bell lists by it. A time cannot: the notices of one
     * change are written in one transaction, where now() is the same for all of them.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.seq.desc()),
    // The bell's count: only the unread rows are indexed.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
