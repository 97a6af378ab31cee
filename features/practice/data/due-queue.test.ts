import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters, courses } from "@/lib/db/schema";
import { ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { insertCourse } from "@/tests/support/courses/generation-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { dueQuestionsWithPlaces } from "../server/due-with-places";
import { dueQuestions } from "./practice-queries";

const NOW = new Date("2026-11-27T12:00:00Z");
const HOUR = 3_600_000;

/** `statuses.length` questions of `ownerId`, the i-th due i hours before NOW (so the first is the least overdue). */
async function questions(db: Database, ownerId: string, statuses: string[]): Promise<string[]> {
  const { courseId } = await insertCourse(db, { modules: 1, perModule: 1 });
  await db.update(courses).set({ ownerId }).where(eq(courses.id, courseId));
  const [chapter] = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId));
  const ids = statuses.map(() => `pi_${randomUUID()}`);
  await db.insert(practiceItems).values(
    ids.map((id, index) => ({
      id,
      ownerId,
      courseId,
      chapterId: chapter!.id,
      kind: "cloze",
      language: "en",
      prompt: `Q${index} ____`,
      answer: "a",
      accepted: [],
      keyPoints: [],
      citedPath: "chapters/01-01-x.md",
      lineStart: 1,
      lineEnd: 1,
      chapterHash: "h",
      status: statuses[index]!,
      source: "offline",
      due: new Date(NOW.getTime() - (index + 1) * HOUR),
      stability: 1,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
    })),
  );
  return ids;
}

describe.each(testDatabaseTargets())("the review queue on $name", (target) => {
  const db = setUpTestDatabase(target);

  it("the most overdue active questions first, past any number of stale or deleted ones, never another learner's", async () => {
    const ownerId = ownerFixture();
    // The 25 most overdue went stale or were deleted; 3 active ones are due after them.
    const statuses = ["active", "active", "active", ...Array.from({ length: 25 }, (_, index) => (index % 2 ? "stale" : "deleted"))];
    const ids = await questions(db(), ownerId, statuses);
    await questions(db(), ownerFixture(), ["active", "active"]);
    const due = await dueQuestions(db(), ownerId, 2, NOW);
    expect(due.questions.map((question) => question.id)).toEqual([ids[2], ids[1]]);
    const all = await dueQuestions(db(), ownerId, 10, NOW);
    expect(all.questions.map((question) => question.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(await dueQuestions(db(), ownerId, 10, new Date(NOW.getTime() - 30 * HOUR))).toEqual({ questions: [] });
  });

  it("with the course and chapter each due question comes from (/review says it on the card), the owner's only", async () => {
    const ownerId = ownerFixture();
    const [id] = await questions(db(), ownerId, ["active"]);
    await questions(db(), ownerFixture(), ["active"]);
    const { questions: due, places } = await dueQuestionsWithPlaces(db(), ownerId, 10, NOW);
    expect(due.map((question) => question.id)).toEqual([id]);
    const [course] = await db().select({ outline: courses.outline }).from(courses).where(eq(courses.id, due[0]!.courseId));
    const [chapter] = await db().select({ title: chapters.title }).from(chapters).where(eq(chapters.id, due[0]!.chapterId));
    expect(places).toEqual([
      {
        chapterId: due[0]!.chapterId,
        courseId: due[0]!.courseId,
        courseTitle: (course!.outline as { title: string }).title,
        chapterTitle: chapter!.title,
      },
    ]);
  });
});
