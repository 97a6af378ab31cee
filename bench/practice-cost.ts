/**
 * (r) The cost of making a chapter's questions with the offline model, as a share of the chapter's
 * own time. Each chapter goes through what the generation worker does for it (claim, its request,
 * the real chapter writer on the offline model at zero latency — the app's default — its hooks, and
 * settling the course), in four ways, one course each, their chapters written side by side (each
 * outline place in the four courses in turn) so that a busy machine weighs on each alike (in-memory
 * PGlite, English and Chinese courses):
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
 * A way's cost is its time beyond the chapter's own, over the chapter's own: summed over every
 * chapter, and as the median of the differences between chapters written side by side (which a
 * busy moment of the machine, landing on one of them, hardly moves). In wall-clock time, in the main
 * thread's CPU time (what a chapter waits for on an idle machine: everything here runs on it, PGlite
 * being WebAssembly in this process) and in the process's (the GC's and compiler's helper threads too).
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
import { eq, inArray, sql, type SQL } from "drizzle-orm";
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
export type Way = (typeof WAYS)[number];
const MAKING = ["within", "transaction", "after"] as const;
export type Making = (typeof MAKING)[number];

/** One clock's figures: per chapter p50 of each way, and each way's cost over the chapter's own time. */
export interface ClockFigures {
  p50: Record<Way, number>;
  /** Sums over every chapter: time beyond the chapter's own, over the chapter's own. */
  share: Record<Making, number>;
  /**
   * The median, over the chapters written side by side (the same outline place, one in each way), of
   * the time beyond the chapter's own, over the chapters' own p50: a machine's busy moment falls on
   * one chapter of a set and moves a median far less than a sum.
   */
  pairedShare: Record<Making, number>;
}

export interface QuestionCostResult {
  /** Chapters measured per way. */
  chapters: number;
  /** Questions stored per chapter in each way that makes them, at least. */
  questionsPerChapter: Record<Making, number>;
  /** Wall-clock time (the target's figure). */
  wall: ClockFigures;
  /** The process's CPU time (user + system): the garbage collector's and compiler's helper threads included. */
  processCpu: ClockFigures;
  /**
   * The main thread's CPU time of the worker's whole turn for a chapter (claim, request, writing, save,
   * settling): what a chapter waits for on an idle machine, which a busy one disturbs least (its sum:
   * a chapter's own reading moves in the kernel's scheduler ticks). Printed beside the target's figure.
   */
  threadCpu: ClockFigures;
  /**
   * The same, the chapter's own time being its writing and save alone (the claim, its request and
   * settling left out): the issue's "the chapter's own time" (writing it with the offline model, its
   * save included), the target's figure (its sum).
   */
  writeSaveCpu: ClockFigures;
  /** The offline maker and the check alone (no database), p50 and as a share of the chapter's own main-thread CPU p50. */
  cpu: { p50: number; share: number };
}

/**
 * The hooks as the app runs them when it makes no questions with the text (the course model not
 * offline: practice-composition's withFirstText gives no writes): the first text is saved by the
 * same prepared statement as with questions, only without them.
 */
const noQuestions: ChapterSaveHook = Object.assign(async () => {}, { withFirstText: async () => null });

interface Sample {
  wall: number;
  processCpu: number;
  threadCpu: number;
  /** The main thread's CPU time of writing and saving alone (and the questions): no claim, request or settling. */
  writeSaveCpu: number;
}

/** Claims the next chapter and writes it as the worker does, in the way of its course; null once none is left. */
async function writeNext(db: Database, wayOf: ReadonlyMap<string, Way>): Promise<{ way: Way; place: string; sample: Sample } | null> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const threadStarted = process.threadCpuUsage();
  const [claimed] = await claimChapters(db, { workerId: "bench", limit: 1, staleMs: 60_000 });
  if (!claimed) return null;
  const way = wayOf.get(claimed.courseId);
  const request = await loadChapterRequest(db, claimed.id);
  if (!way || !request) throw new Error("bench: a chapter of another course, or without its request");
  const writeStarted = process.threadCpuUsage();
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
  const writeSave = process.threadCpuUsage(writeStarted);
  await settleCourse(db, claimed.courseId);
  const cpu = process.cpuUsage(cpuStarted);
  const thread = process.threadCpuUsage(threadStarted);
  const sample = {
    wall: performance.now() - started,
    processCpu: (cpu.user + cpu.system) / 1000,
    threadCpu: (thread.user + thread.system) / 1000,
    writeSaveCpu: (writeSave.user + writeSave.system) / 1000,
  };
  return { way, place: `${claimed.moduleIndex}.${claimed.position}`, sample };
}

const model = createOfflineModel({ chunkDelayMs: 0 });

/**
 * One course per way in `language`, their chapters queued so that the worker claims them side by
 * side: each outline place in the four courses in turn, the way that goes first turning with the
 * place, so that none is always the one after a warm cache or a cold one.
 */
async function writeSideBySide(db: Database, language: "en" | "zh", round: number) {
  const wayOf = new Map<string, Way>();
  const order: SQL[] = [];
  for (const [index, way] of WAYS.entries()) {
    const { courseId } = await insertCourse(db, { language, modules: 2, perModule: 3 });
    wayOf.set(courseId, way);
    order.push(sql`when ${courseId}::text then ${index}::integer`);
  }
  const turn = sql`((case ${chapters.courseId} ${sql.join(order, sql` `)} end) - ${round}::integer - ${chapters.moduleIndex} * 3 - ${chapters.position} + 400) % 4`;
  await db
    .update(chapters)
    .set({
      notBefore: sql`now() - interval '1 hour' + (${chapters.moduleIndex} * 3 + ${chapters.position}) * interval '1 second' + ${turn} * interval '1 millisecond'`,
    })
    .where(inArray(chapters.courseId, [...wayOf.keys()]));
  const written: { way: Way; place: string; sample: Sample }[] = [];
  for (let next = await writeNext(db, wayOf); next; next = await writeNext(db, wayOf)) written.push(next);
  return { wayOf, written };
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
  const samples: Record<Way, Sample[]> = { without: [], within: [], transaction: [], after: [] };
  /** Per set of chapters written side by side, each way's sample. */
  const sets = new Map<string, Partial<Record<Way, Sample>>>();
  const courses: Record<Way, string[]> = { without: [], within: [], transaction: [], after: [] };
  const cpu: number[] = [];
  const rounds = Number(process.env.BENCH_PRACTICE_ROUNDS ?? 13);
  for (let round = 0; round < rounds; round += 1) {
    for (const language of ["en", "zh"] as const) {
      const { wayOf, written } = await writeSideBySide(db, language, round);
      // The first round warms up the JIT and PGlite's caches.
      if (round === 0) continue;
      for (const { way, place, sample } of written) {
        samples[way].push(sample);
        const key = `${round}/${language}/${place}`;
        sets.set(key, { ...sets.get(key), [way]: sample });
      }
      for (const [courseId, way] of wayOf) courses[way].push(courseId);
      const within = [...wayOf].find(([, way]) => way === "within")![0];
      for (const row of await db
        .select({ content: chapters.content, title: chapters.title })
        .from(chapters)
        .where(eq(chapters.courseId, within)))
        cpu.push(makerTime(row.content!, row.title, language));
    }
  }
  if ((await minimumQuestions(db, courses.without)) !== 0) throw new Error("a chapter written without questions has some");
  const questionsPerChapter = { within: 0, transaction: 0, after: 0 };
  for (const way of MAKING) questionsPerChapter[way] = await minimumQuestions(db, courses[way]);
  const figures = (clock: keyof Sample): ClockFigures => {
    const of = (way: Way) => samples[way].map((sample) => sample[clock]);
    const own = p50(of("without"));
    const each = (value: (way: Making) => number) => Object.fromEntries(MAKING.map((way) => [way, value(way)])) as Record<Making, number>;
    return {
      p50: Object.fromEntries(WAYS.map((way) => [way, p50(of(way))])) as Record<Way, number>,
      share: each((way) => sum(of(way)) / sum(of("without")) - 1),
      pairedShare: each(
        (way) => p50([...sets.values()].flatMap((set) => (set[way] && set.without ? [set[way][clock] - set.without[clock]] : []))) / own,
      ),
    };
  };
  const threadCpu = figures("threadCpu");
  return {
    chapters: samples.without.length,
    questionsPerChapter,
    wall: figures("wall"),
    processCpu: figures("processCpu"),
    threadCpu,
    writeSaveCpu: figures("writeSaveCpu"),
    cpu: { p50: p50(cpu), share: p50(cpu) / threadCpu.p50.without },
  };
}
