import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { sources } from "@/lib/db/schema";
import type { SourceStatus } from "../contract";
import type { DocumentChunk, DocumentPage } from "../lib/split-document";
import { replaceChunks } from "./source-indexing";
import { TERMS_MARK } from "./term-refresh";

/**
 * The upload/paste rows are the ingestion queue: queued → reading → splitting → indexing →
 * ready | failed. A claim is `claimed_by` + `claimed_at` on a row in a working status; every
 * write after the claim is conditional on still holding it, so a worker whose claim went stale
 * and was retaken can never overwrite the new owner's work (same scheme as the chapter queue).
 */
export const WORKING_STATUSES = ["reading", "splitting", "indexing"] as const;

export interface ClaimedSource {
  id: string;
  ownerId: string;
  courseId: string | null;
  attempts: number;
  /** A working status when this claim retook a stale one (its worker died or hung). */
  previousStatus: SourceStatus;
}

const claimedRowSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  course_id: z.string().nullable(),
  attempts: z.coerce.number().int(),
  previous_status: z.enum(["queued", "reading", "splitting", "indexing"]),
});

function rowsOf<T>(result: unknown, schema: z.ZodType<T>): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  return z.array(schema).parse(rows ?? []);
}

/**
 * Claims up to `limit` sources in one statement: queued ones that are due and working ones whose
 * claim is older than `staleMs`. FOR UPDATE SKIP LOCKED lets several processes on one PostgreSQL
 * pass over each other's rows. Oldest first.
 */
export async function claimSources(db: Database, options: { workerId: string; limit: number; staleMs: number }): Promise<ClaimedSource[]> {
  if (options.limit <= 0) return [];
  const result = await db.execute(sql`
    WITH picked AS (
      SELECT id, status AS previous_status
      FROM sources
      WHERE kind IN ('upload', 'paste')
        AND ((status = 'queued' AND not_before <= now())
          OR (status IN ('reading', 'splitting', 'indexing')
              AND claimed_at < now() - ${options.staleMs}::integer * interval '1 millisecond'))
      ORDER BY not_before, created_at
      LIMIT ${options.limit}::integer
      FOR UPDATE SKIP LOCKED
    )
    UPDATE sources AS s
    SET status = 'reading', claimed_by = ${options.workerId}::text, claimed_at = now(),
        attempts = s.attempts + 1, error = NULL, updated_at = now()
    FROM picked
    WHERE s.id = picked.id
    RETURNING s.id, s.owner_id, s.course_id, s.attempts, picked.previous_status`);
  return rowsOf(result, claimedRowSchema).map((row) => ({
    id: row.id,
    ownerId: row.owner_id,
    courseId: row.course_id,
    attempts: row.attempts,
    previousStatus: row.previous_status,
  }));
}

const heldBy = (sourceId: string, workerId: string) =>
  and(eq(sources.id, sourceId), inArray(sources.status, [...WORKING_STATUSES]), eq(sources.claimedBy, workerId));

/** Moves a claimed source to the next working status (what the learner sees); false when the claim is lost. */
export async function advanceSource(
  db: Database,
  options: { sourceId: string; workerId: string; status: (typeof WORKING_STATUSES)[number] },
): Promise<boolean> {
  const rows = await db
    .update(sources)
    .set({ status: options.status, claimedAt: sql`now()`, updatedAt: sql`now()` })
    .where(heldBy(options.sourceId, options.workerId))
    .returning({ id: sources.id });
  return rows.length > 0;
}

/**
 * Stores the text, replaces the chunks and marks the source ready in ONE transaction that first
 * locks the row and re-checks the claim: a lost claim (retaken, or the source deleted) writes nothing.
 */
export async function completeSource(
  db: Database,
  options: { source: ClaimedSource; workerId: string; text: string; pages: DocumentPage[]; chunks: DocumentChunk[]; lineCount: number },
): Promise<boolean> {
  const { source, workerId } = options;
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ courseId: sources.courseId }).from(sources).where(heldBy(source.id, workerId)).for("update");
    if (!held) return false;
    // The course as of now: a source attached on /create may have been linked to its course meanwhile.
    const chunkCount = await replaceChunks(tx, { sourceId: source.id, ownerId: source.ownerId, courseId: held.courseId }, options.chunks);
    await tx
      .update(sources)
      .set({
        status: "ready",
        error: null,
        text: options.text,
        pages: options.pages,
        lineCount: options.lineCount,
        chunkCount,
        // Indexed by this tokenizer: no term refresh needed (./term-refresh.ts).
        contentHash: TERMS_MARK,
        upload: null,
        pastedText: null,
        claimedBy: null,
        claimedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(sources.id, source.id));
    return true;
  });
}

/**
 * Records a failed attempt: `permanent` (the file itself is bad) or at `maxAttempts` → failed with
 * the message; otherwise back to the queue after `retryInMs`. The message must be safe to show.
 */
export async function failSource(
  db: Database,
  options: { sourceId: string; workerId: string; message: string; permanent: boolean; maxAttempts: number; retryInMs: number },
): Promise<"queued" | "failed" | null> {
  const [row] = await db.select({ attempts: sources.attempts }).from(sources).where(heldBy(options.sourceId, options.workerId));
  if (!row) return null;
  const retry = !options.permanent && row.attempts < options.maxAttempts;
  const updated = await db
    .update(sources)
    .set({
      status: retry ? "queued" : "failed",
      error: retry ? null : options.message,
      claimedBy: null,
      claimedAt: null,
      // A file that cannot be read is not kept: it would only take space.
      ...(retry ? { notBefore: sql`now() + ${options.retryInMs}::integer * interval '1 millisecond'` } : { upload: null }),
      updatedAt: sql`now()`,
    })
    .where(and(heldBy(options.sourceId, options.workerId), eq(sources.attempts, row.attempts)))
    .returning({ id: sources.id });
  if (updated.length === 0) return null;
  return retry ? "queued" : "failed";
}

/** Heartbeat: keeps the claims this worker still holds from going stale while a big file is read. */
export async function touchSourceClaims(db: Database, options: { workerId: string; sourceIds: readonly string[] }): Promise<number> {
  if (options.sourceIds.length === 0) return 0;
  const rows = await db
    .update(sources)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        inArray(sources.id, [...options.sourceIds]),
        inArray(sources.status, [...WORKING_STATUSES]),
        eq(sources.claimedBy, options.workerId),
      ),
    )
    .returning({ id: sources.id });
  return rows.length;
}
