import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { chapterContent } from "@/lib/course-scope/course-chapters";
import type { Database } from "@/lib/db/client";
import { guidedLadders } from "@/lib/db/practice-schema";
import { chapterLines } from "../lib/citation-check";
import type { LadderQuestion } from "../lib/guided-hints";
import { newLadder, type LadderState } from "../lib/guided-ladder";
import { readAnswerableQuestion } from "./practice-attempts";
import { citationOf } from "./practice-rows";

/** A ladder row read back: every column checked (the tries above all), never trusted as typed. */
const storedLadderSchema = z.object({
  itemId: z.string(),
  hintsUsed: z.number().int().min(0).max(3),
  attempts: z.number().int().min(0),
  failed: z.number().int().min(0),
  tries: z.array(z.object({ answer: z.string(), correct: z.boolean(), confidence: z.number().int().min(1).max(4) })).max(10),
  pending: z.string().nullable(),
  outcome: z.enum(["open", "solved", "shown"]),
});

export interface StoredLadder {
  itemId: string;
  state: LadderState;
}

function readLadder(row: unknown): StoredLadder | null {
  const parsed = storedLadderSchema.safeParse(row);
  if (!parsed.success) return null;
  const { itemId, ...state } = parsed.data;
  return { itemId, state };
}

const ladderColumns = {
  itemId: guidedLadders.itemId,
  hintsUsed: guidedLadders.hintsUsed,
  attempts: guidedLadders.attempts,
  failed: guidedLadders.failed,
  tries: guidedLadders.tries,
  pending: guidedLadders.pending,
  outcome: guidedLadders.outcome,
};

/** The conversation's ladder: the most recently touched one in `scope` (open or just finished), or null. */
export async function latestLadder(db: Database, ownerId: string, scope: string): Promise<StoredLadder | null> {
  const [row] = await db
    .select(ladderColumns)
    .from(guidedLadders)
    .where(and(eq(guidedLadders.ownerId, ownerId), eq(guidedLadders.scope, scope)))
    .orderBy(desc(guidedLadders.updatedAt))
    .limit(1);
  return row ? readLadder(row) : null;
}

/** Starts (or starts again) the ladder of a question being asked in `scope`. */
export async function openLadder(db: Database, ownerId: string, itemId: string, scope: string): Promise<StoredLadder> {
  const state = newLadder();
  const values = { ...state, scope, updatedAt: sql`clock_timestamp()` };
  await db
    .insert(guidedLadders)
    .values({ ownerId, itemId, ...values })
    .onConflictDoUpdate({ target: [guidedLadders.ownerId, guidedLadders.itemId], set: values });
  return { itemId, state };
}

export async function saveLadder(db: Database, ownerId: string, itemId: string, state: LadderState): Promise<void> {
  await db
    .update(guidedLadders)
    .set({ ...state, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(guidedLadders.ownerId, ownerId), eq(guidedLadders.itemId, itemId)));
}

/** The question a ladder climbs, with the text of the lines it cites (null when it can no longer be answered). */
export async function ladderQuestion(db: Database, ownerId: string, itemId: string): Promise<(LadderQuestion & { itemId: string }) | null> {
  const question = await readAnswerableQuestion(db, ownerId, itemId).catch(() => null);
  if (!question) return null;
  const content = (await chapterContent(db, question.courseId, question.chapterId)) ?? "";
  const cited = chapterLines(content)
    .slice(question.lineStart - 1, question.lineEnd)
    .join("\n");
  return {
    itemId,
    kind: question.kind,
    language: question.language,
    prompt: question.prompt,
    options: question.options,
    answer: question.answer,
    accepted: question.accepted,
    keyPoints: question.keyPoints,
    citation: citationOf(question),
    citedText: cited,
  };
}
