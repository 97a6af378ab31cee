/**
 * Test support for the generation queue and worker (not a test file): course
 * fixtures inserted straight through drizzle, models that fail on cue, and the
 * worker on the offline model with a wait for what it writes.
 * Every fixture gets fresh ids, so suites can share one database.
 */
import { randomUUID } from "node:crypto";
import type { LanguageModelV4, LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { eq, inArray, sql } from "drizzle-orm";
import { MockLanguageModelV4 } from "ai/test";
import { BLOCK, type ChapterRequestBlock } from "@/features/courses/contract";
import { startGenerationWorker, type GenerationWorker, type GenerationWorkerOptions } from "@/features/courses/server/generation-worker";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { readBlock } from "@/lib/ai/prompt-blocks";
import type { CourseOutline, StoredLearnerProfile } from "@/lib/course-outline";
import type { Database } from "@/lib/db/client";
import { chapters, courses, generationJobs } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";

export interface CourseFixture {
  courseId: string;
  chapterIds: string[];
  outline: CourseOutline;
}

const EN_PROFILE: StoredLearnerProfile = {
  topic: "Kubernetes",
  goal: "Deploy my own app to a cluster",
  background: "I use Docker at work",
  targetOutcome: "Run my side project on a real cluster",
  cognitiveStyle: "Hands-on first",
};

const ZH_PROFILE: StoredLearnerProfile = {
  topic: "日语",
  goal: "能用日语进行日常对话",
  background: "零基础",
  targetOutcome: "去日本旅行时能点餐",
  cognitiveStyle: "先理解概念，再练习",
};

function outlineFor(language: Locale, modules: number, perModule: number): CourseOutline {
  const zh = language === "zh";
  return {
    title: zh ? "零基础日语入门与实战" : "Hands-on Kubernetes",
    description: zh ? "从五十音开始的日语课程。" : "A practical Kubernetes course.",
    difficulty: zh ? "beginner" : "intermediate",
    estimatedMinutes: modules * perModule * 20,
    designRationale: zh ? "根据你的基础设计。" : "Shaped around your background.",
    modules: Array.from({ length: modules }, (_, m) => ({
      title: zh ? `第${m + 1}单元：假名与发音` : `Module ${m + 1}: Pods and Deployments`,
      chapters: Array.from({ length: perModule }, (_, c) => ({
        title: zh ? `核心概念：第${m + 1}-${c + 1}课` : `Key ideas: part ${m + 1}.${c + 1}`,
        objective: zh ? "学完本章，你能用自己的话讲清本课内容。" : "After this chapter you can explain this part in your own words.",
        minutes: 20,
      })),
    })),
  };
}

/** A confirmed course: chapter rows (queued unless `chapterStatus` says otherwise) and a running job. */
export async function insertCourse(
  db: Database,
  options: { language?: Locale; modules?: number; perModule?: number; status?: string; chapterStatus?: string } = {},
): Promise<CourseFixture> {
  const language = options.language ?? "en";
  const outline = outlineFor(language, options.modules ?? 2, options.perModule ?? 2);
  const courseId = `course-${randomUUID()}`;
  await db.insert(courses).values({
    id: courseId,
    ownerId: `owner-${randomUUID()}`,
    goal: language === "zh" ? "日语" : "Kubernetes",
    language,
    profile: language === "zh" ? ZH_PROFILE : EN_PROFILE,
    outline,
    status: options.status ?? "generating",
  });
  const rows = outline.modules.flatMap((module, moduleIndex) =>
    module.chapters.map((chapter, position) => ({
      id: `chapter-${randomUUID()}`,
      courseId,
      moduleIndex,
      position,
      moduleTitle: module.title,
      title: chapter.title,
      objective: chapter.objective,
      minutes: chapter.minutes,
      status: options.chapterStatus ?? "queued",
    })),
  );
  await db.insert(chapters).values(rows);
  await db.insert(generationJobs).values({ id: `job-${randomUUID()}`, courseId });
  return { courseId, chapterIds: rows.map((row) => row.id), outline };
}

export async function deleteCourses(db: Database, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length > 0) await db.delete(courses).where(inArray(courses.id, [...courseIds]));
}

export async function chapterRows(db: Database, courseId: string) {
  return db.select().from(chapters).where(eq(chapters.courseId, courseId)).orderBy(chapters.moduleIndex, chapters.position);
}

/** Moves a chapter's claim (or due time) into the past, as if time had passed. */
export async function ageChapter(db: Database, chapterId: string, ms: number): Promise<void> {
  await db
    .update(chapters)
    .set({
      claimedAt: sql`claimed_at - ${ms}::integer * interval '1 millisecond'`,
      notBefore: sql`not_before - ${ms}::integer * interval '1 millisecond'`,
    })
    .where(eq(chapters.id, chapterId));
}

export const quietLog = () => {};

/**
 * The generation worker on the offline model as the suites run it (two writers, quick polling, two
 * attempts, a quiet log); `options` add the app's hooks or change any of these.
 */
export function startTestWorker(db: Database, options: Partial<Omit<GenerationWorkerOptions, "db">> = {}): GenerationWorker {
  return startGenerationWorker({
    db,
    model: createOfflineModel(),
    concurrency: 2,
    pollMs: 25,
    staleMs: 60_000,
    maxAttempts: 2,
    log: quietLog,
    ...options,
  });
}

/** Waits until `check` holds (the worker writes in the background), or fails after `timeoutMs`. */
export async function untilWorkerDid(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for the worker");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The chapter a writer call is about, read from its prompt block. */
export function chapterOf(options: LanguageModelV4CallOptions): ChapterRequestBlock | null {
  const system = options.prompt.map((message) => (message.role === "system" ? message.content : "")).join("\n");
  return readBlock(system, BLOCK.chapterRequest) as ChapterRequestBlock | null;
}

/**
 * Wraps a real model: `before` runs first on every call and may throw (a
 * provider failure) or wait (latency). Calls are recorded per chapter title.
 */
export function wrapModel(inner: LanguageModelV4, before: (chapter: ChapterRequestBlock | null) => void | Promise<void> = () => {}) {
  const callsByTitle = new Map<string, number>();
  let inFlight = 0;
  const stats = { maxInFlight: 0, callsByTitle };
  const track = async <T>(options: LanguageModelV4CallOptions, run: () => PromiseLike<T>): Promise<T> => {
    const chapter = chapterOf(options);
    if (chapter) callsByTitle.set(chapter.title, (callsByTitle.get(chapter.title) ?? 0) + 1);
    inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
    try {
      await before(chapter);
      return await run();
    } finally {
      inFlight -= 1;
    }
  };
  const model = new MockLanguageModelV4({
    doGenerate: (options) => track(options, () => inner.doGenerate(options)),
    doStream: (options) => track(options, () => inner.doStream(options)),
  });
  return { model, stats };
}
