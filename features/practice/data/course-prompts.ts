import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { courseOwnerQuery } from "@/lib/course-scope/owned-course";
import type { Database, Transaction } from "@/lib/db/client";
import { renderedOnce, runPrepared } from "@/lib/db/prepared-statement";
import { practiceItems } from "@/lib/db/practice-schema";
import { comparableAnswer } from "../lib/answer-match";
import { promptKey, type TakenPrompts } from "../offline/fresh-questions";

const takenRowsSchema = z.array(z.object({ prompt: z.string(), answer: z.string() }));

/**
 * The questions a course's other chapters ask (their active ones, the learner's own included): what
 * the offline maker avoids asking again (offline/fresh-questions). Each prompt's key with its answer's.
 * One statement, the owner read in it (none when the course is gone), prepared once: it runs for
 * every chapter written (bench (r)). Read holding the course's write lock when what is made from it
 * is stored (lib/course-scope/course-write-lock), so that no other chapter's save lands in between.
 */
export async function takenPrompts(db: Database | Transaction, ids: { courseId: string; chapterId: string }): Promise<TakenPrompts> {
  const rows = takenRowsSchema.parse(await runPrepared(db, "practice_taken_prompts", takenQuery(), ids));
  const taken = new Map<string, string>();
  for (const row of rows) {
    const key = promptKey(row.prompt);
    if (!taken.has(key)) taken.set(key, comparableAnswer(row.answer));
  }
  return taken;
}

let query: ReturnType<typeof renderedOnce> | undefined;

/** Built and rendered once; its values are placeholders. */
function takenQuery() {
  if (query) return query;
  const courseId = sql.placeholder("courseId");
  return (query = renderedOnce(
    sql`select ${practiceItems.prompt}, ${practiceItems.answer} from ${practiceItems} where ${and(
      eq(practiceItems.ownerId, courseOwnerQuery(sql`${courseId}`)),
      eq(practiceItems.courseId, sql`${courseId}`),
      ne(practiceItems.chapterId, sql`${sql.placeholder("chapterId")}`),
      eq(practiceItems.status, "active"),
    )}`,
  ));
}
