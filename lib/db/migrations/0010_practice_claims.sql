CREATE TABLE "practice_claims" (
	"owner_id" text NOT NULL,
	"course_id" text NOT NULL,
	"chapter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_claims_owner_id_chapter_id_pk" PRIMARY KEY("owner_id","chapter_id")
);
--> statement-breakpoint
ALTER TABLE "practice_claims" ADD CONSTRAINT "practice_claims_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_claims" ADD CONSTRAINT "practice_claims_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_claims_owner_course_idx" ON "practice_claims" USING btree ("owner_id","course_id");