import { describe, expect, it, vi } from "vitest";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { AppError } from "@/lib/errors";
import { courseDetailSchema } from "../contract";
import { confirmCourse, getCourse, regenerateOutline, saveDraftFromInterview, updateOutline, type OutlineDesigner } from "./course-queries";
import { draftFixture, outlineFixture, ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";

describe.each(testDatabaseTargets())("outline edits on $name", (target) => {
  const db = setUpTestDatabase(target);

  async function draft() {
    const owner = ownerFixture();
    const course = await saveDraftFromInterview(db(), owner, draftFixture());
    return { owner, course };
  }

  describe("updateOutline", () => {
    it("saves an edit made on the current revision, bumps it and recomputes the total", async () => {
      const { owner, course } = await draft();
      const edited = outlineFixture({ estimatedMinutes: 9999 });
      edited.modules.reverse();
      edited.modules[0]!.chapters[0]!.minutes = 45;
      const saved = await updateOutline(db(), owner, course.id, edited, 1);
      expect(saved.revision).toBe(2);
      expect(saved.outline.modules.map((module) => module.title)).toEqual(edited.modules.map((module) => module.title));
      expect(saved.estimatedMinutes).toBe(145);
      expect(saved.outline.estimatedMinutes).toBe(145);
      expect(await getCourse(db(), owner, course.id)).toEqual(saved);
    });

    it("a stale revision is a 409 carrying the current course, and nothing changes", async () => {
      const { owner, course } = await draft();
      const tabA = await updateOutline(db(), owner, course.id, outlineFixture({ title: "Tab A" }), 1);
      const error = await updateOutline(db(), owner, course.id, outlineFixture({ title: "Tab B" }), 1).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: "conflict",
        status: 409,
        message: "This outline was changed in another tab. The latest version is shown.",
      });
      const details = (error as AppError).details as { course: unknown };
      expect(courseDetailSchema.parse(details.course)).toEqual(tabA);
      expect(await getCourse(db(), owner, course.id)).toEqual(tabA);
    });

    it("of two concurrent edits on one revision exactly one wins, whole", async () => {
      const { owner, course } = await draft();
      const two = outlineFixture({ title: "Two modules" });
      two.modules = two.modules.slice(0, 2);
      const results = await Promise.allSettled([
        updateOutline(db(), owner, course.id, outlineFixture({ title: "Three modules" }), 1),
        updateOutline(db(), owner, course.id, two, 1),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const saved = await getCourse(db(), owner, course.id);
      expect(saved.revision).toBe(2);
      expect(saved.outline.modules).toHaveLength(saved.title === "Two modules" ? 2 : 3);
    });

    it.each([
      ["an empty chapter title", (o: ReturnType<typeof outlineFixture>) => void (o.modules[0]!.chapters[0]!.title = "  ")],
      ["a module without chapters", (o: ReturnType<typeof outlineFixture>) => void (o.modules[1]!.chapters = [])],
      ["a single module", (o: ReturnType<typeof outlineFixture>) => void (o.modules = o.modules.slice(0, 1))],
      ["a 0-minute chapter", (o: ReturnType<typeof outlineFixture>) => void (o.modules[0]!.chapters[0]!.minutes = 0)],
      [
        "too few minutes in total",
        (o: ReturnType<typeof outlineFixture>) => {
          o.modules = [
            { ...o.modules[0]!, chapters: [{ ...o.modules[0]!.chapters[0]!, minutes: 5 }] },
            { ...o.modules[1]!, chapters: [{ ...o.modules[1]!.chapters[0]!, minutes: 5 }] },
          ];
        },
      ],
    ])("refuses %s with a message and keeps the saved outline", async (_case, breakIt) => {
      const { owner, course } = await draft();
      const broken = outlineFixture();
      breakIt(broken);
      await expect(updateOutline(db(), owner, course.id, broken, 1)).rejects.toMatchObject({
        code: "bad_request",
        message: expect.stringMatching(/The saved outline is unchanged\.$/),
      });
      expect(await getCourse(db(), owner, course.id)).toEqual(course);
    });

    it("a confirmed course's outline can no longer change (409)", async () => {
      const { owner, course } = await draft();
      await confirmCourse(db(), owner, course.id);
      await expect(updateOutline(db(), owner, course.id, outlineFixture({ title: "Late" }), 1)).rejects.toMatchObject({
        code: "conflict",
        message: expect.stringContaining("already confirmed"),
      });
    });
  });

  describe("regenerateOutline", () => {
    it("hands the designer the saved outline (hand edits included) and the instruction, then saves the result", async () => {
      const { owner, course } = await draft();
      const handEdited = outlineFixture({ title: "My own title" });
      await updateOutline(db(), owner, course.id, handEdited, 1);
      const designer = vi.fn<OutlineDesigner>(async (request) => ({
        ...request.currentOutline,
        modules: request.currentOutline.modules.slice(1),
      }));
      const saved = await regenerateOutline(db(), owner, course.id, { instruction: "skip the basics", revision: 2 }, designer);
      expect(designer).toHaveBeenCalledWith({
        language: "en",
        goal: "Kubernetes",
        profile: course.profile,
        currentOutline: { ...handEdited, estimatedMinutes: 120 },
        instruction: "skip the basics",
      });
      expect(saved).toMatchObject({ revision: 3, title: "My own title", estimatedMinutes: 60 });
      expect(saved.outline.modules).toHaveLength(2);
    });

    it("a stale revision is refused before the designer runs", async () => {
      const { owner, course } = await draft();
      await updateOutline(db(), owner, course.id, outlineFixture({ title: "Tab A" }), 1);
      const designer = vi.fn<OutlineDesigner>();
      await expect(regenerateOutline(db(), owner, course.id, { instruction: "shorter", revision: 1 }, designer)).rejects.toMatchObject({
        code: "conflict",
        details: { course: expect.objectContaining({ title: "Tab A", revision: 2 }) },
      });
      expect(designer).not.toHaveBeenCalled();
    });

    it("an edit made while the designer works wins: the redesign is refused (409)", async () => {
      const { owner, course } = await draft();
      const designer: OutlineDesigner = async (request) => {
        await updateOutline(db(), owner, course.id, outlineFixture({ title: "Edited meanwhile" }), 1);
        return { ...request.currentOutline, title: "Redesigned" };
      };
      await expect(regenerateOutline(db(), owner, course.id, { instruction: "shorter", revision: 1 }, designer)).rejects.toMatchObject({
        code: "conflict",
      });
      expect((await getCourse(db(), owner, course.id)).title).toBe("Edited meanwhile");
    });

    it("a failing or confused designer leaves the outline as it was, with a safe error", async () => {
      const { owner, course } = await draft();
      const failing: OutlineDesigner = async () => {
        throw new Error("ECONNRESET at provider with sk-secret");
      };
      await expect(regenerateOutline(db(), owner, course.id, { instruction: "shorter", revision: 1 }, failing)).rejects.toMatchObject({
        code: "model_failed",
        message: expect.not.stringContaining("sk-secret"),
      });
      const confused = (async () => ({ title: "no modules" })) as unknown as OutlineDesigner;
      await expect(regenerateOutline(db(), owner, course.id, { instruction: "shorter", revision: 1 }, confused)).rejects.toMatchObject({
        code: "outline_invalid",
      });
      expect(await getCourse(db(), owner, course.id)).toEqual(course);
    });

    it("only drafts can be regenerated", async () => {
      const { owner, course } = await draft();
      await confirmCourse(db(), owner, course.id);
      const designer = vi.fn<OutlineDesigner>();
      await expect(regenerateOutline(db(), owner, course.id, { instruction: "shorter", revision: 1 }, designer)).rejects.toMatchObject({
        code: "conflict",
      });
      expect(designer).not.toHaveBeenCalled();
    });
  });
});
