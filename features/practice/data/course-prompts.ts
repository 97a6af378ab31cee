import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import { comparableAnswer } from "../lib/answer-match";
import { promptKey, type TakenPrompts } from "../offline/fresh-questions";

/**
 * The questions a course's other chapters ask (their active ones, the learner's own included): what
 * the offline maker avoids asking again (offline/fresh-questions). Each prompt's key with its answer's.
 */
export async function takenPrompts(
  db: Database | Transaction,
  ids: { ownerId: string; courseId: string; chapterId: string },
): Promise<TakenPrompts> {
  const rows = await db
    .select({ prompt: practiceItems.prompt, answer: practiceItems.answer })
    .from(practiceItems)
    .where(
      and(
        eq(practiceItems.ownerId, ids.ownerId),
        eq(practiceItems.courseId, ids.courseId),
        ne(practiceItems.chapterId, ids.chapterId),
        eq(practiceItems.status, "active"),
      ),
    );
  const taken = new Map<string, string>();
  for (const row of rows) {
    const key = promptKey(row.prompt);
    if (!taken.has(key)) taken.set(key, comparableAnswer(row.answer));
  }
  return taken;
}
