import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { chapters, courses } from "@/lib/db/schema";
import { describeOnDatabases } from "@/tests/support/db/describe-on-databases";
import { GENERATION_FAILURES } from "../lib/generation-failures";
import { claimChapters } from "./generation-queue";
import { newWorkerId } from "@/lib/queue/worker-identity";
import { releaseDeadClaims } from "./generation-recovery";
import { chapterRows, deleteCourses, insertCourse, quietLog } from "@/tests/support/courses/generation-test-kit";
import { startGenerationWorker } from "../server/generation-worker";

const self = { workerId: "box:100:self", host: "box", pid: 100, isRunning: (pid: number) => pid === 200 };

describeOnDatabases("releasing claims of stopped processes on $name", (handle) => {
  const created: string[] = [];
  afterEach(async () => {
    await deleteCourses(handle.db, created.splice(0));
  });

  it("requeues a dead worker's chapters at once, fails exhausted ones as abandoned, leaves live claims alone", async () => {
    const fixture = await insertCourse(handle.db, { modules: 2, perModule: 2 });
    created.push(fixture.courseId);
    const [dead, exhausted, live, mine] = fixture.chapterIds;
    await claimChapters(handle.db, { workerId: "box:300:old", limit: 2, staleMs: 60_000 });
    await handle.db.update(chapters).set({ attempts: 3 }).where(eq(chapters.id, exhausted!));
    await claimChapters(handle.db, { workerId: "box:200:live", limit: 1, staleMs: 60_000 });
    await claimChapters(handle.db, { workerId: self.workerId, limit: 1, staleMs: 60_000 });

    const released = await releaseDeadClaims(handle.db, { ...self, exclusive: false, maxAttempts: 3 });
    expect(released).toBe(2);
    const rows = new Map((await chapterRows(handle.db, fixture.courseId)).map((row) => [row.id, row]));
    expect(rows.get(dead!)).toMatchObject({ status: "queued", claimedBy: null, attempts: 1 });
    expect(rows.get(exhausted!)).toMatchObject({ status: "failed", claimedBy: null, lastError: GENERATION_FAILURES.abandoned });
    expect(rows.get(live!)).toMatchObject({ status: "writing", claimedBy: "box:200:live" });
    expect(rows.get(mine!)).toMatchObject({ status: "writing", claimedBy: self.workerId });
  });

  it("a restarted worker writes the chapters a crashed process left 'writing' without waiting for the stale timeout", async () => {
    const fixture = await insertCourse(handle.db, { modules: 2, perModule: 1 });
    created.push(fixture.courseId);
    // The crashed process: same host, a pid that no longer runs (pids never reach 2^22 on Linux).
    await claimChapters(handle.db, { workerId: newWorkerId("crashed", undefined, 4_194_305), limit: 2, staleMs: 60_000 });
    const started = Date.now();
    const worker = startGenerationWorker({
      db: handle.db,
      model: createOfflineModel(),
      concurrency: 2,
      pollMs: 25,
      staleMs: 3_600_000,
      maxAttempts: 3,
      log: quietLog,
    });
    try {
      for (;;) {
        const [row] = await handle.db.select({ status: courses.status }).from(courses).where(eq(courses.id, fixture.courseId));
        if (row?.status === "ready") break;
        if (Date.now() - started > 15_000) throw new Error(`still ${row?.status} after 15 s`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await worker.stop();
    }
    expect((await chapterRows(handle.db, fixture.courseId)).map((row) => row.status)).toEqual(["done", "done"]);
  });
});
