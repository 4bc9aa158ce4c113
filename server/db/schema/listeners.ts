import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An anonymous listener, known only by the signed cookie that carries its id. */
export const listeners = pgTable('listeners', {
  id: uuid().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many expensive calls a listener (or an address) has made in the current minute, shared by
 * every web process on one PostgreSQL server (see server/http/rate-limit.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
});
