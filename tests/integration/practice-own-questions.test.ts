/**
 * The learner's own questions (issue 24 item 1) through their routes, on PGlite and on PostgreSQL
 * when TEST_DATABASE_URL is set: a question made from selected lines (offline, citing them,
 * checked), read back with its answer, edited under the same checks; an edit of the answer starts
 * the question afresh and its old attempts stop counting.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { editableQuestionSchema, masteryResponseSchema, practiceListResponseSchema } from "@/features/practice/contract";
import { answerQuestion } from "@/features/practice/server/practice-service";
import { chapterLines } from "@/features/practice/lib/citation-check";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { chapters } from "@/lib/db/schema";
import { expectError, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { practiceCalls, writtenCourse } from "@/tests/support/practice/practice-kit";

describe.each(testDatabaseTargets())("the learner's own questions on $name", (target) => {
  const handle = setUpCourseRouteEnvironment({ open: () => target.open() });
  const db = () => handle().db;

  async function courseAndLine(ownerId: string) {
    const courseId = await writtenCourse(db(), ownerId);
    const [chapter] = await db()
      .select()
      .from(chapters)
      .where(eq(chapters.courseId, courseId))
      .orderBy(chapters.moduleIndex, chapters.position);
    const lines = chapterLines(chapter!.content!);
    // A line that marks a term (the offline writer bolds what it defines) and says something about it.
    const line = lines.findIndex((text) => /\*\*[^*]{2,40}\*\*.{20,}/.test(text)) + 1;
    expect(line).toBeGreaterThan(0);
    return { courseId, chapter: chapter!, line };
  }

  async function made(ownerId: string, courseId: string, body: unknown) {
    const response = await practiceCalls(ownerId).makeQuestion(courseId, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return editableQuestionSchema.parse(await response.json());
  }

  it("makes a question from the selected lines, citing them, the learner's own; it is practised like any other", async () => {
    const ownerId = ownerFixture();
    const { courseId, chapter, line } = await courseAndLine(ownerId);
    const question = await made(ownerId, courseId, { chapterId: chapter.id, lineStart: line, lineEnd: line });
    expect(question).toMatchObject({
      kind: "cloze",
      source: "learner",
      citation: `${chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title)}:${line}-${line}`,
      replaced: null,
    });
    expect(question.prompt).toContain("____");
    expect(chapterLines(chapter.content!)[line - 1]!.toLowerCase()).toContain(question.answer.toLowerCase());
    const list = practiceListResponseSchema.parse(await (await practiceCalls(ownerId).practice(courseId)).json());
    expect(list.questions.find((entry) => entry.id === question.id)).toMatchObject({ source: "learner", status: "active" });
    const reply = await answerQuestion(db(), ownerId, question.id, { answer: question.answer, confidence: 3 });
    expect(reply.correct).toBe(true);
  });

  it("makes a question from lines selected in the workspace editor's chapter file, by its path; a note's lines are refused", async () => {
    const ownerId = ownerFixture();
    const { courseId, chapter, line } = await courseAndLine(ownerId);
    const path = chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title);
    const question = await made(ownerId, courseId, { path, lineStart: line, lineEnd: line });
    expect(question).toMatchObject({ source: "learner", citation: `${path}:${line}-${line}` });
    const list = practiceListResponseSchema.parse(await (await practiceCalls(ownerId).practice(courseId)).json());
    expect(list.questions.find((entry) => entry.id === question.id)).toMatchObject({ source: "learner", chapterId: chapter.id });

    const calls = practiceCalls(ownerId);
    const note = await expectError(
      await calls.makeQuestion(courseId, { path: "notes/mine.md", lineStart: 1, lineEnd: 1 }),
      400,
      "bad_request",
    );
    expect(note.message).toMatch(/chapter lines/);
    await expectError(await calls.makeQuestion(courseId, { path: "chapters/99-99-none.md", lineStart: 1, lineEnd: 1 }), 404, "not_found");
    await expectError(
      await practiceCalls(ownerFixture()).makeQuestion(courseId, { path, lineStart: line, lineEnd: line }),
      404,
      "not_found",
    );
    const both = await expectError(
      await calls.makeQuestion(courseId, { path, chapterId: chapter.id, lineStart: 1, lineEnd: 1 }),
      400,
      "bad_request",
    );
    expect(both.message).toMatch(/one of them/);
  });

  it("edits: the wording keeps the question and its attempts; the answer starts it afresh, its old attempts no longer evidence", async () => {
    const ownerId = ownerFixture();
    const { courseId, chapter, line } = await courseAndLine(ownerId);
    const calls = practiceCalls(ownerId);
    const question = await made(ownerId, courseId, { chapterId: chapter.id, lineStart: line, lineEnd: line });
    await answerQuestion(db(), ownerId, question.id, { answer: question.answer, confidence: 4 });
    const reworded = editableQuestionSchema.parse(await (await calls.edit(question.id, { prompt: `${question.prompt}  ` })).json());
    expect(reworded).toMatchObject({ id: question.id, replaced: null, answer: question.answer });
    const evidence = async () =>
      masteryResponseSchema
        .parse(await (await calls.mastery(courseId)).json())
        .modules[0]!.chapters[0]!.evidence.map((entry) => entry.itemId);
    expect(await evidence()).toContain(question.id);

    const variant = question.answer.toUpperCase();
    const response = await calls.edit(question.id, { accepted: [variant] });
    expect(response.status).toBe(200);
    const edited = editableQuestionSchema.parse(await response.json());
    expect(edited).toMatchObject({ replaced: question.id, accepted: [variant], source: "learner", citation: question.citation });
    expect(edited.id).not.toBe(question.id);
    expect(await evidence()).not.toContain(question.id);
    const list = practiceListResponseSchema.parse(await (await calls.practice(courseId)).json());
    expect(list.questions.find((entry) => entry.id === edited.id)).toMatchObject({ card: { reps: 0, state: "new" }, attempts: 0 });
    expect(list.questions.some((entry) => entry.id === question.id)).toBe(false);
    await expectError(await calls.edit(question.id, { prompt: "x ____" }), 409, "conflict");
    expect(editableQuestionSchema.parse(await (await calls.question(edited.id)).json()).answer).toBe(question.answer);
  });

  it("every edit is checked like a new question; someone else's question is 404", async () => {
    const ownerId = ownerFixture();
    const { courseId, chapter, line } = await courseAndLine(ownerId);
    const calls = practiceCalls(ownerId);
    const question = await made(ownerId, courseId, { chapterId: chapter.id, lineStart: line, lineEnd: line });
    const refused = async (body: unknown, pattern: RegExp) =>
      expect((await expectError(await calls.edit(question.id, body), 400, "bad_request")).message).toMatch(pattern);
    await refused({ answer: "momentum speeds it up" }, /cited lines/);
    await refused({ prompt: `What is ${question.answer}? ____` }, /gives the answer away/);
    await refused({ prompt: "No blank here" }, /no blank/);
    await refused(
      {
        options: [
          { text: "a", misconception: null },
          { text: "b", misconception: "x" },
        ],
      },
      /no options/,
    );
    await refused({}, /at least one/);
    await refused({ prompt: "x ____", extra: 1 }, /extra|unrecognized/i);
    await expectError(await practiceCalls(ownerFixture()).edit(question.id, { prompt: "x ____" }), 404, "not_found");
    await expectError(await practiceCalls(ownerFixture()).question(question.id), 404, "not_found");
    expect(editableQuestionSchema.parse(await (await calls.question(question.id)).json())).toMatchObject({ prompt: question.prompt });
  });

  it("refuses lines the chapter lacks, too many lines, and another course's chapter", async () => {
    const ownerId = ownerFixture();
    const { courseId, chapter } = await courseAndLine(ownerId);
    const calls = practiceCalls(ownerId);
    const lines = chapterLines(chapter.content!).length;
    const refused = async (body: unknown, pattern: RegExp) =>
      expect((await expectError(await calls.makeQuestion(courseId, body), 400, "bad_request")).message).toMatch(pattern);
    await refused({ chapterId: chapter.id, lineStart: lines + 1, lineEnd: lines + 2 }, /not in this chapter/);
    await refused({ chapterId: chapter.id, lineStart: 1, lineEnd: 20 }, /at most 12 lines/);
    await refused({ chapterId: chapter.id, lineStart: 2 }, /lineEnd/);
    const other = await writtenCourse(db(), ownerId);
    await expectError(await calls.makeQuestion(other, { chapterId: chapter.id, lineStart: 1, lineEnd: 1 }), 404, "not_found");
    await expectError(
      await practiceCalls(ownerFixture()).makeQuestion(courseId, { chapterId: chapter.id, lineStart: 1, lineEnd: 1 }),
      404,
      "not_found",
    );
  });
});
