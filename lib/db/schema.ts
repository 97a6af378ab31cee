import { sql } from "drizzle-orm";
import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Server data. Every row that belongs to a learner carries owner_id, and every
 * query filters by it (see features/courses/lib/course-queries.ts).
 * jsonb columns are validated with zod when read back, never trusted as typed.
 */
export const courses = pgTable(
  "courses",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    /** The interview that produced it: saving the outline again updates, never duplicates. */
    interviewId: text("interview_id"),
    goal: text("goal").notNull(),
    language: text("language").notNull(),
    /** The learner profile from the interview (goal, background, targetOutcome, cognitiveStyle). */
    profile: jsonb("profile").notNull(),
    outline: jsonb("outline").notNull(),
    /** draft → generating → ready (or failed when no chapter could be written). */
    status: text("status").notNull().default("draft"),
    /** Bumped by every outline edit: an edit based on an older revision is refused (two tabs). */
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("courses_owner_updated_idx").on(table.ownerId, table.updatedAt),
    uniqueIndex("courses_owner_interview_idx").on(table.ownerId, table.interviewId),
  ],
);

/**
 * One row per chapter once the outline is confirmed. The rows double as the
 * generation queue: workers claim them with FOR UPDATE SKIP LOCKED.
 */
export const chapters = pgTable(
  "chapters",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    moduleIndex: integer("module_index").notNull(),
    position: integer("position").notNull(),
    moduleTitle: text("module_title").notNull(),
    title: text("title").notNull(),
    objective: text("objective").notNull(),
    snippet: text("snippet"),
    minutes: integer("minutes").notNull(),
    content: text("content"),
    /** queued → writing → done | failed */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Why the learner asked for a rewrite ("too easy", "more examples"), for the next attempt. */
    rewriteReason: text("rewrite_reason"),
    /** When the learner marked the chapter read (null: not read); the course's owner is the only reader. */
    readAt: timestamp("read_at", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    notBefore: timestamp("not_before", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("chapters_course_position_idx").on(table.courseId, table.moduleIndex, table.position),
    index("chapters_queue_idx").on(table.status, table.notBefore),
  ],
);

/** One generation run per confirm; the partial unique index makes a second concurrent run impossible. */
export const generationJobs = pgTable(
  "generation_jobs",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("running"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("generation_jobs_one_running_idx")
      .on(table.courseId)
      .where(sql`status = 'running'`),
  ],
);

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

/** Raw bytes (an upload kept until it is read); Buffer on node-postgres, Uint8Array on PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
/** A full-text vector; only ever written by PostgreSQL itself (generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Material a course is searched over (features/sources): the learner's uploads and pasted text,
 * and the course's own chapters and learning files (kind chapter/file, `origin` = chapter id or
 * file path, re-indexed only when `content_hash` changes). The upload rows double as the ingestion
 * queue (queued → reading → splitting → indexing → ready | failed), claimed with SKIP LOCKED.
 */
export const sources = pgTable(
  "sources",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    courseId: text("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** Attached on /create before the course exists; linked to the course once it is saved. */
    interviewId: text("interview_id"),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    fileName: text("file_name"),
    type: text("type"),
    bytes: integer("bytes").notNull().default(0),
    status: text("status").notNull().default("queued"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    notBefore: timestamp("not_before", { withTimezone: true }).notNull().defaultNow(),
    /** The uploaded bytes, dropped once read. */
    upload: bytea("upload"),
    /** Pasted text, dropped once indexed (it is then in `text`). */
    pastedText: text("pasted_text"),
    /** Extracted text (null until read). */
    text: text("text"),
    /** [{ page, startLine }] for PDFs. */
    pages: jsonb("pages"),
    lineCount: integer("line_count").notNull().default(0),
    chunkCount: integer("chunk_count").notNull().default(0),
    /** The sum of its chunks' search_length: the course's mean chunk length for BM25 without reading every chunk. */
    searchLength: integer("search_length").notNull().default(0),
    contentHash: text("content_hash"),
    origin: text("origin"),
    path: text("path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sources_owner_course_idx").on(table.ownerId, table.courseId),
    index("sources_owner_interview_idx").on(table.ownerId, table.interviewId),
    index("sources_queue_idx").on(table.status, table.notBefore),
    uniqueIndex("sources_course_origin_idx")
      .on(table.courseId, table.origin)
      .where(sql`origin IS NOT NULL`),
  ],
);

/**
 * The searchable passages of a source. Only chunks whose source is ready are ever searched, and a
 * source's chunks are replaced in one transaction, so nothing half-indexed is found.
 * `search_text` holds the tokenizer's terms (features/sources/lib/search-terms.ts), so PGlite and
 * PostgreSQL build the same vector with the 'simple' configuration.
 */
export const sourceChunks = pgTable(
  "source_chunks",
  {
    id: text("id").primaryKey(),
    sourceId: text("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    courseId: text("course_id"),
    ownerId: text("owner_id").notNull(),
    ordinal: integer("ordinal").notNull(),
    heading: text("heading"),
    text: text("text").notNull(),
    lineStart: integer("line_start").notNull(),
    lineEnd: integer("line_end").notNull(),
    pageStart: integer("page_start"),
    pageEnd: integer("page_end"),
    searchText: text("search_text").notNull(),
    /** The chunk's length for BM25 (searchLength in features/sources/lib/search-terms.ts). */
    searchLength: integer("search_length").notNull().default(1),
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  },
  (table) => [
    index("source_chunks_source_idx").on(table.sourceId, table.ordinal),
    index("source_chunks_owner_course_idx").on(table.ownerId, table.courseId),
    index("source_chunks_search_idx").using("gin", table.searchVector),
  ],
);

/** better-auth's user, session, account and verification tables (accounts, lib/auth). */
export * from "./auth-schema";
