CREATE TABLE "practice_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"course_id" text NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"score" real NOT NULL,
	"feedback" text NOT NULL,
	"missing_points" jsonb NOT NULL,
	"misconception" text,
	"time_taken_ms" integer,
	"confidence" integer NOT NULL,
	"hints_used" integer DEFAULT 0 NOT NULL,
	"answer_shown" boolean DEFAULT false NOT NULL,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_cards" (
	"item_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_items" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"course_id" text NOT NULL,
	"chapter_id" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb,
	"answer" text NOT NULL,
	"accepted" jsonb NOT NULL,
	"key_points" jsonb NOT NULL,
	"cited_path" text NOT NULL,
	"line_start" integer NOT NULL,
	"line_end" integer NOT NULL,
	"chapter_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_item_id_practice_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."practice_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_cards" ADD CONSTRAINT "practice_cards_item_id_practice_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."practice_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_items" ADD CONSTRAINT "practice_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_items" ADD CONSTRAINT "practice_items_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_attempts_owner_course_idx" ON "practice_attempts" USING btree ("owner_id","course_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_attempts_item_idx" ON "practice_attempts" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_cards_owner_due_idx" ON "practice_cards" USING btree ("owner_id","due");--> statement-breakpoint
CREATE INDEX "practice_items_owner_course_idx" ON "practice_items" USING btree ("owner_id","course_id");--> statement-breakpoint
CREATE INDEX "practice_items_chapter_idx" ON "practice_items" USING btree ("chapter_id","status");