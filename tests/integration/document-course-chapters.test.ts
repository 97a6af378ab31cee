/**
 * A course made from the learner's document, written with no key: the generation worker asks the
 * sources' search (app/_compose/chapter-material.ts) for the passages of the course's sources on
 * each chapter, the offline writer quotes their sentences with where they are, and the offline
 * practice questions made as the chapter is saved therefore come from the document.
 * PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { findChapterMaterial } from "@/app/_compose/chapter-material";
import { afterChapterWritten, withinChapterSave } from "@/app/_compose/practice-composition";
import type { GenerationWorker } from "@/features/courses/server/generation-worker";
import { chapterLines } from "@/features/practice/lib/citation-check";
import { acceptPaste } from "@/features/sources/data/source-intake";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters, courses } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { insertCourse, startTestWorker, untilWorkerDid } from "@/tests/support/courses/generation-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { CHINESE_CHAPTER, PHOTOSYNTHESIS_CHAPTER, SOURDOUGH_SECTIONS } from "@/tests/support/interview/material-fixtures";
import { drainSources } from "@/tests/support/sources/index-kit";

const until = (check: () => Promise<boolean>) => untilWorkerDid(check, 20_000);

/** One writer on the offline model with no delay between its chunks. */
const oneWriter = () => ({ model: createOfflineModel({ chunkDelayMs: 0 }), concurrency: 1 });

/** A document, one chapter of the course made from it, and the document's sentences that chapter is about. */
const CASES: Record<Locale, { title: string; document: string; chapter: { title: string; objective: string }; sentences: string[] }> = {
  en: {
    title: "photosynthesis",
    document: PHOTOSYNTHESIS_CHAPTER,
    chapter: {
      title: "Light-dependent reactions",
      objective: "After this chapter you can explain how chlorophyll absorbs light and splits water in the thylakoid membranes.",
    },
    sentences: ["In the thylakoid membranes, chlorophyll absorbs light and splits water, releasing oxygen."],
  },
  zh: {
    title: "细胞的结构",
    document: CHINESE_CHAPTER,
    chapter: { title: "细胞膜", objective: "学完本章，你能说清细胞膜由什么构成、控制什么。" },
    sentences: ["细胞膜由磷脂双分子层构成，控制物质进出。"],
  },
};

/**
 * A course the offline designer made from a document: each module is one of the document's sections,
 * each chapter frames it in words the document never uses ("Key ideas: …", "核心概念：…").
 */
const FRAMED: Record<
  Locale,
  { title: string; document: string; module: string; chapter: { title: string; objective: string }; sentence: string }
> = {
  en: {
    title: "sourdough",
    document: ["# The Sourdough Baker's Handbook", "", ...SOURDOUGH_SECTIONS].join("\n"),
    module: "Hydration",
    chapter: {
      title: "Key ideas: Hydration",
      objective: "After this chapter you can explain the main ideas behind “Hydration” in your own words.",
    },
    sentence: "Hydration is the weight of water divided by the weight of flour, written as a percentage.",
  },
  zh: {
    title: "细胞的结构",
    document: CHINESE_CHAPTER,
    module: "细胞膜",
    chapter: { title: "核心概念：细胞膜", objective: "学完本章，你能用自己的话讲清「细胞膜」的核心内容。" },
    sentence: "细胞膜由磷脂双分子层构成，控制物质进出。",
  },
};

describe.each(testDatabaseTargets())("chapters written from the course's document, on $name", (target) => {
  const db = setUpTestDatabase(target);
  let worker: GenerationWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  /** A new course whose first chapter is `chapter`, with `document` pasted and indexed as its source. */
  async function documentChapter(
    language: Locale,
    chapter: Partial<typeof chapters.$inferInsert>,
    document: { title: string; text: string },
  ) {
    const { courseId, chapterIds } = await insertCourse(db(), { language, modules: 2, perModule: 1 });
    const chapterId = chapterIds[0]!;
    await db().update(chapters).set(chapter).where(eq(chapters.id, chapterId));
    const [course] = await db().select({ ownerId: courses.ownerId }).from(courses).where(eq(courses.id, courseId));
    await acceptPaste(db(), course!.ownerId, { courseId }, document);
    await drainSources(db(), { embedder: null });
    return chapterId;
  }

  /** The chapter's text once the worker has written it. */
  async function writtenText(chapterId: string): Promise<string> {
    const contentOf = async () => (await db().select().from(chapters).where(eq(chapters.id, chapterId)))[0]?.content ?? null;
    await until(async () => (await contentOf()) !== null);
    return (await contentOf())!;
  }

  it.each(["en", "zh"] as const)(
    "%s: the chapter quotes the document with a citation, and its offline questions come from it",
    async (language) => {
      const one = CASES[language];
      const chapterId = await documentChapter(language, one.chapter, { title: one.title, text: one.document });
      worker = startTestWorker(db(), { ...oneWriter(), onChapterWritten: afterChapterWritten, withinChapterSave, findChapterMaterial });
      const content = await writtenText(chapterId);

      // The document's own sentences, quoted, with the source and its lines.
      for (const sentence of one.sentences) expect(content).toContain(sentence);
      const lines = one.document.split("\n");
      const at = lines.findIndex((line) => line.includes(one.sentences[0]!)) + 1;
      const citation = new RegExp(`\\[S\\d\\] ${one.title}[^\\n]*${language === "zh" ? "第 " : "lines "}(\\d+)(?:–(\\d+))?`);
      const cited = citation.exec(content);
      expect(cited, content).not.toBeNull();
      expect(Number(cited![1])).toBeLessThanOrEqual(at);
      expect(Number(cited![2] ?? cited![1])).toBeGreaterThanOrEqual(at);

      // The questions stored with the text: at least one cites the chapter lines that quote the document.
      await until(async () => (await db().select().from(practiceItems).where(eq(practiceItems.chapterId, chapterId))).length > 0);
      const items = await db().select().from(practiceItems).where(eq(practiceItems.chapterId, chapterId));
      const chapterText = chapterLines(content);
      const fromDocument = items.filter((item) =>
        chapterText.slice(item.lineStart - 1, item.lineEnd).some((line) => one.sentences.some((sentence) => line.includes(sentence))),
      );
      expect(fromDocument.length, JSON.stringify(items.map((item) => item.prompt))).toBeGreaterThan(0);
      // A chapter taught from material keeps practice's promise: at least four questions, of all three kinds.
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(new Set(items.map((item) => item.kind))).toEqual(new Set(["choice", "cloze", "short"]));
    },
    60_000,
  );

  it.each(["en", "zh"] as const)(
    "%s: a chapter whose title frames its section (Key ideas: …) is taught from that section, found by its module's title",
    async (language) => {
      const one = FRAMED[language];
      const chapterId = await documentChapter(
        language,
        { ...one.chapter, moduleTitle: one.module },
        { title: one.title, text: one.document },
      );
      worker = startTestWorker(db(), { ...oneWriter(), findChapterMaterial });
      const content = await writtenText(chapterId);
      expect(content).toContain(one.sentence);
      expect(content).toMatch(new RegExp(`\\[S1\\] ${one.title}`));
    },
    60_000,
  );

  it("a failing search costs the chapter its material only: it is written as without, and the failure is logged", async () => {
    const { courseId, chapterIds } = await insertCourse(db(), { language: "en", modules: 2, perModule: 1 });
    const logged: string[] = [];
    worker = startTestWorker(db(), {
      ...oneWriter(),
      maxAttempts: 1,
      log: (message) => logged.push(message),
      findChapterMaterial: async () => {
        throw new Error("search down");
      },
    });
    await until(async () => {
      const rows = await db().select().from(chapters).where(eq(chapters.courseId, courseId));
      return rows.every((row) => row.status === "done");
    });
    const [row] = await db().select().from(chapters).where(eq(chapters.id, chapterIds[0]!));
    expect(row?.content).toContain("## The big picture");
    expect(row?.content).not.toContain("What your material says");
    expect(logged.some((message) => message.includes(courseId) && message.includes("written without it"))).toBe(true);
  });
});
