/**
 * Issue 25/24: "Quiz me" in the keyless workspace tutor never comes back empty — after graded
 * attempts in a row, in a "quiz me with three questions" series, and when the course has no question
 * left to draw (every stored one retired): then it says so and what the learner can do. Through the
 * real route, in English and Chinese, explain mode.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { practiceItems } from "@/lib/db/practice-schema";
import { chunkText, readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { writtenWorkspace } from "@/tests/support/practice/practice-kit";
import { workspaceTutor } from "@/tests/support/workspace/workspace-kit";

const handle = setUpCourseRouteEnvironment({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
const db = () => handle().db;

const WORDS: Record<Locale, { quiz: string; three: string; answers: string[]; whatNext: RegExp }> = {
  en: { quiz: "Quiz me", three: "quiz me with three questions", answers: ["B", "the gradient", "I don't know"], whatNext: /review queue/ },
  zh: { quiz: "考考我", three: "出三道题考考我", answers: ["B", "梯度", "不知道"], whatNext: /复习队列/ },
};

async function workspace(language: Locale) {
  const { cookie, courseId } = await writtenWorkspace(db(), language);
  const tutor = workspaceTutor(courseId, cookie);
  const chat = async (text: string) => {
    const response = await tutor.send({ text, references: [], mode: "explain" });
    expect(response.status, text).toBe(200);
    const reply = chunkText(await readUiChunks(response));
    expect(reply.trim(), `the reply to “${text}”`).not.toBe("");
    return reply;
  };
  const retireAll = () => db().update(practiceItems).set({ status: "deleted" }).where(eq(practiceItems.courseId, courseId));
  return { chat, retireAll };
}

describe.each(["en", "zh"] as const)("the keyless workspace quiz never replies with nothing (%s)", (language) => {
  const words = WORDS[language];

  it("three graded answers in a row, then “quiz me” again several times, and a series of three", async () => {
    const { chat } = await workspace(language);
    for (const answer of words.answers) {
      await chat(words.quiz);
      await chat(answer);
    }
    for (let round = 0; round < 3; round++) await chat(words.quiz);
    await chat(words.three);
    for (const answer of [...words.answers, "B"]) await chat(answer);
    await chat(words.quiz);
  });

  it("with no stored question left to draw, says so and what the learner can do", async () => {
    const { chat, retireAll } = await workspace(language);
    await chat(words.quiz);
    await chat(words.answers[0]!);
    await retireAll();
    expect(await chat(words.quiz)).toMatch(words.whatNext);
    expect(await chat(words.three)).toMatch(words.whatNext);
  });

  it("a question retired while it is open: the answer still gets a reply", async () => {
    const { chat, retireAll } = await workspace(language);
    await chat(words.quiz);
    await retireAll();
    await chat(words.answers[0]!);
    expect(await chat(words.quiz)).toMatch(words.whatNext);
  });
});
