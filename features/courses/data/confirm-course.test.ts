import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chapters, courses, generationJobs } from "@/lib/db/schema";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { chapterResponseSchema, courseDetailSchema } from "../contract";
import { confirmCourse, getChapter, getCourse, requestChapterRewrite, retryChapter, saveDraftFromInterview } from "./course-queries";
import { draftFixture, ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";

describe.each(testDatabaseTargets())("confirm and chapter requeue on $name", (target) => {
  const db = setUpTestDatabase(target);

  async function confirmed() {
    const owner = ownerFixture();
    const { id } = await saveDraftFromInterview(db(), owner, draftFixture());
    return { owner, course: await confirmCourse(db(), owner, id) };
  }
  const jobsOf = (courseId: string) => db().select().from(generationJobs).where(eq(generationJobs.courseId, courseId));
  const chapterRows = (courseId: string) => db().select().from(chapters).where(eq(chapters.courseId, courseId));

  describe("confirmCourse", () => {
    it("turns the draft into one queued chapter per outline chapter and one running job", async () => {
      const { course } = await confirmed();
      expect(courseDetailSchema.parse(course)).toEqual(course);
      expect(course.status).toBe("generating");
      expect(course.chapters).toHaveLength(6);
      expect(course.chapters[3]).toMatchObject({
        moduleIndex: 1,
        position: 0,
        moduleTitle: "Services and networking",
        title: "Services",
        objective: "After this chapter you can use services.",
        minutes: 20,
        status: "queued",
        attempts: 0,
        lastError: null,
        rewriteReason: null,
        hasContent: false,
      });
      expect(new Set(course.chapters.map((chapter) => chapter.id)).size).toBe(6);
      const [row] = (await chapterRows(course.id)).filter((chapter) => chapter.title === "Services");
      expect(row?.snippet).toBe("What Services is and how to use it.");
      expect(await jobsOf(course.id)).toEqual([expect.objectContaining({ status: "running" })]);
    });

    it("confirming again returns the course as it is: no second job, no duplicate chapters", async () => {
      const { owner, course } = await confirmed();
      const again = await confirmCourse(db(), owner, course.id);
      expect(again).toEqual(course);
      expect(await jobsOf(course.id)).toHaveLength(1);
      expect(await chapterRows(course.id)).toHaveLength(6);
    });

    it("two concurrent confirms start one generation", async () => {
      const owner = ownerFixture();
      const { id } = await saveDraftFromInterview(db(), owner, draftFixture());
      const [a, b, c] = await Promise.all([confirmCourse(db(), owner, id), confirmCourse(db(), owner, id), confirmCourse(db(), owner, id)]);
      expect(a.status).toBe("generating");
      expect(b.chapters.map((chapter) => chapter.id)).toEqual(a.chapters.map((chapter) => chapter.id));
      expect(c.chapters).toHaveLength(6);
      expect(await jobsOf(id)).toHaveLength(1);
      expect(await chapterRows(id)).toHaveLength(6);
    });

    it("unknown id → 404", async () => {
      await expect(confirmCourse(db(), ownerFixture(), "crs_missing")).rejects.toMatchObject({ code: "not_found" });
    });
  });

  describe("retry and rewrite", () => {
    async function finishedCourse(statuses: Record<number, { status: string; content?: string; lastError?: string; attempts?: number }>) {
      const { owner, course } = await confirmed();
      for (const [index, change] of Object.entries(statuses)) {
        await db()
          .update(chapters)
          .set(change)
          .where(eq(chapters.id, course.chapters[Number(index)]!.id));
      }
      await db().update(courses).set({ status: "ready" }).where(eq(courses.id, course.id));
      await db().update(generationJobs).set({ status: "done", finishedAt: new Date() }).where(eq(generationJobs.courseId, course.id));
      return { owner, course };
    }

    it("retry: failed → queued with fresh attempts, and the course is generating again with a running job", async () => {
      const { owner, course } = await finishedCourse({ 0: { status: "failed", lastError: "The model timed out.", attempts: 3 } });
      const chapter = await retryChapter(db(), owner, course.id, course.chapters[0]!.id);
      expect(chapterResponseSchema.parse({ chapter }).chapter).toEqual(chapter);
      expect(chapter).toMatchObject({ status: "queued", attempts: 0, lastError: null });
      const [row] = (await chapterRows(course.id)).filter((candidate) => candidate.id === chapter.id);
      expect(row?.notBefore.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(row?.claimedBy).toBeNull();
      expect((await getCourse(db(), owner, course.id)).status).toBe("generating");
      const jobs = await jobsOf(course.id);
      expect(jobs.filter((job) => job.status === "running")).toHaveLength(1);
      // Retrying again while it is queued is refused, and starts nothing.
      await expect(retryChapter(db(), owner, course.id, chapter.id)).rejects.toMatchObject({
        code: "conflict",
        message: "Only a failed chapter can be retried; this one is queued.",
      });
      expect(await jobsOf(course.id)).toHaveLength(jobs.length);
    });

    it("rewrite: done → queued with the reason, keeping the old text until it is replaced", async () => {
      const { owner, course } = await finishedCourse({ 1: { status: "done", content: "# Old text", attempts: 1 } });
      const chapter = await requestChapterRewrite(db(), owner, course.id, course.chapters[1]!.id, "  more examples ");
      expect(chapter).toMatchObject({
        status: "queued",
        rewriteReason: "more examples",
        attempts: 0,
        hasContent: true,
        content: "# Old text",
      });
      expect(await getChapter(db(), owner, course.id, chapter.id)).toEqual(chapter);
      expect((await getCourse(db(), owner, course.id)).status).toBe("generating");
    });

    it("only failed chapters are retried and only done chapters rewritten", async () => {
      const { owner, course } = await confirmed();
      const queued = course.chapters[0]!.id;
      await expect(requestChapterRewrite(db(), owner, course.id, queued, "too easy")).rejects.toMatchObject({
        code: "conflict",
        status: 409,
      });
      await expect(retryChapter(db(), owner, course.id, queued)).rejects.toMatchObject({ code: "conflict" });
      await expect(retryChapter(db(), owner, course.id, "ch_missing")).rejects.toMatchObject({ code: "not_found" });
      // A running job is never doubled: the course still has exactly one.
      expect(await jobsOf(course.id)).toHaveLength(1);
    });

    it("a rewrite while other chapters are still being written reuses the running job", async () => {
      const { owner, course } = await confirmed();
      await db().update(chapters).set({ status: "done", content: "text" }).where(eq(chapters.id, course.chapters[0]!.id));
      await requestChapterRewrite(db(), owner, course.id, course.chapters[0]!.id, "too hard");
      expect(await jobsOf(course.id)).toHaveLength(1);
    });
  });
});
