-- Titles' words stored: title matches are ranked from this small vector instead of parsing each title again.
ALTER TABLE "episodes" ADD COLUMN IF NOT EXISTS "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "episodes_title_vector_idx" ON "episodes" USING gin ("title_vector");--> statement-breakpoint
DROP INDEX IF EXISTS "episodes_title_fts_idx";
