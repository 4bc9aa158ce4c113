-- Search: titles on their own, so that title matches are found without rechecking whole episode vectors.
CREATE INDEX IF NOT EXISTS "episodes_title_fts_idx" ON "episodes" USING gin (to_tsvector('english', "title"));
