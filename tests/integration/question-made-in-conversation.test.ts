/**
 * Walk finding: a question the keyless workspace tutor made from selected lines could not be answered
 * in that conversation, and showed no question card. Through the real route, both languages: in the
 * default guided mode the made question is the conversation's question (its card, `data-guided`, shows
 * it, and the learner's next message is graded as an attempt on it); in "just explain" the learner's
 * reply is recorded for it too, and "quiz me on it" asks that same question again.
 */
import type { UIMessageChunk } from "ai";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as chatRoute } from "@/app/api/courses/[id]/workspace/chat/route";
import { GUIDED_DATA_PART, guidedViewSchema } from "@/features/practice/contract";
import { chapterLines } from "@/features/practice/lib/citation-check";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { chapters } from "@/lib/db/schema";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { cookieFor, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { writtenCourse } from "@/tests/support/practice/practice-kit";

const handle = setUpCourseRouteEnvironment();
const db = () => handle().db;
beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
afterAll(() => vi.unstubAllEnvs());

const MAKE: Record<Locale, string> = { en: "make a question from these lines", zh: "用这几行出一道题" };
const QUIZ_ON_IT: Record<Locale, string[]> = { en: ["quiz me on it", "ask me that question"], zh: ["考考我这道题", "考考我"] };
const RIGHT: Record<Locale, RegExp> = { en: /^Right\./, zh: /^答对了。/ };
const GUIDED_RIGHT: Record<Locale, RegExp> = { en: /Correct — well done\./, zh: /正确，做得好。/ };

type Mode = "guided" | "explain";

async function workspace(language: Locale) {
  const ownerId = ownerFixture();
  const cookie = await cookieFor(ownerId);
  const courseId = await writtenCourse(db(), ownerId, language);
  await seedLearningFiles(db(), ownerId, courseId);
  const rows = await db().select().from(chapters).where(eq(chapters.courseId, courseId)).orderBy(chapters.moduleIndex, chapters.position);
  const chapter = rows[1] ?? rows[0]!;
  const line = chapterLines(chapter.content!).findIndex((text) => /\*\*[^*]{2,40}\*\*.{20,}/.test(text)) + 1;
  expect(line).toBeGreaterThan(0);
  const selected = [{ path: chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title), start: line, end: line }];
  const chat = async (text: string, mode: Mode, references: typeof selected = []) => {
    const response = await chatRoute(
      request(`http://127.0.0.1/api/courses/${courseId}/workspace/chat`, {
        method: "POST",
        cookie,
        body: JSON.stringify({ text, references, mode }),
      }),
      params({ id: courseId }),
    );
    expect(response.status).toBe(200);
    const chunks: UIMessageChunk[] = await readUiChunks(response);
    const text_ = chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");
    const guided = chunks.findLast((chunk) => chunk.type === GUIDED_DATA_PART);
    return { text: text_, card: guided && "data" in guided ? guidedViewSchema.parse(guided.data).question : null };
  };
  const made = async () => {
    const [item] = await db()
      .select()
      .from(practiceItems)
      .where(and(eq(practiceItems.courseId, courseId), eq(practiceItems.source, "learner")));
    expect(item).toBeDefined();
    return item!;
  };
  const attemptsOn = (itemId: string) => db().select().from(practiceAttempts).where(eq(practiceAttempts.itemId, itemId));
  return { chat, made, attemptsOn, selected };
}

/** What a learner who read the lines answers, and how sure they are. */
const rightAnswer = (item: typeof practiceItems.$inferSelect) =>
  `${item.kind === "short" ? (item.keyPoints as string[]).join(". ") : item.answer}, 3`;

describe.each(LOCALES)("a question made from the selected lines is answered in the same conversation (%s)", (language) => {
  it("guided (the default): the made question is the conversation's question card, and the next message is graded on it", async () => {
    const { chat, made, attemptsOn, selected } = await workspace(language);
    const first = await chat(MAKE[language], "guided", selected);
    const item = await made();
    expect(first.text).toContain(item.prompt);
    expect(first.card).toMatchObject({
      itemId: item.id,
      prompt: item.prompt,
      citation: `${item.citedPath}:${item.lineStart}-${item.lineEnd}`,
    });
    const second = await chat(rightAnswer(item), "guided");
    expect(second.text).toMatch(GUIDED_RIGHT[language]);
    expect(await attemptsOn(item.id)).toEqual([expect.objectContaining({ correct: true, confidence: 3, answerShown: false })]);
  });

  it("just explain: the learner's reply is recorded and graded as an attempt on the question made", async () => {
    const { chat, made, attemptsOn, selected } = await workspace(language);
    await chat(MAKE[language], "explain", selected);
    const item = await made();
    const reply = await chat(rightAnswer(item), "explain");
    expect(reply.text).toMatch(RIGHT[language]);
    expect(await attemptsOn(item.id)).toEqual([expect.objectContaining({ correct: true })]);
  });

  it.each(QUIZ_ON_IT[language])("just explain: “%s” asks the question just made, then records the answer to it", async (quizOnIt) => {
    const { chat, made, attemptsOn, selected } = await workspace(language);
    await chat(MAKE[language], "explain", selected);
    const item = await made();
    const asked = await chat(quizOnIt, "explain");
    expect(asked.text).toContain(item.prompt);
    expect(asked.text).toContain(`${item.citedPath}:${item.lineStart}-${item.lineEnd}`);
    const reply = await chat(rightAnswer(item), "explain");
    expect(reply.text).toMatch(RIGHT[language]);
    expect(await attemptsOn(item.id)).toHaveLength(1);
  });
});
