import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { episodes } from './catalog';
import { bytea } from './types';

/**
 * What an episode means, as one embedding of its title, description, people and transcript's
 * main passages. `vector` holds the unit vector quantized to one signed byte per dimension
 * (value / 127); `contentHash` tells when the episode changed and needs embedding again.
 */
export const episodeEmbeddings = pgTable(
  'episode_embeddings',
  {
    episodeId: uuid()
      .primaryKey()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    model: text().notNull(),
    dimensions: integer().notNull(),
    vector: bytea().notNull(),
    contentHash: text().notNull(),
    embeddedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('episode_embeddings_model_time_idx').on(t.model, t.embeddedAt)],
);
