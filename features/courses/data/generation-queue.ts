import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { chapters } from "@/lib/db/schema";
import { exponentialBackoff, type Backoff } from "../lib/generation-backoff";
import { GENERATION_FAILURES, type GenerationFailure } from "../lib/generation-failures";

/**
 * The chapter rows are the generation queue (queued → writing → done | failed).
 * A claim is `claimed_by` + `claimed_at` on a writing row; every write after the
 * claim is conditional on still holding it, so a worker whose claim went stale
 * and was retaken can never overwrite the new owner's work.
 */

export interface ClaimedChapter {
  id: string;
  courseId: string;
  /** Including this claim. */
  attempts: number;
  /** "writing" when this claim retook a stale one (its worker died or hung). */
  previousStatus: "queued" | "writing";
  /** Where it sits in the outline (0-based): with the request, where its text will be saved (./chapter-save ChapterPlace). */
  moduleIndex: number;
  position: number;
  /** The chapter had a text when claimed (a rewrite): its save takes the transaction's way. */
  hadText: boolean;
}

const claimedRowSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  attempts: z.coerce.number().int(),
  previous_status: z.enum(["queued", "writing"]),
  module_index: z.coerce.number().int(),
  position: z.coerce.number().int(),
  had_text: z.boolean(),
});

/** Both drivers answer raw statements with `{ rows }`; the rows are validated, never trusted as typed. */
function rowsOf<T>(result: unknown, schema: z.ZodType<T>): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  return z.array(schema).parse(rows ?? []);
}

/**
 * Claims up to `limit` chapters in one statement: queued ones that are due, and
 * writing ones whose claim is older than `staleMs`. `FOR UPDATE SKIP LOCKED`
 * lets concurrent claimers (several processes on PostgreSQL) pass over each
 * other's rows instead of waiting or taking the same row; a row committed as
 * claimed in the meantime is re-checked against the WHERE clause and skipped.
 * Oldest work first, in outline order within a course.
 */
export async function claimChapters(
  db: Database,
  options: { workerId: string; limit: number; staleMs: number },
): Promise<ClaimedChapter[]> {
  if (options.limit <= 0) return [];
  const result = await db.execute(sql`
    WITH picked AS (
      SELECT id, status AS previous_status
      FROM chapters
      WHERE (status = 'queued' AND not_before <= now())
         OR (status = 'writing' AND claimed_at < now() - ${options.staleMs}::integer * interval '1 millisecond')
      ORDER BY not_before, course_id, module_index, position
      LIMIT ${options.limit}::integer
      FOR UPDATE SKIP LOCKED
    )
    UPDATE chapters AS c
    SET status = 'writing', claimed_by = ${options.workerId}::text, claimed_at = now(),
        attempts = c.attempts + 1, updated_at = now()
    FROM picked
    WHERE c.id = picked.id
    RETURNING c.id, c.course_id, c.attempts, picked.previous_status, c.module_index, c.position, c.content IS NOT NULL AS had_text`);
  return rowsOf(result, claimedRowSchema).map((row) => ({
    id: row.id,
    courseId: row.course_id,
    attempts: row.attempts,
    previousStatus: row.previous_status,
    moduleIndex: row.module_index,
    position: row.position,
    hadText: row.had_text,
  }));
}

/** The chapter is still this worker's to write. */
export const heldBy = (chapterId: string | SQL, workerId: string | SQL) =>
  and(eq(chapters.id, chapterId), eq(chapters.status, "writing"), eq(chapters.claimedBy, workerId));

/**
 * Stores the content and marks the chapter done, only while this worker still
 * holds the claim. False means the claim was lost (retaken after going stale,
 * or the course was deleted): the caller must not treat the chapter as saved.
 */
export async function completeChapter(db: Database, options: { chapterId: string; workerId: string; content: string }): Promise<boolean> {
  const rows = await db
    .update(chapters)
    .set(savedChapterColumns(options.content))
    .where(heldBy(options.chapterId, options.workerId))
    .returning({ id: chapters.id });
  return rows.length > 0;
}

/** What saving a written chapter sets (here, and in ./chapter-save with what runs alongside it). */
export function savedChapterColumns(content: string | SQL) {
  return {
    status: "done",
    content,
    lastError: null,
    // The rewrite the learner asked for has now been written.
    rewriteReason: null,
    claimedBy: null,
    claimedAt: null,
    updatedAt: sql`now()`,
  };
}

export interface FailOutcome {
  status: "queued" | "failed";
  attempts: number;
  /** When the chapter may be claimed again (status queued only). */
  retryInMs: number | null;
}

/**
 * Records a failed attempt. Below `maxAttempts` the chapter goes back to the
 * queue after `backoff(attempts)`; at the limit it is failed for good (until the
 * learner retries it). The stored reason is always one of the fixed, safe
 * messages in ./generation-failures — never an error's own text, which can
 * carry a provider's raw response. Null when the claim was already lost.
 */
export async function failChapter(
  db: Database,
  options: { chapterId: string; workerId: string; reason: GenerationFailure; maxAttempts: number; backoff?: Backoff },
): Promise<FailOutcome | null> {
  const [row] = await db.select({ attempts: chapters.attempts }).from(chapters).where(heldBy(options.chapterId, options.workerId));
  if (!row) return null;
  const retry = row.attempts < options.maxAttempts;
  const retryInMs = retry ? Math.max(0, Math.round((options.backoff ?? exponentialBackoff)(row.attempts))) : null;
  const updated = await db
    .update(chapters)
    .set({
      status: retry ? "queued" : "failed",
      lastError: GENERATION_FAILURES[options.reason],
      claimedBy: null,
      claimedAt: null,
      ...(retry ? { notBefore: sql`now() + ${retryInMs}::integer * interval '1 millisecond'` } : {}),
      updatedAt: sql`now()`,
    })
    // Same attempts as read: a claim retaken in between (attempts bumped) is left alone.
    .where(and(heldBy(options.chapterId, options.workerId), eq(chapters.attempts, row.attempts)))
    .returning({ id: chapters.id });
  if (updated.length === 0) return null;
  return { status: retry ? "queued" : "failed", attempts: row.attempts, retryInMs };
}

/**
 * Heartbeat: refreshes the claims this worker still holds, so a slow model
 * (several long requests per chapter) is not mistaken for a dead worker.
 * Returns how many claims were still held.
 */
export async function touchClaims(db: Database, options: { workerId: string; chapterIds: readonly string[] }): Promise<number> {
  if (options.chapterIds.length === 0) return 0;
  const rows = await db
    .update(chapters)
    .set({ claimedAt: sql`now()` })
    .where(and(inArray(chapters.id, [...options.chapterIds]), eq(chapters.status, "writing"), eq(chapters.claimedBy, options.workerId)))
    .returning({ id: chapters.id });
  return rows.length;
}
