/**
 * "Quiz me" in the workspace draws the course's stored questions and records the learner's replies
 * as attempts through the practice service (issue 24 point 7): with the offline model through the
 * real route, and against a scripted model that tries to answer for the learner or to record an
 * answer to a question never asked.
 */
import type { UIMessageChunk } from "ai";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { practiceTutorExtensionFor } from "@/app/_compose/practice-tutor";
import { nextDueQuestion } from "@/features/practice/server/practice-service";
import { chapters } from "@/lib/db/course-schema";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { practiceCalls, writtenWorkspace } from "@/tests/support/practice/practice-kit";
import { scriptedToolModel } from "@/tests/support/workspace/mock-tool-model";
import { workspaceTutor } from "@/tests/support/workspace/workspace-kit";

const handle = setUpCourseRouteEnvironment({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
const db = () => handle().db;

async function course() {
  const { ownerId, cookie, courseId } = await writtenWorkspace(db());
  const tutor = workspaceTutor(courseId, cookie);
  // The quiz as it always was ("just explain"); guided mode's ladder: features/practice/server/guided-mode.scripted.test.ts.
  const chat = (text: string) => tutor.say({ text, references: [], mode: "explain" });
  const attempts = () =>
    db().select().from(practiceAttempts).where(eq(practiceAttempts.courseId, courseId)).orderBy(desc(practiceAttempts.createdAt));
  const items = () => db().select().from(practiceItems).where(eq(practiceItems.courseId, courseId));
  return { ownerId, courseId, chat, attempts, items };
}

/** The stored question a quiz text asks, found by its prompt. */
async function askedItem(items: Awaited<ReturnType<Awaited<ReturnType<typeof course>>["items"]>>, text: string) {
  const item = items.find((row) => text.includes(row.prompt));
  expect(item, `a stored question in: ${text}`).toBeDefined();
  return item!;
}

describe("the workspace tutor's quiz (offline model)", () => {
  it("asks stored questions, records the learner's replies as graded attempts, and says what was missing", async () => {
    const { chat, attempts, items } = await course();
    const quiz = await chat("Quiz me please");
    expect(quiz).toMatch(/^Practice question \(from chapters\/\d\d-\d\d-[^)]+\.md:\d+-\d+\):/);
    expect(quiz).toMatch(/how sure you are from 1 \(guessed\) to 4/);
    const first = await askedItem(await items(), quiz);

    const wrong = await chat("I had pizza for lunch, 1");
    expect(wrong).toMatch(/^Not quite\./);
    expect(wrong).toContain("The answer:");
    const [recorded] = await attempts();
    expect(recorded).toMatchObject({ itemId: first.id, answer: "I had pizza for lunch", confidence: 1, correct: false });

    const again = await chat("quiz me again");
    const second = await askedItem(await items(), again);
    expect(second.id).not.toBe(first.id);
    const right = second.kind === "short" ? (second.keyPoints as string[]).join(". ") : second.answer;
    expect(await chat(`${right}, 4`)).toMatch(/^Right\./);
    expect((await attempts())[0]).toMatchObject({ itemId: second.id, answer: right, confidence: 4, correct: true });
    // A plain message afterwards is not recorded as another answer.
    await chat("thanks, what next?");
    expect(await attempts()).toHaveLength(2);
  });
});

describe("the chat's quiz across the learner's courses", () => {
  it("'quiz me on X' asks a question about X from any of their courses, or none — never one on another subject", async () => {
    const { ownerId, courseId } = await course();
    expect((await practiceCalls(ownerId).practice(courseId)).status).toBe(200);
    expect(await nextDueQuestion(db(), ownerId)).not.toBeNull();
    expect(await nextDueQuestion(db(), ownerId, "photosynthesis")).toBeNull();
    const onTopic = await nextDueQuestion(db(), ownerId, "linear regression");
    const [chapter] = await db().select().from(chapters).where(eq(chapters.id, onTopic!.chapterId));
    expect(chapter?.title).toBe("Linear regression");
    // Another learner's courses are never searched.
    expect(await nextDueQuestion(db(), ownerFixture(), "linear regression")).toBeNull();
  });
});

describe("the quiz tools against a model that misbehaves", () => {
  it("records only the learner's own words, and only for a question asked before", async () => {
    const { ownerId, courseId, attempts, items } = await course();
    expect((await practiceCalls(ownerId).practice(courseId)).status).toBe(200);
    const stored = (await items()).find((row) => row.kind === "cloze")!;
    const turn = async (text: string, steps: Parameters<typeof scriptedToolModel>[0]) =>
      readUiChunks(
        await streamWorkspaceTurn({
          db: db(),
          ownerId,
          courseId,
          request: { text, references: [] },
          model: scriptedToolModel(steps),
          evidenceFor: evidenceFor(db(), ownerId),
          extension: practiceTutorExtensionFor(db(), ownerId, courseId),
        }),
      );
    const outputs = (chunks: UIMessageChunk[]) =>
      chunks.filter((chunk) => chunk.type === "tool-output-available").map((chunk) => (chunk as { output: unknown }).output);

    // Recording before any question was asked, or the learner's "quiz me" as the answer to one asked in the same turn: refused.
    const first = await turn("quiz me", [
      { toolName: "recordPracticeAnswer", input: { itemId: stored.id, confidence: 4 } },
      { toolName: "askPracticeQuestion", input: {} },
      { toolName: "recordPracticeAnswer", input: { itemId: stored.id, confidence: 4 } },
      "Here is your question.",
    ]);
    const [early, asked, same] = outputs(first) as [
      { ok: boolean; error?: string },
      { ok: boolean; question: { itemId: string } },
      { ok: boolean },
    ];
    expect(early).toMatchObject({ ok: false, error: expect.stringContaining("was not asked in this conversation") });
    expect(asked.ok).toBe(true);
    expect(same.ok).toBe(false);
    expect(await attempts()).toEqual([]);

    // The learner says something unrelated; the model claims the right answer and certainty: their words are graded.
    const second = await turn("hmm, no idea", [
      { toolName: "recordPracticeAnswer", input: { itemId: asked.question.itemId, confidence: 4, answer: stored.answer } },
      { toolName: "recordPracticeAnswer", input: { itemId: asked.question.itemId, confidence: 4 } },
      "Recorded.",
    ]);
    const [graded, twice] = outputs(second) as [{ ok: boolean; correct: boolean; answer: string }, { ok: boolean; error?: string }];
    expect(graded).toMatchObject({ ok: true, correct: false, answer: "hmm, no idea" });
    expect(twice).toMatchObject({ ok: false, error: expect.stringContaining("already recorded") });
    const rows = await db()
      .select()
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.courseId, courseId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ answer: "hmm, no idea", correct: false });
  });
});
