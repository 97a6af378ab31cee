import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { chapters, courses, generationJobs } from "@/lib/db/schema";
import { describeOnDatabases } from "@/tests/support/db/describe-on-databases";
import { deleteCourses, insertCourse } from "@/tests/support/courses/generation-test-kit";
import { deriveCourseStatus, markCoursesGenerating, settleCourse } from "./settle-course";

describe("deriveCourseStatus", () => {
  it.each([
    [{ pending: 2, done: 1, failed: 1, total: 4 }, "generating"],
    [{ pending: 0, done: 4, failed: 0, total: 4 }, "ready"],
    [{ pending: 0, done: 3, failed: 1, total: 4 }, "ready"],
    [{ pending: 0, done: 0, failed: 4, total: 4 }, "failed"],
    [{ pending: 0, done: 0, failed: 0, total: 0 }, null],
  ] as const)("%o → %s", (counts, expected) => {
    expect(deriveCourseStatus(counts)).toBe(expected);
  });
});

describeOnDatabases("settleCourse on $name", (handle) => {
  const created: string[] = [];

  afterEach(async () => {
    await deleteCourses(handle.db, created.splice(0));
  });

  async function courseWith(statuses: string[], courseStatus = "generating") {
    const fixture = await insertCourse(handle.db, { modules: 1, perModule: statuses.length, status: courseStatus });
    created.push(fixture.courseId);
    for (const [index, status] of statuses.entries()) {
      await handle.db
        .update(chapters)
        .set({ status })
        .where(eq(chapters.id, fixture.chapterIds[index] ?? ""));
    }
    return fixture.courseId;
  }

  async function state(courseId: string) {
    const [course] = await handle.db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
    const jobs = await handle.db.select().from(generationJobs).where(eq(generationJobs.courseId, courseId));
    return { course: course?.status, jobs: jobs.map((job) => ({ status: job.status, finished: job.finishedAt !== null })) };
  }

  it("keeps generating while anything is queued or writing", async () => {
    const id = await courseWith(["done", "writing", "queued"]);
    expect(await settleCourse(handle.db, id)).toMatchObject({ status: "generating", changed: false, counts: { pending: 2, done: 1 } });
    expect(await state(id)).toEqual({ course: "generating", jobs: [{ status: "running", finished: false }] });
  });

  it("is ready when every chapter is done, and finishes the job", async () => {
    const id = await courseWith(["done", "done"]);
    expect(await settleCourse(handle.db, id)).toMatchObject({ status: "ready", changed: true });
    expect(await state(id)).toEqual({ course: "ready", jobs: [{ status: "done", finished: true }] });
  });

  it("is ready with failed chapters left to retry, and failed only when nothing was written", async () => {
    const mixed = await courseWith(["done", "failed"]);
    expect((await settleCourse(handle.db, mixed))?.status).toBe("ready");
    expect(await state(mixed)).toEqual({ course: "ready", jobs: [{ status: "done", finished: true }] });
    const none = await courseWith(["failed", "failed"]);
    expect((await settleCourse(handle.db, none))?.status).toBe("failed");
    expect(await state(none)).toEqual({ course: "failed", jobs: [{ status: "failed", finished: true }] });
  });

  it("goes back to generating when a retry or rewrite queues a chapter again", async () => {
    const id = await courseWith(["done", "queued"], "ready");
    await markCoursesGenerating(handle.db, [id]);
    expect((await state(id)).course).toBe("generating");
    const readyAgain = await courseWith(["done", "queued"], "ready");
    expect(await settleCourse(handle.db, readyAgain)).toMatchObject({ status: "generating", changed: true });
  });

  it("never touches a draft or a course that is gone", async () => {
    const draft = await courseWith(["queued"], "draft");
    await markCoursesGenerating(handle.db, [draft]);
    expect(await settleCourse(handle.db, draft)).toBeNull();
    expect((await state(draft)).course).toBe("draft");
    expect(await settleCourse(handle.db, "course-missing")).toBeNull();
  });

  it("counts every chapter when the last two finish and settle at the same time", async () => {
    const id = await courseWith(["writing", "writing"]);
    const rows = await handle.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, id));
    await handle.db
      .update(chapters)
      .set({ status: "done" })
      .where(
        inArray(
          chapters.id,
          rows.map((row) => row.id),
        ),
      );
    const results = await Promise.all([settleCourse(handle.db, id), settleCourse(handle.db, id)]);
    expect(results.map((result) => result?.status)).toEqual(["ready", "ready"]);
    expect(results.filter((result) => result?.changed)).toHaveLength(1);
    expect(await state(id)).toEqual({ course: "ready", jobs: [{ status: "done", finished: true }] });
  });
});
