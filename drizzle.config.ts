import { defineConfig } from "drizzle-kit";

// Only for `npx drizzle-kit generate` (new SQL migrations from lib/db/schema.ts, practice-schema.ts, chat-schema.ts and settings-schema.ts).
// Migrations are applied by the app itself at start-up (lib/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./lib/db/schema.ts", "./lib/db/practice-schema.ts", "./lib/db/chat-schema.ts", "./lib/db/settings-schema.ts"],
  out: "./lib/db/migrations",
});
