/**
 * Questions are made when a chapter is written (issue 24): the real chapter writer on the offline
 * model, its hooks wired as the app wires them (app/_compose/practice-composition.ts: with the
 * offline model, inside the transaction that saves the text),
 * and a rewrite that turns the old questions stale and makes new ones. PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { afterChapterWritten, withinChapterSave } from "@/app/_compose/practice-composition";
import { requestChapterRewrite } from "@/features/courses/data/chapter-queries";
import { confirmCourse } from "@/features/courses/data/confirm-course";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import type { GenerationWorker } from "@/features/courses/server/generation-worker";
import { chapterHash } from "@/features/practice/data/practice-writes";
import { chapterLines, checkCitation } from "@/features/practice/lib/citation-check";
import { practiceItemDraftSchema } from "@/features/practice/lib/practice-item-schemas";
import { isScaffoldLabel } from "@/lib/ai/offline/text/scaffold-label";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters, courses } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { draftFixture, ownerFixture } from "@/tests/support/courses/course-test-kit";
import { startTestWorker, untilWorkerDid as until } from "@/tests/support/courses/generation-test-kit";
import { describeOnDatabases } from "@/tests/support/db/describe-on-databases";

describeOnDatabases("questions made as chapters are written, on $name", (handle) => {
  let worker: GenerationWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  const startWorker = () => {
    worker = startTestWorker(handle.db, { onChapterWritten: afterChapterWritten, withinChapterSave });
  };
  const courseReady = (courseId: string) => async () => {
    const [row] = await handle.db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
    return row?.status === "ready";
  };
  const itemsOf = (chapterId: string) => handle.db.select().from(practiceItems).where(eq(practiceItems.chapterId, chapterId));

  async function confirmed(language: Locale) {
    const ownerId = ownerFixture();
    const draft = await saveDraftFromInterview(handle.db, ownerId, draftFixture({ language }));
    await confirmCourse(handle.db, ownerId, draft.id);
    return { ownerId, courseId: draft.id };
  }

  /** A confirmed course in `language`, written by the worker to the end, and its chapters. */
  async function written(language: Locale) {
    const course = await confirmed(language);
    startWorker();
    await until(courseReady(course.courseId));
    const rows = await handle.db.select().from(chapters).where(eq(chapters.courseId, course.courseId));
    return { ...course, rows };
  }

  it.each(["en", "zh"] as const)(
    "%s: every written chapter has at least 4 questions of three kinds, checked against its text",
    async (language) => {
      const { rows } = await written(language);
      expect(rows.length).toBeGreaterThan(0);
      for (const chapter of rows) {
        const items = await itemsOf(chapter.id);
        expect(items.length, chapter.title).toBeGreaterThanOrEqual(4);
        expect(new Set(items.map((item) => item.kind))).toEqual(new Set(["cloze", "choice", "short"]));
        // A chapter's scaffolding ("What it is", "Why it matters", 它是什么) is never an option: it tests nothing.
        const options = items.flatMap((item) => practiceItemDraftSchema.parse(item).options ?? []).map((option) => option.text);
        expect(options.filter(isScaffoldLabel), chapter.title).toEqual([]);
        for (const item of items) {
          expect(item).toMatchObject({ status: "active", source: "offline", language, chapterHash: chapterHash(chapter.content!) });
          expect(checkCitation(practiceItemDraftSchema.parse(item), chapterLines(chapter.content!))).toEqual({ ok: true });
        }
      }
    },
  );

  it.each(["en", "zh"] as const)(
    "%s: across the course's chapters no two questions ask the same thing with different answers",
    async (language) => {
      const { rows } = await written(language);
      expect(rows.length).toBeGreaterThan(1);
      // /review mixes chapters: a prompt seen twice must expect the same answer both times.
      const answers = new Map<string, { answer: string; chapter: string }>();
      for (const chapter of rows) {
        for (const item of await itemsOf(chapter.id)) {
          const seen = answers.get(item.prompt);
          if (seen) expect(item.answer, `${item.prompt} (${seen.chapter} / ${chapter.title})`).toBe(seen.answer);
          else answers.set(item.prompt, { answer: item.answer, chapter: chapter.title });
        }
      }
    },
  );

  it("a rewritten chapter's questions go stale and its new text gets new ones", async () => {
    const { ownerId, courseId, rows } = await written("en");
    const chapter = rows.find((row) => row.position === 0);
    const before = await itemsOf(chapter!.id);
    await requestChapterRewrite(handle.db, ownerId, courseId, chapter!.id, "more examples");
    worker!.wake();
    await until(async () =>
      (await itemsOf(chapter!.id)).some((item) => item.status === "active" && !before.some((old) => old.id === item.id)),
    );
    const after = await itemsOf(chapter!.id);
    const [rewritten] = await handle.db.select().from(chapters).where(eq(chapters.id, chapter!.id));
    expect(after.filter((item) => before.some((old) => old.id === item.id)).every((item) => item.status === "stale")).toBe(true);
    const fresh = after.filter((item) => item.status === "active");
    expect(fresh.length).toBeGreaterThanOrEqual(4);
    expect(fresh.every((item) => item.chapterHash === chapterHash(rewritten!.content!))).toBe(true);
  });
});
