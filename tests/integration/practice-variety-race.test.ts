/**
 * Two chapters of a course written at once (the generation worker runs two writers): each chapter's
 * offline questions are made from what the course asks when its text is ready, so both can pick the
 * same question on the scaffolding they share. The statement that saves the later text skips a
 * question the course asks by then and takes one of its spares instead, so the course does not ask it
 * twice and the chapter still gets at least 4 questions of three kinds. PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withinChapterSave } from "@/app/_compose/practice-composition";
import { saveWrittenChapter, type ChapterPlace, type FirstTextWrites } from "@/features/courses/data/chapter-save";
import { claimChapters } from "@/features/courses/data/generation-queue";
import { comparableAnswer } from "@/features/practice/lib/answer-match";
import { chapterLines, checkCitation } from "@/features/practice/lib/citation-check";
import { practiceItemDraftSchema } from "@/features/practice/lib/practice-item-schemas";
import { replaceRepeatedQuestions } from "@/features/practice/server/repeated-questions";
import { practiceItems } from "@/lib/db/practice-schema";
import type { Locale } from "@/lib/i18n/locales";
import { setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { insertCourse } from "@/tests/support/courses/generation-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { scaffoldedChapter } from "@/tests/support/practice/shared-scaffolding";

/** Each chapter's own term, then the scaffolding both share (what both would ask first). */
const TERMS: Record<Locale, string> = { en: "## Terms", zh: "## 术语" };
const text = (language: Locale, title: string, own: string) => `${scaffoldedChapter(language, title, [own], TERMS[language])}\n`;
const OWN: Record<Locale, [string, string]> = {
  en: [
    "- **Loss:** a number that says how wrong the model's predictions are.",
    "- **Learning rate:** how big each step against the gradient is.",
  ],
  zh: ["- **损失：**衡量模型预测错得有多离谱的一个数。", "- **学习率：**每一步逆着梯度走多远。"],
};

describe.each(testDatabaseTargets())("two chapters written at once, on $name", (target) => {
  const db = setUpTestDatabase(target);

  /** Two chapters of a new course, claimed by worker "w", each with its text. */
  async function twoChapters(language: Locale) {
    const { outline } = await insertCourse(db(), { language, modules: 1, perModule: 2 });
    const claimed = await claimChapters(db(), { workerId: "w", limit: 2, staleMs: 60_000 });
    expect(claimed).toHaveLength(2);
    const [first, second] = claimed.map((chapter) => {
      const place: ChapterPlace = {
        courseId: chapter.courseId,
        language,
        moduleIndex: chapter.moduleIndex,
        position: chapter.position,
        title: outline.modules[chapter.moduleIndex]!.chapters[chapter.position]!.title,
      };
      return { chapterId: chapter.id, place, content: text(language, place.title, OWN[language][chapter.position]!) };
    });
    return { first: first!, second: second! };
  }

  /** Every chapter's questions: at least 4, of three kinds, each supported by its text; no prompt twice in the course. */
  async function expectDistinct(chapters: readonly { chapterId: string; place: ChapterPlace; content: string }[]) {
    const items = await db().select().from(practiceItems).where(eq(practiceItems.courseId, chapters[0]!.place.courseId));
    const prompts = items.map((item) => comparableAnswer(item.prompt));
    expect(new Set(prompts).size).toBe(prompts.length);
    for (const chapter of chapters) {
      const own = items.filter((item) => item.chapterId === chapter.chapterId);
      expect(own.length, chapter.place.title).toBeGreaterThanOrEqual(4);
      expect(new Set(own.map((item) => item.kind))).toEqual(new Set(["cloze", "choice", "short"]));
      for (const item of own)
        expect(checkCitation(practiceItemDraftSchema.parse(item), chapterLines(chapter.content))).toEqual({ ok: true });
    }
  }

  it.each(["en", "zh"] as const)("%s: the later save skips what the earlier one asks and still stores 4 or more", async (language) => {
    const { first, second } = await twoChapters(language);
    const save = (chapter: typeof first, within = withinChapterSave) =>
      saveWrittenChapter(db(), { chapterId: chapter!.chapterId, workerId: "w", content: chapter!.content, within, place: chapter!.place });

    // The second chapter's questions are made while the course asks nothing yet; the first is saved
    // before the second's statement runs (as the other writer's save lands in between).
    const madeFirst: FirstTextWrites = async (...args) => {
      const writes = await withinChapterSave.withFirstText!(...args);
      expect(await save(first)).toEqual({ saved: true, within: "committed" });
      return writes;
    };
    expect(await save(second, Object.assign(withinChapterSave.bind(null), { withFirstText: madeFirst }))).toEqual({
      saved: true,
      within: "committed",
    });

    await expectDistinct([first, second]);
  });

  it.each(["en", "zh"] as const)(
    "%s: a question two saves at the same moment both stored is replaced in the later chapter, which keeps its count",
    async (language) => {
      const { first, second } = await twoChapters(language);
      for (const chapter of [first, second]) {
        const saved = await saveWrittenChapter(db(), {
          chapterId: chapter.chapterId,
          workerId: "w",
          content: chapter.content,
          within: withinChapterSave,
          place: chapter.place,
        });
        expect(saved).toEqual({ saved: true, within: "committed" });
      }
      // What PostgreSQL's side-by-side statements can leave: the second chapter asks a question of the
      // scaffolding the first asks too (the same lines in both texts), word for word.
      const asked = await db().select().from(practiceItems).where(eq(practiceItems.chapterId, first.chapterId));
      const theirs = await db().select().from(practiceItems).where(eq(practiceItems.chapterId, second.chapterId));
      const shared = asked.find((item) => !item.answer.includes(first.place.title) && theirs.some((other) => other.kind === item.kind));
      const mine = theirs.find((item) => item.kind === shared!.kind)!;
      const { prompt, options, answer, accepted, keyPoints, lineStart, lineEnd } = shared!;
      await db()
        .update(practiceItems)
        .set({ prompt, options, answer, accepted, keyPoints, lineStart, lineEnd })
        .where(eq(practiceItems.id, mine.id));

      expect(await replaceRepeatedQuestions(db(), { courseId: second.place.courseId, chapterId: second.chapterId })).toBe(1);
      // The first chapter's copy stays; the second's row is another question now, the same row and card.
      const [replaced] = await db()
        .select()
        .from(practiceItems)
        .where(and(eq(practiceItems.id, mine.id), ne(practiceItems.prompt, prompt)));
      expect(replaced?.kind).toBe(shared!.kind);
      expect(await db().select().from(practiceItems).where(eq(practiceItems.chapterId, second.chapterId))).toHaveLength(theirs.length);
      await expectDistinct([first, second]);
      // Nothing repeated: nothing to do.
      expect(await replaceRepeatedQuestions(db(), { courseId: first.place.courseId, chapterId: first.chapterId })).toBe(0);
    },
  );
});
