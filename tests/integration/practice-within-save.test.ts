/**
 * With the offline model, a chapter's questions are made and stored inside the transaction that
 * saves its text (app/_compose/practice-composition.ts withinChapterSave): the text and its
 * questions commit together, a rewrite's older questions go stale in the same breath, a question
 * the check refuses is never stored, and a failing hook costs the text nothing (its questions are
 * then made after the save). PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { afterChapterWritten, withinChapterSave } from "@/app/_compose/practice-composition";
import { runChapterWriter } from "@/features/courses/agents/chapter-writer-agent";
import { saveWrittenChapter, type ChapterSaveOutcome } from "@/features/courses/data/chapter-save";
import { loadChapterRequest } from "@/features/courses/data/chapter-request";
import { claimChapters } from "@/features/courses/data/generation-queue";
import { storeQuestionsWithinSave } from "@/features/practice/data/questions-within-save";
import { chapterHash } from "@/features/practice/data/practice-writes";
import { chapterLines, checkCitation } from "@/features/practice/lib/citation-check";
import { practiceItemDraftSchema } from "@/features/practice/lib/practice-item-schemas";
import { makeOfflineQuestions } from "@/features/practice/offline/question-maker";
import { syncCoursePractice } from "@/features/practice/server/practice-sync";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { insertCourse } from "@/tests/support/courses/generation-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";

describe.each(testDatabaseTargets())("questions stored with the chapter's text, on $name", (target) => {
  const db = setUpTestDatabase(target);

  /** A course whose first chapter is claimed by worker "w". */
  async function claimed(language: Locale = "en") {
    const { courseId } = await insertCourse(db(), { language, modules: 2, perModule: 1 });
    const [chapter] = await claimChapters(db(), { workerId: "w", limit: 1, staleMs: 60_000 });
    const request = chapter && (await loadChapterRequest(db(), chapter.id));
    if (!chapter || !request) throw new Error("fixture missing");
    expect(chapter.hadText).toBe(false);
    return { courseId, chapterId: chapter.id, request, chapter };
  }
  /** The chapter written by the real writer on the offline model as the worker runs it, its questions saved with it (a first text: in one statement). */
  async function written(language: Locale = "en") {
    const fixture = await claimed(language);
    const saves: ChapterSaveOutcome[] = [];
    const model = createOfflineModel({ chunkDelayMs: 0 });
    const run = {
      model,
      db: db(),
      workerId: "w",
      within: withinChapterSave,
      claimed: fixture.chapter,
      onSaved: (save: ChapterSaveOutcome) => saves.push(save),
    };
    expect(await runChapterWriter({ ...run, chapterId: fixture.chapterId, request: fixture.request })).toBe("saved");
    expect(saves).toEqual([{ saved: true, within: "committed" }]);
    return { ...fixture, content: await contentOf(fixture.chapterId) };
  }
  const contentOf = async (chapterId: string) => {
    const [row] = await db().select({ content: chapters.content }).from(chapters).where(eq(chapters.id, chapterId));
    return row!.content!;
  };
  const itemsOf = (chapterId: string) => db().select().from(practiceItems).where(eq(practiceItems.chapterId, chapterId));
  /** The chapter back in the queue and claimed again, as a rewrite is. */
  async function reclaim(chapterId: string) {
    await db()
      .update(chapters)
      .set({ status: "queued", notBefore: new Date(0) })
      .where(eq(chapters.id, chapterId));
    const [again] = await claimChapters(db(), { workerId: "w", limit: 1, staleMs: 60_000 });
    // The claim says it is a rewrite: the worker saves it in the transaction, where its older questions are retired.
    expect(again).toMatchObject({ id: chapterId, hadText: true });
  }

  it.each(["en", "zh"] as const)(
    "%s: a first text commits with at least 4 questions of three kinds, each checked against it and with its card",
    async (language) => {
      const { chapterId, content } = await written(language);
      const items = await itemsOf(chapterId);
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(new Set(items.map((item) => item.kind))).toEqual(new Set(["cloze", "choice", "short"]));
      for (const item of items) {
        expect(item).toMatchObject({ status: "active", source: "offline", language, chapterHash: chapterHash(content) });
        expect(checkCitation(practiceItemDraftSchema.parse(item), chapterLines(content))).toEqual({ ok: true });
      }
      // Each with its FSRS card: new, never reviewed, due as it was made.
      expect(items.every((item) => item.state === 0 && item.reps === 0 && item.lastReview === null)).toBe(true);
      expect(items.every((item) => Math.abs(item.due.getTime() - Date.now()) < 60_000)).toBe(true);
    },
  );

  it("a rewrite stales the older text's questions as it saves the new text with its own, even with the practice page reading meanwhile; the same text again makes none twice", async () => {
    const { courseId, chapterId, content } = await written();
    const before = await itemsOf(chapterId);
    await reclaim(chapterId);
    const rewritten = `${content}\n\nOne more paragraph: a rewrite asked for more examples, and here they are.\n`;
    const racing: Promise<unknown>[] = [];
    const outcome = await saveWrittenChapter(db(), {
      chapterId,
      workerId: "w",
      content: rewritten,
      within: async (tx, saved) => {
        expect(saved).toMatchObject({ courseId, chapterId, rewritten: true, content: rewritten, language: "en" });
        // The practice page makes missing questions on its own connection (PostgreSQL) while this text is being saved.
        racing.push(syncCoursePractice(db(), saved.ownerId, courseId));
        await withinChapterSave(tx, saved);
      },
    });
    await Promise.all(racing);
    expect(outcome).toEqual({ saved: true, within: "committed" });
    const after = await itemsOf(chapterId);
    const old = after.filter((item) => before.some((was) => was.id === item.id));
    expect(old.map((item) => item.status)).toEqual(before.map(() => "stale"));
    const active = after.filter((item) => item.status === "active");
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(active.every((item) => item.chapterHash === chapterHash(rewritten))).toBe(true);

    await reclaim(chapterId);
    expect(await saveWrittenChapter(db(), { chapterId, workerId: "w", content: rewritten, within: withinChapterSave })).toEqual({
      saved: true,
      within: "committed",
    });
    expect((await itemsOf(chapterId)).map((item) => [item.id, item.status]).toSorted()).toEqual(
      after.map((item) => [item.id, item.status]).toSorted(),
    );
  });

  it("a question the check refuses is never stored; a failing hook rolls back what it stored and costs the text nothing", async () => {
    const { courseId, chapterId, request } = await claimed();
    const content = `# ${request.title}\n\nGradient descent lowers the loss one small step at a time.\n`;
    const good = {
      kind: "cloze" as const,
      prompt: "Fill in the blank: ____ lowers the loss one small step at a time.",
      options: null,
      answer: "Gradient descent",
      accepted: [],
      keyPoints: [],
      lineStart: 3,
      lineEnd: 3,
    };
    let refused: string[] = [];
    const failing = await saveWrittenChapter(db(), {
      chapterId,
      workerId: "w",
      content,
      within: async (tx, saved) => {
        const drafts = [
          good,
          { ...good, lineStart: 9, lineEnd: 9 },
          { ...good, kind: "short" as const, keyPoints: ["momentum speeds it up"] },
        ];
        const stored = await storeQuestionsWithinSave(tx, { ...saved, path: "chapters/01-01-x.md", lines: chapterLines(content), drafts });
        refused = stored.refused.map((refusal) => refusal.reason);
        expect(stored.stored).toBe(1);
        expect(await tx.select().from(practiceItems).where(eq(practiceItems.chapterId, chapterId))).toHaveLength(1);
        throw new Error("practice is down");
      },
    });
    expect(refused).toEqual(["cites lines 9-9, but the chapter has 4", "the key point “momentum speeds it up” is not in the cited lines"]);
    expect(failing).toMatchObject({ saved: true, within: "failed", error: new Error("practice is down") });
    expect(await contentOf(chapterId)).toBe(content);
    expect(await itemsOf(chapterId)).toEqual([]);
    // The worker then makes them after the save, from the text as saved.
    await afterChapterWritten({ db: db(), courseId, chapterId, savedWithin: false });
    const items = await itemsOf(chapterId);
    expect(items.length).toBe(makeOfflineQuestions("en", { path: "chapters/01-01-x.md", title: request.title, content }).length);
    expect(items.every((item) => item.chapterHash === chapterHash(content) && item.status === "active")).toBe(true);
  });
});
