CREATE TABLE "usage_counters" (
	"key" text NOT NULL,
	"bucket" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_counters_key_bucket_pk" PRIMARY KEY("key","bucket")
);
--> statement-breakpoint
CREATE INDEX "usage_counters_expires_idx" ON "usage_counters" USING btree ("expires_at");