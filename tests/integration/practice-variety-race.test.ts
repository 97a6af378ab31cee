/**
 * Chapters of a course written at once (the generation worker runs two writers; PostgreSQL runs their
 * saves side by side): each chapter's offline questions are made from what the course asks, so two
 * made at the same time could pick the same question on the scaffolding they share. A first text's
 * questions are made and stored holding the course's write lock (lib/course-scope/course-write-lock),
 * so each chapter's are made from what the others stored: the course never asks a question twice and
 * every chapter still gets at least 4 questions of three kinds. PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withinChapterSave } from "@/app/_compose/practice-composition";
import { saveWrittenChapter, type ChapterPlace, type FirstTextWrites } from "@/features/courses/data/chapter-save";
import { claimChapters } from "@/features/courses/data/generation-queue";
import { comparableAnswer } from "@/features/practice/lib/answer-match";
import { chapterLines, checkCitation } from "@/features/practice/lib/citation-check";
import { practiceItemDraftSchema } from "@/features/practice/lib/practice-item-schemas";
import { practiceItems } from "@/lib/db/practice-schema";
import type { Locale } from "@/lib/i18n/locales";
import { setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { insertCourse } from "@/tests/support/courses/generation-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { scaffoldedChapter } from "@/tests/support/practice/shared-scaffolding";

/** Each chapter's own term, then the scaffolding both share (what both would ask first). */
const TERMS: Record<Locale, string> = { en: "## Terms", zh: "## 术语" };
const text = (language: Locale, title: string, own: string) => `${scaffoldedChapter(language, title, [own], TERMS[language])}\n`;
/** Each chapter's own terms (a chapter of the module each). */
const OWN: Record<Locale, string[]> = {
  en: [
    "- **Loss:** a number that says how wrong the model's predictions are.",
    "- **Learning rate:** how big each step against the gradient is.",
    "- **Batch size:** how many examples one step of training looks at.",
    "- **Epoch:** one pass of training over every example in the data.",
    "- **Overfitting:** a model that learns its training examples by heart and fails on new ones.",
    "- **Regularisation:** a penalty on large weights that keeps a model from overfitting.",
  ],
  zh: [
    "- **损失：**衡量模型预测错得有多离谱的一个数。",
    "- **学习率：**每一步逆着梯度走多远。",
    "- **批大小：**训练的一步看多少个样本。",
    "- **轮次：**训练把数据里的每个样本都过一遍。",
    "- **过拟合：**模型把训练样本背了下来，遇到新样本就出错。",
    "- **正则化：**对过大权重的惩罚，让模型不至于过拟合。",
  ],
};

describe.each(testDatabaseTargets())("two chapters written at once, on $name", (target) => {
  const db = setUpTestDatabase(target);

  /** `count` chapters of one module of a new course, claimed by worker "w", each with its text. */
  async function moduleChapters(language: Locale, count: number) {
    const { outline } = await insertCourse(db(), { language, modules: 1, perModule: count });
    const claimed = await claimChapters(db(), { workerId: "w", limit: count, staleMs: 60_000 });
    expect(claimed).toHaveLength(count);
    return claimed.map((chapter) => {
      const place: ChapterPlace = {
        courseId: chapter.courseId,
        language,
        moduleIndex: chapter.moduleIndex,
        position: chapter.position,
        title: outline.modules[chapter.moduleIndex]!.chapters[chapter.position]!.title,
      };
      return { chapterId: chapter.id, place, content: text(language, place.title, OWN[language][chapter.position]!) };
    });
  }

  async function twoChapters(language: Locale) {
    const [first, second] = await moduleChapters(language, 2);
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

  it.each(["en", "zh"] as const)(
    "%s: a chapter saved while another's questions are made, before they are stored, asks something else; both store 4 or more",
    async (language) => {
      const { first, second } = await twoChapters(language);
      const save = (chapter: typeof first, within = withinChapterSave) =>
        saveWrittenChapter(db(), { chapterId: chapter.chapterId, workerId: "w", content: chapter.content, within, place: chapter.place });

      // The second chapter's questions are made while the course asks nothing yet; the first chapter's
      // save comes before they are stored (the other writer), with every chance to land in between.
      let firstSaved: ReturnType<typeof save> | undefined;
      const madeSecond: FirstTextWrites = async (...args) => {
        const writes = await withinChapterSave.withFirstText!(...args);
        firstSaved = save(first);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return writes;
      };
      const committed = { saved: true, within: "committed" };
      expect(await save(second, Object.assign(withinChapterSave.bind(null), { withFirstText: madeSecond }))).toEqual(committed);
      expect(await firstSaved).toEqual(committed);

      await expectDistinct([first, second]);
    },
  );

  it.each(["en", "zh"] as const)(
    "%s: chapters of a module saved at the same instant never ask the same question, each still with 4 or more",
    async (language) => {
      // PostgreSQL runs the saves side by side (a pool of connections): each chapter's questions are
      // made before any of the others' are stored, and each statement starts before the others commit.
      for (let round = 0; round < 3; round += 1) {
        const chapters = await moduleChapters(language, OWN[language].length);
        const saved = await Promise.all(
          chapters.map((chapter) =>
            saveWrittenChapter(db(), {
              chapterId: chapter.chapterId,
              workerId: "w",
              content: chapter.content,
              within: withinChapterSave,
              place: chapter.place,
            }),
          ),
        );
        expect(saved).toEqual(chapters.map(() => ({ saved: true, within: "committed" })));
        await expectDistinct(chapters);
      }
    },
  );
});
