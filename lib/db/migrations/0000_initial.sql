CREATE TABLE "chapters" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"module_index" integer NOT NULL,
	"position" integer NOT NULL,
	"module_title" text NOT NULL,
	"title" text NOT NULL,
	"objective" text NOT NULL,
	"snippet" text,
	"minutes" integer NOT NULL,
	"content" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"rewrite_reason" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"interview_id" text,
	"goal" text NOT NULL,
	"language" text NOT NULL,
	"profile" jsonb NOT NULL,
	"outline" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_course_position_idx" ON "chapters" USING btree ("course_id","module_index","position");--> statement-breakpoint
CREATE INDEX "chapters_queue_idx" ON "chapters" USING btree ("status","not_before");--> statement-breakpoint
CREATE INDEX "courses_owner_updated_idx" ON "courses" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_owner_interview_idx" ON "courses" USING btree ("owner_id","interview_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generation_jobs_one_running_idx" ON "generation_jobs" USING btree ("course_id") WHERE status = 'running';