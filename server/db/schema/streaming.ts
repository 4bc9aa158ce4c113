import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A listener's connected streaming account (Spotify). Both tokens are encrypted at rest
 * (AES-256-GCM, see token-cipher). `revokedAt` is set when Spotify refuses the refresh token:
 * the account stays listed as connected, without a valid token, until the listener reconnects.
 */
export const streamingAccounts = pgTable('streaming_accounts', {
  listenerId: uuid().primaryKey(),
  accessToken: text().notNull(),
  refreshToken: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  scope: text(),
  revokedAt: timestamp({ withTimezone: true }),
  connectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A consent in progress: the `state` sent to Spotify and the PKCE verifier that goes with it. */
export const streamingAuthRequests = pgTable(
  'streaming_auth_requests',
  {
    state: text().primaryKey(),
    listenerId: uuid().notNull(),
    codeVerifier: text().notNull(),
    redirectUri: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('streaming_auth_requests_created_idx').on(t.createdAt)],
);
