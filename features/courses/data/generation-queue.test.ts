import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { chapters } from "@/lib/db/schema";
import { describeOnDatabases } from "@/tests/support/db/describe-on-databases";
import { exponentialBackoff } from "../lib/generation-backoff";
import { GENERATION_FAILURES } from "../lib/generation-failures";
import { claimChapters, completeChapter, failChapter, touchClaims } from "./generation-queue";
import { ageChapter, chapterRows, deleteCourses, insertCourse } from "@/tests/support/courses/generation-test-kit";

const STALE_MS = 60_000;

describeOnDatabases("generation queue on $name", (handle) => {
  const created: string[] = [];
  const course = async (options?: Parameters<typeof insertCourse>[1]) => {
    const fixture = await insertCourse(handle.db, options);
    created.push(fixture.courseId);
    return fixture;
  };

  afterEach(async () => {
    await deleteCourses(handle.db, created.splice(0));
  });

  it("claims due chapters in outline order, no more than the limit", async () => {
    const { chapterIds } = await course({ modules: 2, perModule: 3 });
    const first = await claimChapters(handle.db, { workerId: "w1", limit: 2, staleMs: STALE_MS });
    expect(first.map((chapter) => chapter.id)).toEqual(chapterIds.slice(0, 2));
    expect(first.every((chapter) => chapter.attempts === 1 && chapter.previousStatus === "queued")).toBe(true);
    const rows = await chapterRows(handle.db, first[0]?.courseId ?? "");
    expect(rows.slice(0, 2).map((row) => [row.status, row.claimedBy])).toEqual([
      ["writing", "w1"],
      ["writing", "w1"],
    ]);
    expect(rows.slice(2).every((row) => row.status === "queued" && row.claimedBy === null)).toBe(true);
    expect(await claimChapters(handle.db, { workerId: "w1", limit: 0, staleMs: STALE_MS })).toEqual([]);
  });

  it("never hands the same chapter to two workers claiming in parallel", async () => {
    const fixtures = await Promise.all([course({ modules: 3, perModule: 4 }), course({ modules: 3, perModule: 4 })]);
    const all = new Set(fixtures.flatMap((fixture) => fixture.chapterIds));
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, index) => claimChapters(handle.db, { workerId: `w${index}`, limit: 2, staleMs: STALE_MS })),
    );
    const claimed = claims.flat().map((chapter) => chapter.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBe(all.size);
    // Each row names the worker that got it.
    for (const [index, batch] of claims.entries()) {
      for (const chapter of batch) {
        const [row] = await handle.db.select().from(chapters).where(eq(chapters.id, chapter.id));
        expect(row?.claimedBy).toBe(`w${index}`);
      }
    }
  });

  it("skips chapters that are done, failed, or not due yet", async () => {
    const done = await course({ chapterStatus: "done" });
    const failed = await course({ chapterStatus: "failed" });
    const waiting = await course();
    await handle.db
      .update(chapters)
      .set({ notBefore: new Date(Date.now() + 60_000) })
      .where(eq(chapters.courseId, waiting.courseId));
    const claimed = await claimChapters(handle.db, { workerId: "w1", limit: 10, staleMs: STALE_MS });
    const mine = new Set([...done.chapterIds, ...failed.chapterIds, ...waiting.chapterIds]);
    expect(claimed.filter((chapter) => mine.has(chapter.id))).toEqual([]);
  });

  it("retakes a dead worker's stale claim and refuses the dead worker's late save", async () => {
    const { chapterIds, courseId } = await course({ modules: 2, perModule: 1 });
    const [first] = await claimChapters(handle.db, { workerId: "dead", limit: 1, staleMs: STALE_MS });
    expect(first?.id).toBe(chapterIds[0]);
    // Fresh claims are left alone…
    const others = await claimChapters(handle.db, { workerId: "alive", limit: 5, staleMs: STALE_MS });
    expect(others.map((chapter) => chapter.id)).toEqual([chapterIds[1]]);
    // …until they are older than the stale timeout.
    await ageChapter(handle.db, chapterIds[0] ?? "", STALE_MS + 1000);
    const [retaken] = await claimChapters(handle.db, { workerId: "alive", limit: 5, staleMs: STALE_MS });
    expect(retaken).toMatchObject({ id: chapterIds[0], previousStatus: "writing", attempts: 2 });

    expect(await completeChapter(handle.db, { chapterId: chapterIds[0] ?? "", workerId: "dead", content: "# Late\n\nold" })).toBe(false);
    expect(
      await failChapter(handle.db, { chapterId: chapterIds[0] ?? "", workerId: "dead", reason: "model_failed", maxAttempts: 3 }),
    ).toBeNull();
    expect(await completeChapter(handle.db, { chapterId: chapterIds[0] ?? "", workerId: "alive", content: "# New\n\nnew" })).toBe(true);
    const [row] = await chapterRows(handle.db, courseId);
    expect(row).toMatchObject({ status: "done", content: "# New\n\nnew", claimedBy: null, lastError: null });
    // Done is final for the queue: a second save is refused too.
    expect(await completeChapter(handle.db, { chapterId: chapterIds[0] ?? "", workerId: "alive", content: "again" })).toBe(false);
  });

  it("keeps a claim alive with the heartbeat", async () => {
    const { chapterIds } = await course({ modules: 2, perModule: 1 });
    await claimChapters(handle.db, { workerId: "slow", limit: 1, staleMs: STALE_MS });
    await ageChapter(handle.db, chapterIds[0] ?? "", STALE_MS + 1000);
    expect(await touchClaims(handle.db, { workerId: "slow", chapterIds: [chapterIds[0] ?? ""] })).toBe(1);
    expect(await touchClaims(handle.db, { workerId: "other", chapterIds: [chapterIds[0] ?? ""] })).toBe(0);
    const claimed = await claimChapters(handle.db, { workerId: "thief", limit: 5, staleMs: STALE_MS });
    expect(claimed.map((chapter) => chapter.id)).not.toContain(chapterIds[0]);
  });

  it("retries with backoff, then fails for good with a safe reason", async () => {
    const { chapterIds, courseId } = await course({ modules: 2, perModule: 1 });
    const id = chapterIds[0] ?? "";
    const claimNext = async () => (await claimChapters(handle.db, { workerId: "w", limit: 1, staleMs: STALE_MS }))[0];

    expect((await claimNext())?.id).toBe(id);
    const firstFail = await failChapter(handle.db, {
      chapterId: id,
      workerId: "w",
      reason: "model_failed",
      maxAttempts: 2,
      backoff: () => 30_000,
    });
    expect(firstFail).toEqual({ status: "queued", attempts: 1, retryInMs: 30_000 });
    let [row] = await chapterRows(handle.db, courseId);
    expect(row).toMatchObject({ status: "queued", claimedBy: null, lastError: GENERATION_FAILURES.model_failed });
    // Not due yet: the next claim takes the other chapter instead.
    expect((await claimNext())?.id).toBe(chapterIds[1]);
    await ageChapter(handle.db, id, 31_000);
    expect((await claimNext())?.id).toBe(id);

    const lastFail = await failChapter(handle.db, { chapterId: id, workerId: "w", reason: "not_saved", maxAttempts: 2 });
    expect(lastFail).toEqual({ status: "failed", attempts: 2, retryInMs: null });
    [row] = await chapterRows(handle.db, courseId);
    expect(row).toMatchObject({ status: "failed", attempts: 2, lastError: GENERATION_FAILURES.not_saved, content: null });
  });
});

describe("exponential backoff", () => {
  it("doubles from 2 s and stops at a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(exponentialBackoff)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});
