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
    const key = promptKeys(row.prompt);
    if (!taken.has(key)) taken.set(key, answerKeys(row.answer));
  }
  return taken;
}

/**
 * The comparable forms of the course's prompts and answers, kept: every chapter written reads its
 * course's again (a long one is not kept by comparableAnswer, and folding it costs more than the
 * read, bench (r)). Bounded: emptied when full.
 */
const KEPT_KEYS = 1024;

function kept(key: (text: string) => string): (text: string) => string {
  const keys = new Map<string, string>();
  return (text) => {
    const known = keys.get(text);
    if (known !== undefined) return known;
    const made = key(text);
    if (keys.size >= KEPT_KEYS) keys.clear();
    keys.set(text, made);
    return made;
  };
}

const promptKeys = kept(promptKey);
const answerKeys = kept(comparableAnswer);

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
