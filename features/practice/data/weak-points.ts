import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";

/** A question the learner got wrong lately, and what the wrong answer revealed. */
export interface WeakPoint {
  prompt: string;
  misconception: string | null;
}

const RECENT_DAYS = 30;

/**
 * The learner's weak points for a tutor's context (issue 24 item 7): the questions they failed most
 * recently (a course's, or across their courses), each once, with the misconception the wrong
 * option named or the key points missed. Only the question's words, never its answer key.
 */
export async function weakPoints(
  db: Database,
  ownerId: string,
  courseId: string | null,
  limit = 5,
  now = new Date(),
): Promise<WeakPoint[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const rows = await db
    .select({
      itemId: practiceAttempts.itemId,
      prompt: practiceItems.prompt,
      misconception: practiceAttempts.misconception,
    })
    .from(practiceAttempts)
    .innerJoin(practiceItems, eq(practiceItems.id, practiceAttempts.itemId))
    .where(
      and(
        eq(practiceAttempts.ownerId, ownerId),
        eq(practiceAttempts.correct, false),
        eq(practiceItems.status, "active"),
        gte(practiceAttempts.createdAt, since),
        ...(courseId ? [eq(practiceAttempts.courseId, courseId)] : []),
      ),
    )
    .orderBy(desc(practiceAttempts.createdAt))
    .limit(limit * 4);
  const seen = new Set<string>();
  const points: WeakPoint[] = [];
  for (const row of rows) {
    if (seen.has(row.itemId) || points.length >= limit) continue;
    seen.add(row.itemId);
    // The key points missed are not given: they are the answer of a question the tutor may ask again.
    points.push({ prompt: row.prompt.slice(0, 300), misconception: row.misconception });
  }
  return points;
}
