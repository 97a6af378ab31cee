import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { chapters, courses, generationJobs } from "@/lib/db/schema";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { courseDetailSchema, courseSummarySchema } from "../contract";
import {
  confirmCourse,
  deleteCourse,
  getChapter,
  getCourse,
  listCourses,
  regenerateOutline,
  requestChapterRewrite,
  retryChapter,
  saveDraftFromInterview,
  updateOutline,
} from "./course-queries";
import { draftFixture, outlineFixture, ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";

describe.each(testDatabaseTargets())("course queries on $name", (target) => {
  const db = setUpTestDatabase(target);

  describe("saving the interview's outline", () => {
    it("creates a draft whose API shape matches the contract", async () => {
      const owner = ownerFixture();
      const course = await saveDraftFromInterview(db(), owner, draftFixture());
      expect(courseDetailSchema.parse(course)).toEqual(course);
      expect(course).toMatchObject({ status: "draft", revision: 1, title: "Kubernetes for Docker users", chapters: [] });
      expect(course.chapterCount).toBe(6);
      // The stored total is the chapters' sum, whatever the designer said.
      expect(course.estimatedMinutes).toBe(120);
      expect(course.profile.background).toBe("Docker at work");
    });

    it("is idempotent per interview: saving again updates the same draft", async () => {
      const owner = ownerFixture();
      const draft = draftFixture();
      const first = await saveDraftFromInterview(db(), owner, draft);
      const again = await saveDraftFromInterview(db(), owner, { ...draft, outline: outlineFixture({ title: "Shorter" }) });
      expect(again.id).toBe(first.id);
      expect(again.title).toBe("Shorter");
      expect(again.revision).toBe(2);
      expect(await listCourses(db(), owner)).toHaveLength(1);
    });

    it("starts a new draft once the interview's course is confirmed, leaving the confirmed one alone", async () => {
      const owner = ownerFixture();
      const draft = draftFixture();
      const first = await saveDraftFromInterview(db(), owner, draft);
      await confirmCourse(db(), owner, first.id);
      const second = await saveDraftFromInterview(db(), owner, { ...draft, outline: outlineFixture({ title: "Redesigned" }) });
      expect(second.id).not.toBe(first.id);
      expect(second.status).toBe("draft");
      const kept = await getCourse(db(), owner, first.id);
      expect(kept).toMatchObject({ status: "generating", title: "Kubernetes for Docker users" });
      // And the new draft is now the interview's: saving again updates it.
      const third = await saveDraftFromInterview(db(), owner, draft);
      expect(third.id).toBe(second.id);
    });

    it("two saves of one interview at the same moment make one draft", async () => {
      const owner = ownerFixture();
      const draft = draftFixture();
      const [a, b] = await Promise.all([saveDraftFromInterview(db(), owner, draft), saveDraftFromInterview(db(), owner, draft)]);
      expect(a.id).toBe(b.id);
      expect([a.revision, b.revision].sort()).toEqual([1, 2]);
      expect(await listCourses(db(), owner)).toHaveLength(1);
    });

    it("keeps two browsers' drafts of the same interview id apart", async () => {
      const draft = draftFixture();
      const a = await saveDraftFromInterview(db(), ownerFixture(), draft);
      const b = await saveDraftFromInterview(db(), ownerFixture(), draft);
      expect(a.id).not.toBe(b.id);
      expect(b.revision).toBe(1);
    });
  });

  describe("reading", () => {
    it("lists only the owner's courses, newest change first, with progress counts", async () => {
      const owner = ownerFixture();
      const older = await saveDraftFromInterview(db(), owner, draftFixture());
      const newer = await saveDraftFromInterview(db(), owner, draftFixture({ goal: "Rust" }));
      await saveDraftFromInterview(db(), ownerFixture(), draftFixture());
      await confirmCourse(db(), owner, newer.id);
      const [firstChapter] = (await getCourse(db(), owner, newer.id)).chapters;
      await db().update(chapters).set({ status: "done", content: "# Done" }).where(eq(chapters.id, firstChapter!.id));

      const list = await listCourses(db(), owner);
      expect(list.map((course) => course.id)).toEqual([newer.id, older.id]);
      for (const summary of list) expect(courseSummarySchema.parse(summary)).toEqual(summary);
      expect(list[0]).toMatchObject({ status: "generating", chapterCount: 6, doneCount: 1, failedCount: 0 });
      expect(list[1]).toMatchObject({ status: "draft", chapterCount: 6, doneCount: 0 });
      expect(await listCourses(db(), ownerFixture())).toEqual([]);
    });

    it("returns chapters in reading order (module, then position)", async () => {
      const owner = ownerFixture();
      const { id } = await saveDraftFromInterview(db(), owner, draftFixture());
      const course = await confirmCourse(db(), owner, id);
      expect(course.chapters.map((chapter) => [chapter.moduleIndex, chapter.position])).toEqual([
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 0],
        [1, 1],
        [2, 0],
      ]);
      expect(course.chapters.map((chapter) => chapter.title)).toEqual([
        "Pods",
        "Deployments",
        "Rollouts",
        "Services",
        "Ingress",
        "Ship it",
      ]);
    });

    it("refuses to serve a row whose stored outline is damaged, with a safe message", async () => {
      const owner = ownerFixture();
      const { id } = await saveDraftFromInterview(db(), owner, draftFixture());
      await db()
        .update(courses)
        .set({ outline: { title: "" } })
        .where(eq(courses.id, id));
      await expect(getCourse(db(), owner, id)).rejects.toMatchObject({ code: "internal", message: expect.not.stringContaining("title") });
      // The library still lists the owner's other courses.
      const fine = await saveDraftFromInterview(db(), owner, draftFixture());
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      expect((await listCourses(db(), owner)).map((course) => course.id)).toEqual([fine.id]);
      expect(logged).toHaveBeenCalledOnce();
      logged.mockRestore();
    });
  });

  describe("another browser (owner) gets 404 for everything", () => {
    it("cannot read, edit, regenerate, confirm, delete, retry or rewrite", async () => {
      const owner = ownerFixture();
      const stranger = ownerFixture();
      const draft = await saveDraftFromInterview(db(), owner, draftFixture());
      const confirmed = await confirmCourse(db(), owner, (await saveDraftFromInterview(db(), owner, draftFixture())).id);
      const chapterId = confirmed.chapters[0]!.id;
      const designer = async () => outlineFixture({ title: "Hijacked" });
      const attempts = [
        () => getCourse(db(), stranger, draft.id),
        () => updateOutline(db(), stranger, draft.id, outlineFixture({ title: "Hijacked" }), 1),
        () => regenerateOutline(db(), stranger, draft.id, { instruction: "shorter", revision: 1 }, designer),
        () => confirmCourse(db(), stranger, draft.id),
        () => deleteCourse(db(), stranger, draft.id),
        () => getChapter(db(), stranger, confirmed.id, chapterId),
        () => retryChapter(db(), stranger, confirmed.id, chapterId),
        () => requestChapterRewrite(db(), stranger, confirmed.id, chapterId, "too easy"),
      ];
      for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ code: "not_found", status: 404 });
      // Nothing changed for the owner.
      expect(await getCourse(db(), owner, draft.id)).toMatchObject({ status: "draft", revision: 1, title: draft.title });
      expect((await getCourse(db(), owner, confirmed.id)).chapters).toHaveLength(6);
    });

    it("unknown ids and a chapter reached through the wrong course are 404 too", async () => {
      const owner = ownerFixture();
      const a = await confirmCourse(db(), owner, (await saveDraftFromInterview(db(), owner, draftFixture())).id);
      const b = await saveDraftFromInterview(db(), owner, draftFixture());
      await expect(getCourse(db(), owner, "crs_nope")).rejects.toMatchObject({ code: "not_found" });
      await expect(getChapter(db(), owner, b.id, a.chapters[0]!.id)).rejects.toMatchObject({ code: "not_found" });
      await expect(deleteCourse(db(), owner, "crs_nope")).rejects.toMatchObject({ code: "not_found" });
    });
  });

  it("delete removes the course with its chapters and jobs", async () => {
    const owner = ownerFixture();
    const { id } = await confirmCourse(db(), owner, (await saveDraftFromInterview(db(), owner, draftFixture())).id);
    const keep = await confirmCourse(db(), owner, (await saveDraftFromInterview(db(), owner, draftFixture())).id);
    await deleteCourse(db(), owner, id);
    await expect(getCourse(db(), owner, id)).rejects.toMatchObject({ code: "not_found" });
    expect(await db().select().from(chapters).where(eq(chapters.courseId, id))).toEqual([]);
    expect(await db().select().from(generationJobs).where(eq(generationJobs.courseId, id))).toEqual([]);
    expect((await getCourse(db(), owner, keep.id)).chapters).toHaveLength(6);
  });
});
