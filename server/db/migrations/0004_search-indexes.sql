-- Search: episodes of one show newest first (show-name matches), and people by name (guest search).
CREATE INDEX IF NOT EXISTS "episodes_show_publish_idx" ON "episodes" USING btree ("show_id", "publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "episodes_person_names_trgm_idx" ON "episodes" USING gin ((jsonb_path_query_array("persons", '$[*].name')::text) gin_trgm_ops);
