CREATE TABLE "guided_ladders" (
	"owner_id" text NOT NULL,
	"item_id" text NOT NULL,
	"scope" text NOT NULL,
	"hints_used" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"tries" jsonb NOT NULL,
	"pending" text,
	"outcome" text DEFAULT 'open' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guided_ladders_owner_id_item_id_pk" PRIMARY KEY("owner_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "guided_ladders" ADD CONSTRAINT "guided_ladders_item_id_practice_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."practice_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guided_ladders_scope_idx" ON "guided_ladders" USING btree ("owner_id","scope","updated_at");