CREATE TABLE "instance_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"secrets" jsonb NOT NULL,
	"probe" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
