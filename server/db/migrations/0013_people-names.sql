-- The people episodes name (podcast:person), by the words of their names: a search tells a name
-- typed in lower case ("roar granevang") from other words by asking whether someone has it.
CREATE INDEX IF NOT EXISTS "episodes_people_idx" ON "episodes" USING gin (to_tsvector('earshot', jsonb_path_query_array("persons", '$[*].name')::text));
