/**
 * A chapter's first text is saved with its offline questions in one statement (features/courses/data/
 * chapter-save.ts saveFirstText, app/_compose/practice-composition.ts withFirstText): the questions
 * are written only if the text is, always of that text; a failure of the question part costs the
 * text nothing; a rewrite, a lost claim or a chapter no longer where its writes were made for goes
 * the transaction's way. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withinChapterSave } from "@/app/_compose/practice-composition";
import { saveWrittenChapter, type ChapterPlace, type ChapterSaveHook } from "@/features/courses/data/chapter-save";
import { claimChapters } from "@/features/courses/data/generation-queue";
import { chapterHash } from "@/features/practice/data/practice-writes";
import { newCard } from "@/features/practice/lib/review-schedule";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters } from "@/lib/db/schema";
import { setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { insertCourse } from "@/tests/support/courses/generation-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";

const TEXT = [
  "# Key ideas: part 1.1",
  "",
  "Gradient descent lowers the loss one small step at a time.",
  "",
  "- **Learning rate:** how far each step moves the weights downhill.",
  "- **Loss function:** the number that says how wrong the model is.",
  "- **Gradient:** the direction in which the loss grows fastest.",
  "",
].join("\n");

describe.each(testDatabaseTargets())("a first text saved with its questions in one statement, on $name", (target) => {
  const db = setUpTestDatabase(target);

  /** The course's first chapter, claimed by worker "w", and where it sits. */
  async function claimed() {
    const { outline } = await insertCourse(db(), { language: "en", modules: 1, perModule: 2 });
    const [chapter] = await claimChapters(db(), { workerId: "w", limit: 1, staleMs: 60_000 });
    if (!chapter) throw new Error("fixture missing");
    // The oldest queued chapter: another course's, when an earlier fixture left one (all have the same outline).
    const place: ChapterPlace = {
      courseId: chapter.courseId,
      language: "en",
      moduleIndex: chapter.moduleIndex,
      position: chapter.position,
      title: outline.modules[chapter.moduleIndex]!.chapters[chapter.position]!.title,
    };
    return { chapterId: chapter.id, place };
  }
  const contentOf = async (chapterId: string) =>
    (await db().select({ content: chapters.content, status: chapters.status }).from(chapters).where(eq(chapters.id, chapterId)))[0];
  const itemsOf = (chapterId: string) => db().select().from(practiceItems).where(eq(practiceItems.chapterId, chapterId));
  /** The transaction's hook, recording that it ran: the one statement never runs it. */
  const recording = (ran: string[]): ChapterSaveHook =>
    Object.assign(
      async (tx: Parameters<ChapterSaveHook>[0], saved: Parameters<ChapterSaveHook>[1]) => {
        ran.push(saved.rewritten ? "rewrite" : "first");
        await withinChapterSave(tx, saved);
      },
      { withFirstText: withinChapterSave.withFirstText },
    );

  it("writes the text and its checked questions with their cards together, without the transaction's hook", async () => {
    const { chapterId, place } = await claimed();
    const ran: string[] = [];
    expect(await saveWrittenChapter(db(), { chapterId, workerId: "w", content: TEXT, within: recording(ran), place })).toEqual({
      saved: true,
      within: "committed",
    });
    expect(ran).toEqual([]);
    expect(await contentOf(chapterId)).toEqual({ content: TEXT, status: "done" });
    const items = await itemsOf(chapterId);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.chapterHash === chapterHash(TEXT) && item.status === "active" && item.source === "offline")).toBe(
      true,
    );
    expect(new Set(items.map((item) => item.courseId))).toEqual(new Set([place.courseId]));
    // Each with its FSRS card (the card columns' defaults): ts-fsrs's new card, due as it was made.
    for (const item of items) expect(item).toMatchObject(newCard(item.due));
    expect(items.every((item) => Math.abs(item.due.getTime() - Date.now()) < 60_000)).toBe(true);
  });

  it("a question part that fails, in the making or in the statement, costs the text nothing and writes no question", async () => {
    for (const withFirstText of [
      async () => {
        throw new Error("the maker broke");
      },
      // A question row the table refuses (no owner, no text): the statement fails as a whole.
      async () => sql`broken as (insert into ${practiceItems} (id) select 'x' from saved_chapter)`,
    ]) {
      const { chapterId, place } = await claimed();
      const hook = Object.assign(async () => {}, { withFirstText });
      const outcome = await saveWrittenChapter(db(), { chapterId, workerId: "w", content: TEXT, within: hook, place });
      expect(outcome).toMatchObject({ saved: true, within: "failed" });
      expect(await contentOf(chapterId)).toEqual({ content: TEXT, status: "done" });
      expect(await itemsOf(chapterId)).toEqual([]);
    }
  });

  it("a lost claim saves nothing and writes no question", async () => {
    const { chapterId, place } = await claimed();
    expect(await saveWrittenChapter(db(), { chapterId, workerId: "another", content: TEXT, within: withinChapterSave, place })).toEqual({
      saved: false,
    });
    expect(await contentOf(chapterId)).toEqual({ content: null, status: "writing" });
    expect(await db().select().from(practiceItems)).toEqual([]);
  });

  it("a chapter no longer where its questions were made for, or a rewrite, is saved in the transaction with its hook", async () => {
    const { chapterId, place } = await claimed();
    const ran: string[] = [];
    const moved = { ...place, title: "Another title" };
    expect(await saveWrittenChapter(db(), { chapterId, workerId: "w", content: TEXT, within: recording(ran), place: moved })).toEqual({
      saved: true,
      within: "committed",
    });
    expect(ran).toEqual(["first"]);
    // The questions the transaction made cite the chapter where it really is.
    const before = await itemsOf(chapterId);
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(new Set(before.map((item) => item.citedPath))).toEqual(new Set(["chapters/01-01-key-ideas-part-1-1.md"]));

    await db().update(chapters).set({ status: "writing", claimedBy: "w" }).where(eq(chapters.id, chapterId));
    const rewritten = `${TEXT}\nOne more paragraph: the rewrite adds an example of a step.\n`;
    expect(await saveWrittenChapter(db(), { chapterId, workerId: "w", content: rewritten, within: recording(ran), place })).toEqual({
      saved: true,
      within: "committed",
    });
    expect(ran).toEqual(["first", "rewrite"]);
    const after = await itemsOf(chapterId);
    expect(after.filter((item) => before.some((was) => was.id === item.id)).map((item) => item.status)).toEqual(before.map(() => "stale"));
    expect(after.filter((item) => item.status === "active").every((item) => item.chapterHash === chapterHash(rewritten))).toBe(true);
  });
});
