/**
 * Background chapter generation, on in-memory PGlite with the offline model at
 * zero latency (so what is measured is the app: agent loop, queue, database):
 * (c) chapters per minute at concurrency 1, 2 and 4;
 * (d) database time per claimed chapter — claim + complete + settle, timed
 *     around exactly those calls, p50/p99.
 */
import { inArray } from "drizzle-orm";
import { claimChapters, completeChapter } from "@/features/courses/data/generation-queue";
import { insertCourse, quietLog } from "@/tests/support/courses/generation-test-kit";
import { startGenerationWorker } from "@/features/courses/server/generation-worker";
import { markCoursesGenerating, settleCourse } from "@/features/courses/data/settle-course";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { openDatabase, type Database } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";

const COURSES = 3;
const MODULES = 2;
const PER_MODULE = 4;
const CHAPTER_TEXT = `# Chapter\n\n${"Some chapter text with an example and a self-check. ".repeat(60)}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function insertCourses(db: Database, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await insertCourse(db, { language: index % 2 === 0 ? "en" : "zh", modules: MODULES, perModule: PER_MODULE })).courseId);
  }
  return ids;
}

async function allSettled(db: Database, courseIds: string[]): Promise<boolean> {
  const rows = await db.select({ status: courses.status }).from(courses).where(inArray(courses.id, courseIds));
  return rows.every((row) => row.status === "ready" || row.status === "failed");
}

export interface ThroughputRow {
  concurrency: number;
  chapters: number;
  seconds: number;
  chaptersPerMinute: number;
}

/** One run: fresh courses in the shared database, a new worker, wall time until every course is settled. */
async function runOnce(db: Database, concurrency: number, courseCount: number): Promise<number> {
  const courseIds = await insertCourses(db, courseCount);
  const started = performance.now();
  const worker = startGenerationWorker({
    db,
    model: createOfflineModel({ chunkDelayMs: 0 }),
    concurrency,
    pollMs: 5,
    staleMs: 60_000,
    maxAttempts: 3,
    log: quietLog,
  });
  while (!(await allSettled(db, courseIds))) await new Promise((resolve) => setTimeout(resolve, 10));
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  await db.delete(courses).where(inArray(courses.id, courseIds));
  return seconds;
}

/** The median of a few runs: one run of 24 chapters takes well under a second, so single runs are noisy. */
async function measureThroughput(db: Database, concurrency: number, runs: number): Promise<ThroughputRow> {
  const seconds: number[] = [];
  for (let run = 0; run < runs; run += 1) seconds.push(await runOnce(db, concurrency, COURSES));
  const median = percentile(
    seconds.sort((a, b) => a - b),
    50,
  );
  const chapters = COURSES * MODULES * PER_MODULE;
  return { concurrency, chapters, seconds: median, chaptersPerMinute: (chapters / median) * 60 };
}

export interface DbTimeResult {
  samples: number;
  p50: number;
  p99: number;
}

/** The worker's database calls for one chapter, in its order, with no model in between. */
async function measureDbTime(db: Database, rounds: number): Promise<DbTimeResult> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const courseIds = await insertCourses(db, COURSES);
    for (;;) {
      const started = performance.now();
      const [claimed] = await claimChapters(db, { workerId: "bench", limit: 1, staleMs: 60_000 });
      if (!claimed) break;
      await markCoursesGenerating(db, [claimed.courseId]);
      await completeChapter(db, { chapterId: claimed.id, workerId: "bench", content: CHAPTER_TEXT });
      await settleCourse(db, claimed.courseId);
      times.push(performance.now() - started);
    }
    await db.delete(courses).where(inArray(courses.id, courseIds));
  }
  // The first round warms up the JIT and PGlite's caches.
  const measured = times.slice(COURSES * MODULES * PER_MODULE).sort((a, b) => a - b);
  return { samples: measured.length, p50: percentile(measured, 50), p99: percentile(measured, 99) };
}

export async function runGenerationBench() {
  const handle = await openDatabase({ kind: "memory" });
  const throughput: ThroughputRow[] = [];
  let dbTime: DbTimeResult;
  try {
    await runOnce(handle.db, 2, 1); // warm-up, not reported
    const runs = Number(process.env.BENCH_GENERATION_RUNS ?? 5);
    for (const concurrency of [1, 2, 4]) throughput.push(await measureThroughput(handle.db, concurrency, runs));
    dbTime = await measureDbTime(handle.db, Number(process.env.BENCH_DB_ROUNDS ?? 10));
  } finally {
    await handle.close();
  }

  console.log(
    `(c) chapters per minute, offline model at zero latency, in-memory PGlite (${COURSES} courses × ${MODULES * PER_MODULE} chapters, median of runs)`,
  );
  for (const row of throughput) {
    console.log(
      `    concurrency ${row.concurrency}: ${row.chapters} chapters in ${row.seconds.toFixed(2)} s → ${row.chaptersPerMinute.toFixed(0)} chapters/min`,
    );
  }
  console.log("\n(d) database time per claimed chapter (claim + mark course + complete + settle)");
  console.log(`    ${dbTime.samples} chapters   p50 ${dbTime.p50.toFixed(2)} ms   p99 ${dbTime.p99.toFixed(2)} ms`);
  return { throughput, dbTime };
}
