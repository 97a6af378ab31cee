import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { courses } from "./course-schema";

/**
 * Server data. Every row that belongs to a learner carries owner_id, and every
 * query filters by it (see features/courses/lib/course-queries.ts).
 * jsonb columns are validated with zod when read back, never trusted as typed.
 * The courses' and the sources' tables are in files of their own, re-exported here, so this stays
 * the one place the core tables are imported from.
 */
export * from "./course-schema";
export * from "./sources-schema";

/**
 * Shared counters for rate limits and daily token budgets (lib/http/usage-counters.ts):
 * one row per key and time bucket ("rate:owner:g_…" + a minute, "tokens:addr:…" + a day),
 * bumped with one atomic upsert so every process sees the same count.
 */
export const usageCounters = pgTable(
  "usage_counters",
  {
    key: text("key").notNull(),
    bucket: text("bucket").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.bucket] }), index("usage_counters_expires_idx").on(table.expiresAt)],
);

/**
 * A course workspace's learning files (features/workspace): one row per file,
 * never a file on the server's disk. `version` starts at 1 and is bumped by
 * every write; a write based on an older version is refused (409), so neither
 * the learner nor the tutor overwrites a change they did not see.
 */
export const workspaceFiles = pgTable(
  "workspace_files",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    content: text("content").notNull(),
    /** UTF-8 bytes of content, summed for the per-course limit without reading every file. */
    bytes: integer("bytes").notNull(),
    version: integer("version").notNull().default(1),
    /** learner | tutor | system */
    lastAuthor: text("last_author").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.path] })],
);

/**
 * Every version a workspace file has had (the content written at that version and who wrote it),
 * so Undo and "who wrote this" work; a deleted file's history stays until the course goes.
 */
export const workspaceFileVersions = pgTable(
  "workspace_file_versions",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    version: integer("version").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.path, table.version] })],
);

/** The workspace tutor's conversation, one per course, kept on the server so it follows the learner. */
export const workspaceConversations = pgTable("workspace_conversations", {
  courseId: text("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  messages: jsonb("messages").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** better-auth's user, session, account and verification tables (accounts, lib/auth). */
export * from "./auth-schema";
