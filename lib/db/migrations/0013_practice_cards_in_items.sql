ALTER TABLE "practice_items" ADD COLUMN "due" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "stability" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "difficulty" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "elapsed_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "scheduled_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "learning_steps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "reps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "lapses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "state" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "last_review" timestamp with time zone;--> statement-breakpoint
-- Hand-written (not drizzle-kit's): every question's FSRS card moves into its row before the cards' table goes, so no learner loses a schedule.
UPDATE "practice_items" AS "items" SET "due" = "cards"."due", "stability" = "cards"."stability", "difficulty" = "cards"."difficulty", "elapsed_days" = "cards"."elapsed_days", "scheduled_days" = "cards"."scheduled_days", "learning_steps" = "cards"."learning_steps", "reps" = "cards"."reps", "lapses" = "cards"."lapses", "state" = "cards"."state", "last_review" = "cards"."last_review" FROM "practice_cards" AS "cards" WHERE "cards"."item_id" = "items"."id";--> statement-breakpoint
DROP TABLE "practice_cards" CASCADE;--> statement-breakpoint
CREATE INDEX "practice_items_owner_due_idx" ON "practice_items" USING btree ("owner_id","due","id") WHERE "practice_items"."status" = 'active';
