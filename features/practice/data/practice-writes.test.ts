import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { chapters, courses } from "@/lib/db/schema";
import { draftFixture, ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { chapterHash, madeChapterHashes, replaceChapterQuestions, type ChapterQuestions } from "./practice-writes";

const TEXT = ["# Gradient descent", "", "Gradient descent lowers the loss one small step at a time.", ""].join("\n");

const good: PracticeItemDraft = {
  kind: "cloze",
  prompt: "Fill in the blank: ____ lowers the loss one small step at a time.",
  options: null,
  answer: "Gradient descent",
  accepted: [],
  keyPoints: [],
  lineStart: 3,
  lineEnd: 3,
};

describe.each(testDatabaseTargets())("storing a chapter's questions on $name", (target) => {
  const db = setUpTestDatabase(target);

  async function chapter(ownerId: string, content = TEXT) {
    const { profile, outline, goal } = draftFixture();
    const courseId = `crs_${ownerId.slice(-10)}`;
    await db().insert(courses).values({ id: courseId, ownerId, goal, language: "en", profile, outline });
    const chapterId = `ch_${ownerId.slice(-10)}`;
    await db().insert(chapters).values({
      id: chapterId,
      courseId,
      moduleIndex: 0,
      position: 0,
      moduleTitle: "m",
      title: "Gradient descent",
      objective: "o",
      minutes: 10,
      content,
      status: "done",
    });
    const input: ChapterQuestions = {
      ownerId,
      courseId,
      chapterId,
      language: "en",
      path: "chapters/01-01-gradient-descent.md",
      content,
      source: "offline",
      drafts: [good],
    };
    return input;
  }
  const items = (database: Database, chapterId: string) =>
    database.select().from(practiceItems).where(eq(practiceItems.chapterId, chapterId));

  it("stores a question its cited lines support, with a new FSRS card due now; refuses the rest with the reason", async () => {
    const input = await chapter(ownerFixture());
    const now = new Date("2026-05-01T10:00:00Z");
    const wrongLine = { ...good, lineStart: 2, lineEnd: 2 };
    const noLines = { ...good, lineStart: 9, lineEnd: 9 };
    const invented = { ...good, kind: "short" as const, keyPoints: ["momentum speeds it up"] };
    const outcome = await replaceChapterQuestions(db(), { ...input, drafts: [good, wrongLine, noLines, invented], now });
    expect(outcome).toMatchObject({ stored: 1, staled: 0, alreadyMade: false, outdated: false });
    expect(outcome.refused.map((refusal) => refusal.reason)).toEqual([
      "the cited lines do not contain the answer “Gradient descent”",
      "cites lines 9-9, but the chapter has 4",
      "the key point “momentum speeds it up” is not in the cited lines",
    ]);
    const [stored] = await items(db(), input.chapterId);
    expect(stored).toMatchObject({ kind: "cloze", status: "active", chapterHash: chapterHash(TEXT), citedPath: input.path, lineStart: 3 });
    // Its FSRS card, new and due when it was made.
    expect(stored).toMatchObject({ due: now, reps: 0, state: 0, lastReview: null, ownerId: input.ownerId });
  });

  it("makes one set per text: a second writer stores nothing, and questions the learner deleted are not made again", async () => {
    const input = await chapter(ownerFixture());
    await replaceChapterQuestions(db(), input);
    expect(await replaceChapterQuestions(db(), input)).toMatchObject({ stored: 0, alreadyMade: true });
    await db().update(practiceItems).set({ status: "deleted" }).where(eq(practiceItems.chapterId, input.chapterId));
    expect(await replaceChapterQuestions(db(), input)).toMatchObject({ stored: 0, alreadyMade: true });
    expect(await madeChapterHashes(db(), input.ownerId, input.courseId)).toEqual(
      new Map([[input.chapterId, new Set([chapterHash(TEXT)])]]),
    );
  });

  it("a new text: the old questions go stale and the new ones are stored; a text read before a rewrite changes nothing", async () => {
    const input = await chapter(ownerFixture());
    await replaceChapterQuestions(db(), input);
    const rewritten = `${TEXT}\nMore examples follow.\n`;
    // Read before the rewrite landed: the chapter still has the old text, so the new one is not its own yet.
    expect(await replaceChapterQuestions(db(), { ...input, content: rewritten })).toMatchObject({ stored: 0, staled: 0, outdated: true });
    await db().update(chapters).set({ content: rewritten }).where(eq(chapters.id, input.chapterId));
    expect(await replaceChapterQuestions(db(), { ...input, content: rewritten })).toMatchObject({ stored: 1, staled: 1 });
    // The old text, read late, neither stales the new questions nor adds its own.
    expect(await replaceChapterQuestions(db(), input)).toMatchObject({ stored: 0, staled: 0, outdated: true });
    const statuses = (await items(db(), input.chapterId)).map((item) => [item.status, item.chapterHash === chapterHash(rewritten)]);
    expect(statuses.sort()).toEqual([
      ["active", true],
      ["stale", false],
    ]);
  });

  it("a deleted course takes its questions and their attempts with it (through its chapters); a chapter not of the course is no place for one", async () => {
    const input = await chapter(ownerFixture());
    await replaceChapterQuestions(db(), input);
    const [stored] = await items(db(), input.chapterId);
    await db()
      .insert(practiceAttempts)
      .values({
        id: `pa_${stored!.id}`,
        itemId: stored!.id,
        ownerId: input.ownerId,
        courseId: input.courseId,
        answer: "x",
        correct: false,
        score: 0,
        feedback: "",
        missingPoints: [],
        confidence: 2,
      });
    const other = await chapter(ownerFixture());
    // The other course's chapter, under this course: the chapter is read in the course before anything is stored.
    expect(await replaceChapterQuestions(db(), { ...input, chapterId: other.chapterId })).toMatchObject({ stored: 0, outdated: true });
    expect(await items(db(), other.chapterId)).toEqual([]);
    await db().delete(courses).where(eq(courses.id, input.courseId));
    expect(await items(db(), input.chapterId)).toEqual([]);
    expect(await db().select().from(practiceAttempts).where(eq(practiceAttempts.itemId, stored!.id))).toEqual([]);
  });

  it("only for the course's owner", async () => {
    const input = await chapter(ownerFixture());
    await expect(replaceChapterQuestions(db(), { ...input, ownerId: ownerFixture() })).rejects.toMatchObject({ status: 404 });
    expect(await items(db(), input.chapterId)).toEqual([]);
  });
});
