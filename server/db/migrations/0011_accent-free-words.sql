-- Words are stored and searched without their accents ("Pokémon" as "pokemon", "café" as "cafe"):
-- a listener types a word either way. The "earshot" text search configuration is English with
-- accents dropped from words that have letters outside ASCII, before they are stemmed.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'earshot') THEN
    CREATE TEXT SEARCH CONFIGURATION earshot (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION earshot ALTER MAPPING FOR word, hword, hword_part WITH unaccent, english_stem;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "episodes" DROP COLUMN "title_vector";--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('earshot', title)) STORED;--> statement-breakpoint
CREATE INDEX "episodes_title_vector_idx" ON "episodes" USING gin ("title_vector");--> statement-breakpoint
ALTER TABLE "episodes" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('earshot', coalesce(title, '')), 'A') || setweight(to_tsvector('earshot', coalesce(host, '')), 'C') || setweight(to_tsvector('earshot', left(coalesce(description_text, ''), 20000)), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "episodes_search_idx" ON "episodes" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "shows" DROP COLUMN "name_vector";--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('earshot', name)) STORED;--> statement-breakpoint
CREATE INDEX "shows_name_fts_idx" ON "shows" USING gin ("name_vector");--> statement-breakpoint
ALTER TABLE "transcript_segments" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('earshot', text)) STORED;--> statement-breakpoint
CREATE INDEX "transcript_segments_search_idx" ON "transcript_segments" USING gin ("search_vector");
