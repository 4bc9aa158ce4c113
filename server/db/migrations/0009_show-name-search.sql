-- Show names searched through indexes: by their words (name_vector) and, for "the show called ...", by lower(name).
-- IF NOT EXISTS: a development database may hold the column from an earlier draft of this change.
DROP INDEX IF EXISTS "shows_name_search_idx";--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN IF NOT EXISTS "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shows_name_fts_idx" ON "shows" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shows_name_lower_idx" ON "shows" USING btree (lower("name"));
