/**
 * Practice (issue 24), in process (BENCH_SECTION=practice runs only this; no build needed):
 * (r) the cost of making a chapter's questions with the offline model, as a share of the chapter's
 *     own time (./practice-cost.ts). Target ≤ 15%.
 * (s) the review queue (dueQuestions, GET /api/review/due) over 10,000 cards of one learner, spread
 *     over 10 courses with dues from a month ago to a month ahead and other learners' cards beside them,
 *     on PGlite on disk as the server runs it: p50/p95/p99 at limit 20 and 100. Target p95 ≤ 50 ms.
 *     Twice: every card reviewed before, and 99 in 100 never answered (a new learner's queue: courses
 *     make ~90 questions each, few are answered yet), since the queue reads due reviews first and then
 *     new questions (lib/review-order), so few reviews among many new cards is its slowest case.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { dueQuestions } from "@/features/practice/data/practice-queries";
import { openDatabase, type Database } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters, courses } from "@/lib/db/schema";
import { insertCourse } from "@/tests/support/courses/generation-test-kit";
import { measureQuestionCost, type QuestionCostResult } from "./practice-cost";
import { printQuestionCost } from "./practice-cost-print";

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export interface DueQueryResult {
  cards: number;
  /** One card in `reviewedEvery` has been reviewed; the others were never answered. */
  reviewedEvery: number;
  due: number;
  limits: { limit: number; runs: number; p50: number; p95: number; p99: number }[];
}

const CARDS = Number(process.env.BENCH_DUE_CARDS ?? 10_000);
const DAY = 86_400_000;

/**
 * `count` questions with cards for `ownerId`, across `courseCount` courses: one in `reviewedEvery` reviewed
 * (dues spread over ±30 days around `now`), the others never answered (due since they were made, up to
 * 30 days ago).
 */
async function seedCards(
  db: Database,
  ownerId: string,
  count: number,
  courseCount: number,
  now: number,
  reviewedEvery: number,
): Promise<number> {
  let due = 0;
  const perCourse = Math.ceil(count / courseCount);
  for (let course = 0; course < courseCount; course += 1) {
    const { courseId } = await insertCourse(db, { modules: 2, perModule: 2 });
    await db.update(courses).set({ ownerId }).where(eq(courses.id, courseId));
    const chapterIds = (await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId))).map((row) => row.id);
    for (let start = 0; start < perCourse; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, perCourse - start) }, (_, offset) => {
        const index = start + offset;
        const reviewed = index % reviewedEvery === 0;
        const spread = ((index * 7919) % 60) - 30;
        const at = new Date(now + (reviewed ? spread : -Math.abs(spread)) * DAY + (reviewed ? index % 1000 : -(index % 1000)));
        if (at.getTime() <= now) due += 1;
        return {
          item: {
            id: `pi_${randomUUID()}`,
            ownerId,
            courseId,
            chapterId: chapterIds[index % chapterIds.length]!,
            kind: "cloze",
            language: "en",
            prompt: `Question ${index}: the ____ moves downhill.`,
            options: null,
            answer: "gradient",
            accepted: [],
            keyPoints: [],
            citedPath: "chapters/01-01-gradient-descent.md",
            lineStart: 3,
            lineEnd: 3,
            chapterHash: "bench",
            status: index % 25 === 0 ? "stale" : "active",
            source: "offline",
          },
          due: at,
          reviewed,
        };
      });
      await db.insert(practiceItems).values(
        batch.map((row) =>
          row.reviewed
            ? {
                ...row.item,
                due: row.due,
                stability: 3,
                difficulty: 5,
                elapsedDays: 1,
                scheduledDays: 3,
                learningSteps: 0,
                reps: 2,
                lapses: 0,
                state: 2,
                lastReview: new Date(row.due.getTime() - 3 * DAY),
              }
            : { ...row.item, due: row.due, reps: 0, state: 0, lastReview: null },
        ),
      );
    }
  }
  return due;
}

async function measureDueQuery(reviewedEvery: number): Promise<DueQueryResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nexusnote-bench-practice-"));
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const now = Date.now();
    const ownerId = `owner-${randomUUID()}`;
    const due = await seedCards(handle.db, ownerId, CARDS, 10, now, reviewedEvery);
    // Other learners' cards in the same tables: the queue must not scan them.
    for (let other = 0; other < 2; other += 1) await seedCards(handle.db, `owner-${randomUUID()}`, CARDS / 2, 2, now, reviewedEvery);
    const limits: DueQueryResult["limits"] = [];
    for (const limit of [20, 100]) {
      const times: number[] = [];
      const runs = Number(process.env.BENCH_DUE_RUNS ?? 200);
      for (let run = 0; run < runs + 20; run += 1) {
        const started = performance.now();
        const { questions } = await dueQuestions(handle.db, ownerId, limit, new Date(now));
        if (questions.length !== limit) throw new Error(`expected ${limit} due questions, got ${questions.length}`);
        if (run >= 20) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      limits.push({ limit, runs, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });
    }
    return { cards: CARDS, reviewedEvery, due, limits };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runPracticeBench() {
  const memory = await openDatabase({ kind: "memory" });
  let cost: QuestionCostResult;
  try {
    cost = await measureQuestionCost(memory.db);
  } finally {
    await memory.close();
  }
  const queues = [await measureDueQuery(1), await measureDueQuery(100)];
  return { cost, queues };
}

export function printPracticeBench({ cost, queues }: Awaited<ReturnType<typeof runPracticeBench>>) {
  const pass = (ok: boolean) => (ok ? "PASS" : "MISS");
  printQuestionCost(cost);
  for (const queue of queues) {
    const mix = queue.reviewedEvery === 1 ? "every card reviewed before" : `1 in ${queue.reviewedEvery} reviewed, the rest never answered`;
    console.log(`\n(s) review queue over ${queue.cards} cards of one learner (${queue.due} due; ${mix}), PGlite on disk`);
    for (const row of queue.limits) {
      console.log(
        `    limit ${row.limit}: ${row.runs} runs   p50 ${row.p50.toFixed(2)} ms   p95 ${row.p95.toFixed(2)} ms   p99 ${row.p99.toFixed(2)} ms   target p95 ≤ 50 ms: ${pass(row.p95 <= 50)}`,
      );
    }
  }
}
