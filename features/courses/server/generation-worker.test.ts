import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { chapters, courses, generationJobs } from "@/lib/db/schema";
import { describeOnDatabases } from "@/tests/support/db/describe-on-databases";
import { GENERATION_FAILURES } from "../lib/generation-failures";
import { claimChapters } from "../data/generation-queue";
import type { SavedChapter } from "../data/chapter-save";
import { ageChapter, chapterRows, deleteCourses, insertCourse, quietLog, wrapModel } from "@/tests/support/courses/generation-test-kit";
import { startGenerationWorker, type GenerationWorker, type GenerationWorkerOptions } from "./generation-worker";

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for the worker");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeOnDatabases("generation worker on $name", (handle) => {
  const created: string[] = [];
  const workers: GenerationWorker[] = [];

  const course = async (options?: Parameters<typeof insertCourse>[1]) => {
    const fixture = await insertCourse(handle.db, options);
    created.push(fixture.courseId);
    return fixture;
  };
  const start = (options: Partial<GenerationWorkerOptions> = {}) => {
    const worker = startGenerationWorker({
      db: handle.db,
      model: createOfflineModel(),
      concurrency: 2,
      pollMs: 25,
      staleMs: 60_000,
      maxAttempts: 3,
      backoff: () => 10,
      log: quietLog,
      ...options,
    });
    workers.push(worker);
    return worker;
  };
  const settled = (courseId: string) => async () => {
    const [row] = await handle.db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
    return row?.status === "ready" || row?.status === "failed";
  };

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await deleteCourses(handle.db, created.splice(0));
  });

  it("writes every chapter of a course with the offline model, two at a time", async () => {
    const { courseId, chapterIds } = await course({ modules: 2, perModule: 3 });
    const { model, stats } = wrapModel(createOfflineModel(), () => new Promise((resolve) => setTimeout(resolve, 15)));
    start({ model, concurrency: 2 });
    await until(settled(courseId));
    const rows = await chapterRows(handle.db, courseId);
    expect(rows.map((row) => row.status)).toEqual(chapterIds.map(() => "done"));
    for (const row of rows) {
      expect(row.content).toMatch(new RegExp(`^# ${row.title}\\n`));
      expect(row.content).toMatch(/```yaml\n/);
      expect(row.content).toContain("## Self-check");
      expect(row).toMatchObject({ attempts: 1, claimedBy: null, lastError: null });
    }
    expect(stats.maxInFlight).toBe(2); // never more than the concurrency, and really in parallel
    const [job] = await handle.db.select().from(generationJobs).where(eq(generationJobs.courseId, courseId));
    expect(job?.status).toBe("done");
    expect(job?.finishedAt).not.toBeNull();
  });

  it("calls onChapterWritten once for every saved chapter, and a failing hook costs the chapter nothing", async () => {
    const { courseId, chapterIds } = await course({ modules: 2, perModule: 2 });
    const written: { sameDb: boolean; courseId: string; chapterId: string }[] = [];
    start({
      onChapterWritten: async ({ db, courseId: writtenCourseId, chapterId }) => {
        written.push({ sameDb: db === handle.db, courseId: writtenCourseId, chapterId });
        if (written.length === 2) throw new Error("practice is down");
      },
    });
    await until(settled(courseId));
    expect(written.map((call) => call.chapterId).toSorted()).toEqual(chapterIds.toSorted());
    expect(written.every((call) => call.sameDb && call.courseId === courseId)).toBe(true);
    const rows = await chapterRows(handle.db, courseId);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(chapterIds.map(() => ["done", 1]));
  });

  it("runs withinChapterSave in the transaction that saves the text: its writes commit with it, a failing one's are rolled back and cost the chapter nothing", async () => {
    const { courseId, chapterIds } = await course({ modules: 2, perModule: 1 });
    const [owner] = await handle.db.select({ ownerId: courses.ownerId }).from(courses).where(eq(courses.id, courseId));
    const seen: SavedChapter[] = [];
    const written = new Map<string, boolean>();
    start({
      withinChapterSave: async (tx, saved) => {
        const nth = seen.push(saved);
        await tx.update(chapters).set({ snippet: "written within" }).where(eq(chapters.id, saved.chapterId));
        if (nth === 2) throw new Error("practice is down");
      },
      onChapterWritten: async ({ chapterId, savedWithin }) => {
        written.set(chapterId, savedWithin);
      },
    });
    await until(settled(courseId));
    const rows = await chapterRows(handle.db, courseId);
    expect(rows.map((row) => row.status)).toEqual(["done", "done"]);
    const [committed, failed] = seen.map((saved) => rows.find((row) => row.id === saved.chapterId)!);
    expect(committed!.snippet).toBe("written within");
    expect(failed!.snippet).not.toBe("written within");
    expect(Object.fromEntries(written)).toEqual({ [committed!.id]: true, [failed!.id]: false });
    for (const saved of seen) {
      const row = rows.find((chapter) => chapter.id === saved.chapterId)!;
      expect(saved).toEqual({
        chapterId: row.id,
        courseId,
        ownerId: owner!.ownerId,
        language: "en",
        moduleIndex: row.moduleIndex,
        position: row.position,
        title: row.title,
        content: row.content,
        rewritten: false,
      });
    }
    expect(seen.map((saved) => saved.chapterId).toSorted()).toEqual(chapterIds.toSorted());
  });

  it("writes a Chinese course in Chinese", async () => {
    const { courseId } = await course({ language: "zh", modules: 2, perModule: 1 });
    start();
    await until(settled(courseId));
    for (const row of await chapterRows(handle.db, courseId)) {
      expect(row.status).toBe("done");
      expect(row.content).toMatch(/^# 核心概念/);
      expect(row.content).toContain("## 自测");
      expect(row.content).toContain("## 示例讲解");
      expect(row.content?.replace(/[^\u3400-\u9fff]/g, "").length).toBeGreaterThan(500);
    }
  });

  it("retries a chapter the model fails on, then fails it with a safe reason while the others finish", async () => {
    const { courseId, chapterIds } = await course({ modules: 2, perModule: 2 });
    const [, broken] = (await chapterRows(handle.db, courseId)).map((row) => row.title);
    const { model, stats } = wrapModel(createOfflineModel(), (chapter) => {
      if (chapter?.title === broken) throw new Error("upstream 500: api_key=sk-secret-123 at internal-llm.local");
    });
    start({ model, maxAttempts: 3 });
    await until(settled(courseId));
    const rows = await chapterRows(handle.db, courseId);
    const failed = rows.find((row) => row.title === broken);
    expect(failed).toMatchObject({ status: "failed", attempts: 3, lastError: GENERATION_FAILURES.model_failed, content: null });
    expect(failed?.lastError).not.toContain("sk-secret");
    expect(rows.filter((row) => row.status === "done")).toHaveLength(chapterIds.length - 1);
    expect(stats.callsByTitle.get(broken ?? "")).toBe(3);
    const [state] = await handle.db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
    expect(state?.status).toBe("ready");
  });

  it("fails a chapter the model never saves", async () => {
    const { courseId } = await course({ modules: 2, perModule: 1 });
    const { MockLanguageModelV4 } = await import("ai/test");
    const chatty = new MockLanguageModelV4({
      doGenerate: async () => ({
        content: [{ type: "text", text: "Here is your chapter: it is great." }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
        warnings: [],
      }),
    });
    start({ model: chatty, maxAttempts: 2 });
    await until(settled(courseId));
    const rows = await chapterRows(handle.db, courseId);
    expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual(
      rows.map(() => ["failed", 2, GENERATION_FAILURES.not_saved]),
    );
    const [state] = await handle.db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
    expect(state?.status).toBe("failed");
  });

  it("resumes after a crash: retakes the dead worker's stale claim, and loses nothing", async () => {
    const { courseId, chapterIds } = await course({ modules: 2, perModule: 2 });
    const dead = await claimChapters(handle.db, { workerId: "crashed-process", limit: 2, staleMs: 1000 });
    expect(dead).toHaveLength(2);
    for (const chapter of dead) await ageChapter(handle.db, chapter.id, 5000);
    start({ staleMs: 1000 });
    await until(settled(courseId));
    const rows = await chapterRows(handle.db, courseId);
    expect(rows.map((row) => row.status)).toEqual(chapterIds.map(() => "done"));
    expect(rows.every((row) => (row.content ?? "").length > 1000)).toBe(true);
    expect(
      rows
        .filter((row) => row.attempts === 2)
        .map((row) => row.id)
        .sort(),
    ).toEqual(dead.map((chapter) => chapter.id).sort());
  });

  it("gives up on a chapter that keeps killing its workers", async () => {
    const { courseId } = await course({ modules: 2, perModule: 1 });
    const [poison] = await claimChapters(handle.db, { workerId: "crashed", limit: 1, staleMs: 1000 });
    await handle.db
      .update(chapters)
      .set({ attempts: 3 })
      .where(eq(chapters.id, poison?.id ?? ""));
    await ageChapter(handle.db, poison?.id ?? "", 5000);
    start({ staleMs: 1000, maxAttempts: 3 });
    await until(settled(courseId));
    const rows = await chapterRows(handle.db, courseId);
    expect(rows.find((row) => row.id === poison?.id)).toMatchObject({ status: "failed", lastError: GENERATION_FAILURES.abandoned });
    expect(rows.filter((row) => row.status === "done")).toHaveLength(1);
  });

  it("shares the queue between two workers without writing any chapter twice", async () => {
    const fixtures = [await course({ modules: 3, perModule: 3 }), await course({ language: "zh", modules: 2, perModule: 3 })];
    const { model, stats } = wrapModel(createOfflineModel(), () => new Promise((resolve) => setTimeout(resolve, 5)));
    start({ model, workerId: "a" });
    start({ model, workerId: "b", concurrency: 3 });
    for (const fixture of fixtures) await until(settled(fixture.courseId));
    const titles = [...stats.callsByTitle.entries()];
    expect(titles).toHaveLength(fixtures.reduce((sum, fixture) => sum + fixture.chapterIds.length, 0));
    expect(titles.every(([, calls]) => calls === 1)).toBe(true);
  });

  it("rewrites a done chapter with the learner's reason and is ready again", async () => {
    const { courseId, chapterIds } = await course({ modules: 2, perModule: 1 });
    start();
    await until(settled(courseId));
    const target = chapterIds[0] ?? "";
    await handle.db.update(chapters).set({ status: "queued", rewriteReason: "more examples" }).where(eq(chapters.id, target));
    await until(async () => (await chapterRows(handle.db, courseId)).every((row) => row.status === "done"));
    await until(settled(courseId));
    const [row] = await handle.db.select().from(chapters).where(eq(chapters.id, target));
    expect(row?.content).toContain("## Another example");
    expect(row?.rewriteReason).toBeNull();
  });

  it("wakes up at once instead of waiting for the next poll", async () => {
    const worker = start({ pollMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { courseId } = await course({ modules: 2, perModule: 1 });
    worker.wake();
    await until(settled(courseId), 5000);
  });

  it("stop() drains the chapters in flight and claims nothing more", async () => {
    const { courseId } = await course({ modules: 3, perModule: 2 });
    const slow = wrapModel(createOfflineModel(), () => new Promise((resolve) => setTimeout(resolve, 150)));
    const worker = start({ model: slow.model, concurrency: 2 });
    await until(async () => (await chapterRows(handle.db, courseId)).some((row) => row.status === "writing"));
    await worker.stop();
    const rows = await chapterRows(handle.db, courseId);
    expect(rows.filter((row) => row.status === "writing")).toEqual([]);
    expect(rows.filter((row) => row.status === "done").length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((row) => row.status === "queued").length).toBeGreaterThanOrEqual(1);
  });
});
