CREATE TABLE "source_chunks" (
	"id" text PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"course_id" text,
	"owner_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"heading" text,
	"text" text NOT NULL,
	"line_start" integer NOT NULL,
	"line_end" integer NOT NULL,
	"page_start" integer,
	"page_end" integer,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"course_id" text,
	"interview_id" text,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text,
	"type" text,
	"bytes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"upload" "bytea",
	"pasted_text" text,
	"text" text,
	"pages" jsonb,
	"line_count" integer DEFAULT 0 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"content_hash" text,
	"origin" text,
	"path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_chunks" ADD CONSTRAINT "source_chunks_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_chunks_source_idx" ON "source_chunks" USING btree ("source_id","ordinal");--> statement-breakpoint
CREATE INDEX "source_chunks_owner_course_idx" ON "source_chunks" USING btree ("owner_id","course_id");--> statement-breakpoint
CREATE INDEX "source_chunks_search_idx" ON "source_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "sources_owner_course_idx" ON "sources" USING btree ("owner_id","course_id");--> statement-breakpoint
CREATE INDEX "sources_owner_interview_idx" ON "sources" USING btree ("owner_id","interview_id");--> statement-breakpoint
CREATE INDEX "sources_queue_idx" ON "sources" USING btree ("status","not_before");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_course_origin_idx" ON "sources" USING btree ("course_id","origin") WHERE origin IS NOT NULL;