import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/*
 * The courses feature's tables (re-exported by ./schema.ts): a course, its chapters, and the runs
 * that write them. Every row that belongs to a learner carries owner_id (a course's) and every
 * query filters by it; jsonb columns are validated with zod when read back, never trusted as typed.
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
