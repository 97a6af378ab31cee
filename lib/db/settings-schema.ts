import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The instance's model settings, set by its owner on /settings (lib/instance-settings). One row
 * (id "instance"). `values` holds what may be shown to anyone (base URL, model ids); `secrets`
 * holds API keys sealed with AES-256-GCM (lib/instance-settings/secret-box.ts), never sent to a
 * browser. `version` is bumped by every change, so each process rebuilds its models when it sees
 * a newer one (lib/ai/model-settings.ts). Both jsonb columns are validated with zod when read back.
 */
export const instanceSettings = pgTable("instance_settings", {
  id: text("id").primaryKey(),
  values: jsonb("values").notNull(),
  secrets: jsonb("secrets").notNull(),
  /** The last probe of the chosen model (features/settings), or null. */
  probe: jsonb("probe"),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
