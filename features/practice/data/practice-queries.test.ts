import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters, courses } from "@/lib/db/schema";
import { draftFixture, ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { readAnswerableQuestion } from "./practice-attempts";
import { dueQuestions, listCoursePractice } from "./practice-queries";
import { replaceChapterQuestions } from "./practice-writes";

const TEXT = "# Loss\n\nThe loss says how wrong a model is.\n\nA lower loss means better predictions.\n";
const cloze = (line: number, answer: string, prompt: string): PracticeItemDraft => ({
  kind: "cloze",
  prompt,
  options: null,
  answer,
  accepted: [],
  keyPoints: [],
  lineStart: line,
  lineEnd: line,
});

describe.each(testDatabaseTargets())("reading practice back on $name", (target) => {
  const db = setUpTestDatabase(target);

  async function twoQuestions() {
    const ownerId = ownerFixture();
    const { profile, outline, goal } = draftFixture();
    const courseId = `crs_${ownerId.slice(-10)}`;
    const chapterId = `ch_${ownerId.slice(-10)}`;
    await db().insert(courses).values({ id: courseId, ownerId, goal, language: "en", profile, outline });
    await db().insert(chapters).values({
      id: chapterId,
      courseId,
      moduleIndex: 0,
      position: 0,
      moduleTitle: "m",
      title: "Loss",
      objective: "o",
      minutes: 5,
      content: TEXT,
    });
    const now = new Date("2026-05-01T10:00:00Z");
    await replaceChapterQuestions(db(), {
      ownerId,
      courseId,
      chapterId,
      language: "en",
      path: "chapters/01-01-loss.md",
      content: TEXT,
      source: "offline",
      drafts: [cloze(3, "loss", "The ____ says how wrong a model is."), cloze(5, "predictions", "A lower loss means better ____.")],
      now,
    });
    const items = await db().select().from(practiceItems).where(eq(practiceItems.courseId, courseId));
    return { ownerId, courseId, items, now };
  }

  it("a stored question that no longer reads back is left out of lists (and logged), and refused when answered", async () => {
    const { ownerId, courseId, items, now } = await twoQuestions();
    const [broken, fine] = items;
    await db()
      .update(practiceItems)
      .set({ accepted: { not: "a list" }, kind: "essay" })
      .where(eq(practiceItems.id, broken!.id));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const list = await listCoursePractice(db(), ownerId, courseId, now);
      expect(list.questions.map((question) => question.id)).toEqual([fine!.id]);
      expect((await dueQuestions(db(), ownerId, 10, now)).questions.map((question) => question.id)).toEqual([fine!.id]);
      expect(log).toHaveBeenCalledWith(expect.stringContaining(broken!.id), expect.anything());
    } finally {
      log.mockRestore();
    }
    await expect(readAnswerableQuestion(db(), ownerId, broken!.id)).rejects.toMatchObject({ status: 500, code: "internal" });
  });

  it("the due queue: the owner's questions due by now, oldest due first; none before they are due", async () => {
    const { ownerId, items, now } = await twoQuestions();
    expect((await dueQuestions(db(), ownerId, 10, new Date(now.getTime() - 1))).questions).toEqual([]);
    expect((await dueQuestions(db(), ownerFixture(), 10, now)).questions).toEqual([]);
    const due = await dueQuestions(db(), ownerId, 1, now);
    expect(due.questions).toHaveLength(1);
    expect(items.map((item) => item.id)).toContain(due.questions[0]!.id);
  });
});
