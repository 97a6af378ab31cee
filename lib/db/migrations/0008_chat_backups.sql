CREATE TABLE "chat_backups" (
	"owner_id" text NOT NULL,
	"session_id" text NOT NULL,
	"session_updated_at" bigint NOT NULL,
	"entry" jsonb NOT NULL,
	"bytes" integer NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_backups_owner_id_session_id_pk" PRIMARY KEY("owner_id","session_id")
);
--> statement-breakpoint
CREATE INDEX "chat_backups_owner_idx" ON "chat_backups" USING btree ("owner_id","session_updated_at");