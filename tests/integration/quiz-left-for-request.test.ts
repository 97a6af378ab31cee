/**
 * Issue 25: with a practice question open in the keyless workspace tutor, the learner's next message
 * that reads as a request the tutor handles ("修正这一行", "give me an example of X", "note in
 * ground-truth.md that …") is that request — answered as it would be with no question open, nothing
 * graded, no confidence asked — while a genuine answer ("B", a term, "I don't know") is still read as
 * the answer: graded in "explain" mode, moved up the ladder in guided mode. Through the real route,
 * in English and Chinese.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import type { TutorMode } from "@/lib/ai/tutor-mode";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { QUIZ_ME as QUIZ } from "@/tests/support/practice/guided-scripts";
import { QUIZ_READ_AN_ANSWER, writtenWorkspace } from "@/tests/support/practice/practice-kit";
import { workspaceTutor } from "@/tests/support/workspace/workspace-kit";

const handle = setUpCourseRouteEnvironment({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
const db = () => handle().db;

const REQUESTS: Record<Locale, string[]> = {
  en: [
    "add an example of the goal to my note",
    "fix this line",
    "give me an example of gradient descent",
    "what's the difference between a loss function and a learning rate?",
    "note in ground-truth.md that the step is small",
  ],
  zh: ["修正这一行", "修正一下第三行", "给我举个学习率的例子", "举个例子", "在 ground-truth.md 里记下：学习率决定步长", "总结一下"],
};
const ANSWERS: Record<Locale, string[]> = { en: ["B", "the gradient", "I don't know"], zh: ["B", "梯度", "不知道"] };

async function workspace(language: Locale, mode: TutorMode) {
  const { cookie, courseId } = await writtenWorkspace(db(), language);
  const tutor = workspaceTutor(courseId, cookie);
  const chat = (text: string) => tutor.say({ text, references: [], mode });
  const attempts = async () => (await db().select().from(practiceAttempts).where(eq(practiceAttempts.courseId, courseId))).length;
  const items = () => db().select().from(practiceItems).where(eq(practiceItems.courseId, courseId));
  return { chat, attempts, items };
}

describe.each(["en", "zh"] as const)("an open practice question in the keyless workspace tutor (%s)", (language) => {
  it.each(["explain", "guided"] as const)("a request the tutor handles leaves the question (%s mode)", async (mode) => {
    const { chat, attempts } = await workspace(language, mode);
    // What each request gets with no question open.
    const plain = new Map<string, string>();
    for (const text of REQUESTS[language]) plain.set(text, await chat(text));
    for (const text of REQUESTS[language]) {
      expect(await chat(QUIZ[language])).toMatch(language === "en" ? /^Practice question/ : /^练习题/);
      const reply = await chat(text);
      expect(reply, text).not.toMatch(QUIZ_READ_AN_ANSWER);
      expect(reply, text).toBe(plain.get(text));
    }
    expect(await attempts()).toBe(0);
  });

  it("a genuine answer is still graded (explain mode)", async () => {
    const { chat, attempts } = await workspace(language, "explain");
    for (const [index, answer] of ANSWERS[language].entries()) {
      await chat(QUIZ[language]);
      expect(await chat(answer), answer).toMatch(language === "en" ? /^(?:Not quite|Right)\./ : /^(?:还不对|对了)/);
      expect(await attempts()).toBe(index + 1);
    }
  });

  it("a genuine answer still moves the ladder (guided mode)", async () => {
    const { chat } = await workspace(language, "guided");
    await chat(QUIZ[language]);
    const [letter, term, unsure] = ANSWERS[language] as [string, string, string];
    // An answer is checked once the learner says how sure they are; "I don't know" asks for the first hint.
    expect(await chat(letter)).toMatch(language === "en" ? /how sure are you/ : /有多大把握/);
    await chat(QUIZ[language]);
    expect(await chat(term)).toMatch(language === "en" ? /how sure are you/ : /有多大把握/);
    await chat(QUIZ[language]);
    expect(await chat(unsure)).toMatch(language === "en" ? /^Hint 1/ : /^提示 1/);
  });
});

/** Walk finding: "记下收获" (a key point) was read as the practice feature's own command. Short answers opening with a command word. */
const COMMAND_WORD_ANSWERS: Record<Locale, string[]> = {
  en: ["record the loss each epoch, 3", "add a bias term, 2"],
  zh: ["记下收获，3", "删除异常值，2"],
};

describe.each(["en", "zh"] as const)("a short answer that opens with a command word (%s)", (language) => {
  it.each(["explain", "guided"] as const)("is graded as the answer, not taken as a command (%s mode)", async (mode) => {
    const { chat, attempts } = await workspace(language, mode);
    for (const [index, answer] of COMMAND_WORD_ANSWERS[language].entries()) {
      await chat(QUIZ[language]);
      const reply = await chat(answer);
      expect(reply, answer).toMatch(mode === "explain" ? (language === "en" ? /^(?:Not quite|Right)\./ : /^(?:还不对|答对了)/) : /\S/);
      expect(await attempts(), answer).toBe(index + 1);
    }
  });
});

describe.each(["en", "zh"] as const)("a request whose reply would give the open question's answer away (%s, guided)", (language) => {
  it("says the question is left for now, spends no hint and grades nothing", async () => {
    const { chat, attempts, items } = await workspace(language, "guided");
    // A question with one answer (a choice or a blank), so that the reply would say all of it.
    let item: Awaited<ReturnType<typeof items>>[number] | undefined;
    for (let tries = 0; tries < 6 && (!item || item.kind === "short"); tries++) {
      // A short question asked first is answered (and graded), so that the next one is drawn.
      if (item) await chat("B, 1");
      const quiz = await chat(QUIZ[language]);
      item = (await items()).find((row) => quiz.includes(row.prompt));
    }
    expect(item?.kind).not.toBe("short");
    const answer = item!.answer;
    const graded = await attempts();
    const reply = await chat(language === "en" ? `explain ${answer}` : `解释一下${answer}`);
    expect(reply).not.toContain(answer);
    expect(reply).toMatch(language === "en" ? /^Leaving the question for now/ : /^先把这道题放一放/);
    expect(await attempts()).toBe(graded);
    // The question is still open: its answer is read as one.
    expect(await chat("B")).toMatch(language === "en" ? /how sure are you/ : /有多大把握/);
  });
});
