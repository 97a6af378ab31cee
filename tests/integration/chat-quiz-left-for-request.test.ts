/**
 * Issue 25 in the chat: with a practice question open, a message the keyless chat tutor reads as its
 * own request ("give me an example of X", "举个梯度下降的例子", "explain X") is that request — nothing
 * graded, no confidence asked, no hint — while a genuine answer still moves the ladder (the chat records
 * answers only on the guided ladder). Offline model, the real chat route, English and Chinese.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as chatRoute } from "@/app/api/chat/route";
import type { ChatUIMessage } from "@/features/chat/agents/chat-agent";
import { syncCoursePractice } from "@/features/practice/server/practice-sync";
import type { TutorMode } from "@/lib/ai/tutor-mode";
import { practiceAttempts } from "@/lib/db/practice-schema";
import type { Locale } from "@/lib/i18n/locales";
import { chunkText as textOf } from "@/tests/support/ai/read-ui-chunks";
import { assembleMessage, readUiChunks, userMessage } from "@/tests/support/chat/chat-test-kit";
import { cookieFor, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { QUIZ_ME as QUIZ } from "@/tests/support/practice/guided-scripts";
import { QUIZ_READ_AN_ANSWER, writtenCourse } from "@/tests/support/practice/practice-kit";

const handle = setUpCourseRouteEnvironment({ env: { RATE_LIMIT_PER_MINUTE: "0" } });

const REQUESTS: Record<Locale, string[]> = {
  en: [
    "give me an example of gradient descent",
    "explain the learning rate",
    "what's the difference between a loss function and a learning rate?",
  ],
  zh: ["举个梯度下降的例子", "解释一下学习率", "梯度下降和学习率有什么区别？"],
};

async function chat(language: Locale, mode: TutorMode) {
  const ownerId = ownerFixture();
  const cookie = await cookieFor(ownerId);
  await syncCoursePractice(handle().db, ownerId, await writtenCourse(handle().db, ownerId, language));
  let messages: ChatUIMessage[] = [];
  const say = async (text: string) => {
    messages = [...messages, userMessage(text)];
    const body = JSON.stringify({ id: `quiz-left-${language}-${mode}`, messages, maskId: "warm", mode });
    const chunks = await readUiChunks(await chatRoute(request("http://127.0.0.1/api/chat", { method: "POST", cookie, body })));
    messages = [...messages, await assembleMessage(chunks)];
    return textOf(chunks);
  };
  const attempts = async () => (await handle().db.select().from(practiceAttempts).where(eq(practiceAttempts.ownerId, ownerId))).length;
  return { say, attempts };
}

describe.each(["en", "zh"] as const)("an open practice question in the keyless chat (%s)", (language) => {
  it.each(["explain", "guided"] as const)("a request the chat handles leaves the question (%s mode)", async (mode) => {
    const { say, attempts } = await chat(language, mode);
    for (const text of REQUESTS[language]) {
      expect(await say(QUIZ[language])).toMatch(language === "en" ? /Practice question/ : /练习题/);
      expect(await say(text), text).not.toMatch(QUIZ_READ_AN_ANSWER);
    }
    expect(await attempts()).toBe(0);
  });

  it("a genuine answer still moves the ladder (guided mode)", async () => {
    const { say, attempts } = await chat(language, "guided");
    await say(QUIZ[language]);
    expect(await say(REQUESTS[language][0]!)).not.toMatch(QUIZ_READ_AN_ANSWER);
    // Back to the question: the letter is its answer, checked once the learner says how sure they are.
    expect(await say("B")).toMatch(language === "en" ? /how sure are you/ : /有多大把握/);
    expect(await say("2")).toMatch(language === "en" ? /^(?:Not yet\.|Correct)/ : /^(?:还不对。|正确，做得好。)/);
    expect(await attempts()).toBe(1);
  });
});
