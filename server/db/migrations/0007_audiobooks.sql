CREATE TABLE "audiobook_pieces" (
	"audiobook_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"start_seconds" real NOT NULL,
	"end_seconds" real NOT NULL,
	"chapter" text,
	"segments" jsonb,
	"transcribed_at" timestamp with time zone,
	CONSTRAINT "audiobook_pieces_audiobook_id_position_pk" PRIMARY KEY("audiobook_id","position")
);
--> statement-breakpoint
CREATE TABLE "audiobook_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listener_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audiobooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listener_id" uuid NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"narrator" text,
	"description" text,
	"duration_minutes" integer,
	"publish_year" integer,
	"genre" text,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" real,
	"chapters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript_status" text DEFAULT 'pending' NOT NULL,
	"transcript_progress" integer DEFAULT 0 NOT NULL,
	"transcript_error" text,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audiobook_pieces" ADD CONSTRAINT "audiobook_pieces_audiobook_id_audiobooks_id_fk" FOREIGN KEY ("audiobook_id") REFERENCES "public"."audiobooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audiobook_uploads_listener_idx" ON "audiobook_uploads" USING btree ("listener_id");--> statement-breakpoint
CREATE INDEX "audiobooks_listener_idx" ON "audiobooks" USING btree ("listener_id","uploaded_at");