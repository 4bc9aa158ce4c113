CREATE TABLE "creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listener_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"channel_id" text,
	"auto_sync" boolean DEFAULT true NOT NULL,
	"description" text,
	"show_id" uuid,
	"sync_status" text DEFAULT 'pending' NOT NULL,
	"sync_error" text,
	"last_synced" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"show_id" uuid NOT NULL,
	"identity_key" text NOT NULL,
	"guid" text,
	"title" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"host" text,
	"publish_date" timestamp with time zone,
	"duration_seconds" integer,
	"audio_url" text,
	"audio_type" text,
	"audio_length" bigint,
	"image_url" text,
	"link" text,
	"season" integer,
	"episode_number" integer,
	"episode_type" text,
	"explicit" boolean,
	"chapters_url" text,
	"feed_transcripts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(host, '')), 'C') || setweight(to_tsvector('english', left(coalesce(description_text, ''), 20000)), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'podcast' NOT NULL,
	"name" text NOT NULL,
	"host" text,
	"description" text,
	"image_url" text,
	"site_url" text,
	"feed_url" text,
	"language" text,
	"explicit" boolean,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_queue_settings" (
	"listener_id" uuid PRIMARY KEY NOT NULL,
	"auto_play_enabled" boolean DEFAULT false NOT NULL,
	"queue_size" integer DEFAULT 3 NOT NULL,
	"auto_advance_delay" integer DEFAULT 5 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listener_id" uuid NOT NULL,
	"podcast_id" text NOT NULL,
	"content_type" text DEFAULT 'podcast' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"episode_title" text,
	"podcast_show" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listening_history" (
	"listener_id" uuid NOT NULL,
	"episode_id" uuid NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"last_listened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listener_id" uuid NOT NULL,
	"episode_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_status" (
	"name" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"last_check" timestamp with time zone,
	"quota_reset" timestamp with time zone,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "queue_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listener_id" uuid NOT NULL,
	"episode_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listener_id" uuid NOT NULL,
	"episode_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listener_id" uuid NOT NULL,
	"search_criteria" text NOT NULL,
	"podcast_show" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT 'RSS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listeners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_segments" (
	"transcript_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"start_seconds" real,
	"end_seconds" real,
	"speaker" text,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"episode_id" uuid NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"language" text,
	"source_url" text,
	"text_length" integer DEFAULT 0 NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_history" ADD CONSTRAINT "listening_history_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_items" ADD CONSTRAINT "queue_items_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_episodes" ADD CONSTRAINT "saved_episodes_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD CONSTRAINT "transcript_segments_transcript_id_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creators_listener_name_key" ON "creators" USING btree ("listener_id",lower("name"));--> statement-breakpoint
CREATE INDEX "creators_listener_idx" ON "creators" USING btree ("listener_id");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_show_identity_key" ON "episodes" USING btree ("show_id","identity_key");--> statement-breakpoint
CREATE INDEX "episodes_publish_date_idx" ON "episodes" USING btree ("publish_date");--> statement-breakpoint
CREATE INDEX "episodes_search_idx" ON "episodes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "episodes_title_trgm_idx" ON "episodes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shows_feed_url_key" ON "shows" USING btree ("feed_url");--> statement-breakpoint
CREATE INDEX "shows_name_trgm_idx" ON "shows" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversations_listener_idx" ON "conversations" USING btree ("listener_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listening_history_listener_episode_key" ON "listening_history" USING btree ("listener_id","episode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_items_listener_episode_key" ON "playlist_items" USING btree ("listener_id","episode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_items_listener_episode_key" ON "queue_items" USING btree ("listener_id","episode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_episodes_listener_episode_key" ON "saved_episodes" USING btree ("listener_id","episode_id");--> statement-breakpoint
CREATE INDEX "search_history_listener_idx" ON "search_history" USING btree ("listener_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_segments_pkey_idx" ON "transcript_segments" USING btree ("transcript_id","position");--> statement-breakpoint
CREATE INDEX "transcript_segments_search_idx" ON "transcript_segments" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "transcripts_episode_key" ON "transcripts" USING btree ("episode_id");