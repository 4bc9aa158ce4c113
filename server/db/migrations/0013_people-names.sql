-- The people episodes name (podcast:person), by the words of their names, accents dropped: a
-- search tells a name typed in lower case ("roar granevang") from other words by asking whether
-- someone has it, and finds the episodes that list a person ("Høiback" as "hoiback"). It replaces
-- the trigram index of the names' text, which served a substring match.
CREATE INDEX IF NOT EXISTS "episodes_people_idx" ON "episodes" USING gin (to_tsvector('earshot', jsonb_path_query_array("persons", '$[*].name')::text));--> statement-breakpoint
DROP INDEX IF EXISTS "episodes_person_names_trgm_idx";
