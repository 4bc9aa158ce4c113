-- Lists of episodes are newest first (publish date, then when added, then id): an index in that
-- order reads the first page instead of sorting the whole catalog. Date filters use it as well.
DROP INDEX IF EXISTS "episodes_publish_date_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "episodes_newest_first_idx" ON "episodes" USING btree ("publish_date" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
