/**
 * (r) The cost of making a chapter's questions with the offline model, as a share of the chapter's
 * own time. Each chapter goes through what the generation worker does for it (claim, its request,
 * the real chapter writer on the offline model at zero latency — the app's default — its hooks, and
 * settling the course), in four ways, courses taking turns so that a busy machine weighs on each
 * alike (in-memory PGlite, English and Chinese courses):
 *   - without questions (the chapter's own time): the app's own save of a first text when it makes no
 *     questions (the course model not offline: the hooks write nothing with the text), i.e. the same
 *     prepared one-statement save (features/courses/data/first-text-save.ts) with no writes in it; so
 *     each other way's cost is only what its questions add (making, checking, writing, storing them);
 *   - with the save: the hooks as the app wires them (app/_compose/practice-composition.ts): a first
 *     text's questions made from the text before it is saved and written in the one statement that
 *     saves it (features/courses/data/chapter-save.ts saveFirstText);
 *   - in the save's transaction: the same hooks without the chapter's place, so the questions are
 *     made and stored inside a transaction around the save, as a rewrite's are (and a first text's
 *     were before the one-statement save): BEGIN, the save, the hook's statements, COMMIT;
 *   - after the save: the questions made once the text is saved (makeWrittenChapterQuestions), the
 *     way they were made before and still are when the hooks fail.
 * A way's cost is its time beyond the chapter's own, summed over every chapter: wall-clock time (the
 * target's figure), and beside it the process's CPU time, which a machine busy with other work
 * disturbs far less (everything here runs in this process: PGlite is WebAssembly in it).
 * Not in any of them: the worker marking the course generating after a claim, and the claim's heartbeat.
 */
import { afterChapterWritten, withinChapterSave } from "@/app/_compose/practice-composition";
import { runChapterWriter } from "@/features/courses/agents/chapter-writer-agent";
import type { ChapterSaveHook, ChapterSaveOutcome } from "@/features/courses/data/chapter-save";
import { loadChapterRequest } from "@/features/courses/data/chapter-request";
import { claimChapters } from "@/features/courses/data/generation-queue";
import { settleCourse } from "@/features/courses/data/settle-course";
import { makeWrittenChapterQuestions } from "@/features/practice/server/practice-sync";
import { readChapter } from "@/features/practice/offline/chapter-terms";
import { offlineQuestionsFrom } from "@/features/practice/offline/question-maker";
import { QuestionSet } from "@/features/practice/lib/question-set";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import type { Database } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters } from "@/lib/db/schema";
import { eq, inArray } from "drizzle-orm";
import { insertCourse } from "@/tests/support/courses/generation-test-kit";

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const p50 = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const WAYS = ["without", "within", "transaction", "after"] as const;
type Way = (typeof WAYS)[number];

export interface QuestionCostResult {
  /** Chapters measured per way. */
  chapters: number;
  /** Questions stored per chapter in each way that makes them, at least. */
  questionsPerChapter: Record<Exclude<Way, "without">, number>;
  /** Per chapter, p50 and total, of each way. */
  ms: Record<Way, { p50: number; total: number }>;
  /** Time beyond the chapter's own, over the chapter's own (sums over every chapter). */
  share: Record<Exclude<Way, "without">, number>;
  /** The same with the process's CPU time (user + system) instead of wall-clock time. */
  cpuTime: Record<Way, { p50: number }> & { share: Record<Exclude<Way, "without">, number> };
  /** The offline maker and the check alone (no database), p50 and as a share of the chapter's own time. */
  cpu: { p50: number; share: number };
}

/**
 * The hooks as the app runs them when it makes no questions with the text (the course model not
 * offline: practice-composition's withFirstText gives no writes): the first text is saved by the
 * same prepared statement as with questions, only without them.
 */
const noQuestions: ChapterSaveHook = Object.assign(async () => {}, { withFirstText: async () => null });

async function writeCourse(db: Database, language: "en" | "zh", way: Way, record: (ms: number, cpuMs: number) => void): Promise<string> {
  const model = createOfflineModel({ chunkDelayMs: 0 });
  const { courseId } = await insertCourse(db, { language, modules: 2, perModule: 3 });
  for (;;) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const [claimed] = await claimChapters(db, { workerId: "bench", limit: 1, staleMs: 60_000 });
    if (!claimed) break;
    const request = await loadChapterRequest(db, claimed.id);
    if (!request) break;
    let save: ChapterSaveOutcome | null = null;
    await runChapterWriter({
      model,
      db,
      chapterId: claimed.id,
      workerId: "bench",
      request,
      within: way === "within" || way === "transaction" ? withinChapterSave : way === "without" ? noQuestions : undefined,
      // The worker hands the writer its claim (where the chapter sits): a first text is then saved in one statement.
      claimed: way === "within" || way === "without" ? claimed : undefined,
      onSaved: (outcome) => (save = outcome),
    });
    const saved = save as ChapterSaveOutcome | null;
    const written = { db, courseId: claimed.courseId, chapterId: claimed.id };
    if (way === "within" || way === "transaction")
      await afterChapterWritten({ ...written, savedWithin: saved?.saved === true && saved.within === "committed" });
    if (way === "after") await makeWrittenChapterQuestions(db, written);
    await settleCourse(db, claimed.courseId);
    const cpu = process.cpuUsage(cpuStarted);
    record(performance.now() - started, (cpu.user + cpu.system) / 1000);
  }
  return courseId;
}

/** The maker and the check on a chapter's text, as the within-save hook runs them, without the database. */
function makerTime(content: string, title: string, language: "en" | "zh"): number {
  const started = performance.now();
  const material = readChapter(content);
  const set = new QuestionSet(material.lines);
  for (const draft of offlineQuestionsFrom(language, { path: "chapters/01-01-x.md", title, content }, material, null).drafts) {
    set.offer(draft, "offline");
  }
  return performance.now() - started;
}

async function minimumQuestions(db: Database, courseIds: string[]): Promise<number> {
  const rows = await db.select({ chapterId: chapters.id }).from(chapters).where(inArray(chapters.courseId, courseIds));
  let least = Infinity;
  for (const { chapterId } of rows) {
    const items = await db.select({ id: practiceItems.id }).from(practiceItems).where(eq(practiceItems.chapterId, chapterId));
    least = Math.min(least, items.length);
  }
  return least;
}

export async function measureQuestionCost(db: Database): Promise<QuestionCostResult> {
  const times: Record<Way, number[]> = { without: [], within: [], transaction: [], after: [] };
  const cpuTimes: Record<Way, number[]> = { without: [], within: [], transaction: [], after: [] };
  const courses: Record<Way, string[]> = { without: [], within: [], transaction: [], after: [] };
  const cpu: number[] = [];
  const rounds = Number(process.env.BENCH_PRACTICE_ROUNDS ?? 7);
  for (let round = 0; round < rounds; round += 1) {
    for (const language of ["en", "zh"] as const) {
      // Each round starts with another way, so none is always the one after a warm cache or a cold one.
      for (let turn = 0; turn < WAYS.length; turn += 1) {
        const way = WAYS[(round + turn) % WAYS.length]!;
        // The first round warms up the JIT and PGlite's caches.
        const courseId = await writeCourse(db, language, way, (ms, cpuMs) => {
          if (round === 0) return;
          times[way].push(ms);
          cpuTimes[way].push(cpuMs);
        });
        if (round === 0) continue;
        courses[way].push(courseId);
        if (way !== "within") continue;
        for (const row of await db
          .select({ content: chapters.content, title: chapters.title })
          .from(chapters)
          .where(eq(chapters.courseId, courseId)))
          cpu.push(makerTime(row.content!, row.title, language));
      }
    }
  }
  const own = sum(times.without);
  const ms = Object.fromEntries(WAYS.map((way) => [way, { p50: p50(times[way]), total: sum(times[way]) }])) as QuestionCostResult["ms"];
  if ((await minimumQuestions(db, courses.without)) !== 0) throw new Error("a chapter written without questions has some");
  const making = ["within", "transaction", "after"] as const;
  const each = <T>(value: (way: (typeof making)[number]) => T) =>
    Object.fromEntries(making.map((way) => [way, value(way)])) as Record<(typeof making)[number], T>;
  const questionsPerChapter = each(() => 0);
  for (const way of making) questionsPerChapter[way] = await minimumQuestions(db, courses[way]);
  return {
    chapters: times.without.length,
    questionsPerChapter,
    ms,
    share: each((way) => ms[way].total / own - 1),
    cpuTime: {
      ...(Object.fromEntries(WAYS.map((way) => [way, { p50: p50(cpuTimes[way]) }])) as Record<Way, { p50: number }>),
      share: each((way) => sum(cpuTimes[way]) / sum(cpuTimes.without) - 1),
    },
    cpu: { p50: p50(cpu), share: sum(cpu) / cpu.length / (own / times.without.length) },
  };
}

export function printQuestionCost(cost: QuestionCostResult) {
  const pass = (ok: boolean) => (ok ? "PASS" : "MISS");
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  console.log(
    "(r) questions per chapter, offline model (zero latency), in-memory PGlite, English and Chinese courses, the four ways taking turns",
  );
  console.log(
    `    ${cost.chapters} chapters each way; the chapter's own time (claim, write, settle; no questions) p50 ${cost.ms.without.p50.toFixed(2)} ms`,
  );
  console.log(
    `    questions written with the text (the app: a first text and its questions in one statement): chapter p50 ${cost.ms.within.p50.toFixed(2)} ms, at least ${cost.questionsPerChapter.within} questions a chapter; cost ${percent(cost.share.within)} of the chapter's own time   target ≤ 15%: ${pass(cost.share.within <= 0.15)}`,
  );
  console.log(
    `    questions stored in the save's transaction (a rewrite's way; a first text's before the one statement): chapter p50 ${cost.ms.transaction.p50.toFixed(2)} ms, at least ${cost.questionsPerChapter.transaction} a chapter; cost ${percent(cost.share.transaction)}`,
  );
  console.log(
    `    questions made after the save (the fallback when the hooks fail): chapter p50 ${cost.ms.after.p50.toFixed(2)} ms, at least ${cost.questionsPerChapter.after} a chapter; cost ${percent(cost.share.after)}`,
  );
  console.log(
    `    in CPU time: the chapter's own p50 ${cost.cpuTime.without.p50.toFixed(2)} ms; with the text p50 ${cost.cpuTime.within.p50.toFixed(2)} ms, cost ${percent(cost.cpuTime.share.within)}; in the transaction p50 ${cost.cpuTime.transaction.p50.toFixed(2)} ms, cost ${percent(cost.cpuTime.share.transaction)}; after the save p50 ${cost.cpuTime.after.p50.toFixed(2)} ms, cost ${percent(cost.cpuTime.share.after)}`,
  );
  console.log(
    `    of the cost with the text, the offline maker and the check alone (no database) p50 ${cost.cpu.p50.toFixed(2)} ms: ${percent(cost.cpu.share)} of the chapter's own time; the rest is the question rows and the statement's part that writes them (planning, the rows, their indexes and foreign keys)`,
  );
}
