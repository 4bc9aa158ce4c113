import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An anonymous listener, known only by the signed cookie that carries its id. */
export const listeners = pgTable('listeners', {
  id: uuid().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
