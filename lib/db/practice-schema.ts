import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { chapters, courses } from "./schema";

/*
 * The practice feature's tables (issue 24), beside ./schema.ts (which would pass 300 lines with
 * them): lib/db/client.ts gives Drizzle both, and drizzle.config.ts generates migrations from both.
 */
/**
 * Practice questions (features/practice): made from a chapter's text (offline, or by the course model
 * later), or by the learner. Each cites the chapter lines it rests on (`cited_path`:`line_start`-`line_end`),
 * checked against `chapter_hash`'s text when stored. active → stale (the chapter was rewritten) | deleted;
 * neither is answered again, both keep their attempts.
 */
export const practiceItems = pgTable(
  "practice_items",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    /*
     * The chapter's course, kept beside it for the course's queries. No foreign key of its own: every
     * writer reads the chapter in this course first (under the course's lock, or from the row its
     * first text's statement saves), the chapter's key proves the course exists (chapters.course_id),
     * and a course's deletion reaches its questions through its chapters. Its own key cost a second
     * check for every question stored (bench (r)), and a scan of every learner's questions (no index
     * leads with the course) whenever a course was deleted.
     */
    courseId: text("course_id").notNull(),
    chapterId: text("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    /** choice | cloze | short */
    kind: text("kind").notNull(),
    /** The course's language when it was made: the question's words and its feedback's. */
    language: text("language").notNull(),
    prompt: text("prompt").notNull(),
    /** choice: [{ text, misconception }] (misconception null on the right option). */
    options: jsonb("options"),
    /** The right option's text, the cloze's term, or a short answer's model answer. */
    answer: text("answer").notNull(),
    /** Other spellings a cloze accepts. */
    accepted: jsonb("accepted").notNull(),
    /** A short answer's rubric: the key points an answer must make. */
    keyPoints: jsonb("key_points").notNull(),
    citedPath: text("cited_path").notNull(),
    lineStart: integer("line_start").notNull(),
    lineEnd: integer("line_end").notNull(),
    /** The chapter text the question was made from: another hash means the chapter was rewritten. */
    chapterHash: text("chapter_hash").notNull(),
    status: text("status").notNull().default("active"),
    /** generated (the course model) | offline (from the text itself) | learner */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /*
     * The question's FSRS card (ts-fsrs `Card`, column for column), written with the question and
     * moved only by attempts that are reviews. In the question's own row rather than a table of its
     * own: a chapter's questions then cost one row each to store (bench (r)), and the review queue
     * reads one table. The defaults are ts-fsrs's new card (features/practice/lib/review-schedule newCard).
     */
    due: timestamp("due", { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision("stability").notNull().default(0),
    difficulty: doublePrecision("difficulty").notNull().default(0),
    elapsedDays: integer("elapsed_days").notNull().default(0),
    scheduledDays: integer("scheduled_days").notNull().default(0),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull().default(0),
    lapses: integer("lapses").notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer("state").notNull().default(0),
    lastReview: timestamp("last_review", { withTimezone: true }),
  },
  (table) => [
    index("practice_items_owner_course_idx").on(table.ownerId, table.courseId),
    index("practice_items_chapter_idx").on(table.chapterId, table.status),
    // The review queue reads the owner's due active questions in (due, id) order from this index (features/practice/data/practice-queries.ts).
    index("practice_items_owner_due_idx")
      .on(table.ownerId, table.due, table.id)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * Every answer a learner gave, graded. `rating` is the FSRS rating it was reviewed with; null for an
 * attempt made after the answer was shown, which is kept but is neither a review nor evidence.
 */
export const practiceAttempts = pgTable(
  "practice_attempts",
  {
    id: text("id").primaryKey(),
    itemId: text("item_id")
      .notNull()
      .references(() => practiceItems.id, { onDelete: "cascade" }),
    ownerId: text("owner_id").notNull(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The answer as given, NFC-normalised. */
    answer: text("answer").notNull(),
    correct: boolean("correct").notNull(),
    /** 0..1: the share of key points made (1 or 0 for choice and cloze). */
    score: real("score").notNull(),
    feedback: text("feedback").notNull(),
    missingPoints: jsonb("missing_points").notNull(),
    misconception: text("misconception"),
    timeTakenMs: integer("time_taken_ms"),
    /** 1 guessed … 4 certain, asked before the answer is revealed. */
    confidence: integer("confidence").notNull(),
    hintsUsed: integer("hints_used").notNull().default(0),
    answerShown: boolean("answer_shown").notNull().default(false),
    rating: integer("rating"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("practice_attempts_owner_course_idx").on(table.ownerId, table.courseId, table.createdAt),
    index("practice_attempts_item_idx").on(table.itemId, table.createdAt),
  ],
);

/**
 * "I already know this": the learner's own claim on a chapter (issue 24 item 4), one per chapter.
 * Shown as their claim beside the chapter's evidence, never counted as evidence: the mastery rule
 * (features/practice/lib/mastery-rule.ts) reads attempts only.
 */
export const practiceClaims = pgTable(
  "practice_claims",
  {
    ownerId: text("owner_id").notNull(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    chapterId: text("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.chapterId] }),
    index("practice_claims_owner_course_idx").on(table.ownerId, table.courseId),
  ],
);

/**
 * The guided mode's hint ladder (issue 26), one per learner and question: where they are (hints
 * given, attempts, failures), what they tried, an answer waiting for its confidence, and how it
 * ended. `scope` is the conversation it is worked in (`course:<id>` for a workspace tutor, `chat:<id>`
 * for a chat session): a conversation works on its most recently touched open ladder.
 */
export const guidedLadders = pgTable(
  "guided_ladders",
  {
    ownerId: text("owner_id").notNull(),
    itemId: text("item_id")
      .notNull()
      .references(() => practiceItems.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    hintsUsed: integer("hints_used").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** [{ answer, correct, confidence }], the latest ten. */
    tries: jsonb("tries").notNull(),
    pending: text("pending"),
    /** open | solved | shown */
    outcome: text("outcome").notNull().default("open"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.itemId] }),
    index("guided_ladders_scope_idx").on(table.ownerId, table.scope, table.updatedAt),
  ],
);
