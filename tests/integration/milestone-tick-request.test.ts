/**
 * Walk finding: asking the tutor to tick a milestone did not explain the evidence rule. Keyless,
 * through the workspace and chat routes, in English and Chinese: "mark milestone 2 as done" /
 * "把里程碑2标记为完成" says that milestones are earned with evidence (the mastery rule), what is still
 * missing for that milestone from the mastery service (each of its chapters short of correct
 * answers), and offers a quiz — and ticks nothing.
 */
import type { UIMessageChunk } from "ai";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as workspaceChat } from "@/app/api/courses/[id]/workspace/chat/route";
import { POST as chatRoute } from "@/app/api/chat/route";
import type { ChatUIMessage } from "@/features/chat/agents/chat-agent";
import { MASTERY_RULE } from "@/features/practice/lib/mastery-rule";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import type { TutorMode } from "@/lib/ai/tutor-mode";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters, workspaceFiles } from "@/lib/db/schema";
import { LOCALE_COOKIE } from "@/lib/i18n/locale";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { assembleMessage, readUiChunks, userMessage } from "@/tests/support/chat/chat-test-kit";
import { cookieFor, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { draftFixture, ownerFixture } from "@/tests/support/courses/course-test-kit";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { practiceCalls, writtenCourse } from "@/tests/support/practice/practice-kit";

const handle = setUpCourseRouteEnvironment();
const db = () => handle().db;
beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
afterAll(() => vi.unstubAllEnvs());

const ASK: Record<Locale, string[]> = {
  en: ["mark milestone 2 as done", "tick off milestone 2"],
  zh: ["把里程碑2标记为完成", "勾选里程碑2"],
};
const NEVER: Record<Locale, string> = { en: "I won't tick milestone 2", zh: "我不会按要求直接勾选里程碑 2" };
const HAS: Record<Locale, (title: string, made: number) => string> = {
  en: (title, made) => `“${title}” has ${made} of 2 correct questions`,
  zh: (title, made) => `「${title}」答对 ${made}/2 道题`,
};
const OFFER: Record<Locale, RegExp> = { en: /Say “quiz me on .+”/, zh: /说「考考我.+」/ };
const textOf = (chunks: UIMessageChunk[]) => chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");

async function course(language: Locale) {
  const ownerId = ownerFixture();
  const cookie = `${await cookieFor(ownerId)}; ${LOCALE_COOKIE}=${language}`;
  const courseId = await writtenCourse(db(), ownerId, language);
  await seedLearningFiles(db(), ownerId, courseId);
  expect((await practiceCalls(ownerId).practice(courseId)).status).toBe(200);
  // Module 2's chapter, and one of its questions answered right through the practice route.
  const [second] = await db()
    .select()
    .from(chapters)
    .where(and(eq(chapters.courseId, courseId), eq(chapters.moduleIndex, 1)));
  const [item] = await db()
    .select()
    .from(practiceItems)
    .where(and(eq(practiceItems.chapterId, second!.id), eq(practiceItems.kind, "cloze")));
  expect((await practiceCalls(ownerId).attempt(item!.id, { answer: item!.answer, confidence: 4 })).status).toBe(201);
  const milestones = async () =>
    (
      await db()
        .select({ content: workspaceFiles.content })
        .from(workspaceFiles)
        .where(and(eq(workspaceFiles.courseId, courseId), eq(workspaceFiles.path, "milestones.md")))
    )[0]?.content;
  return { ownerId, cookie, courseId, chapterTitle: second!.title, milestones };
}

function expectExplained(reply: string, language: Locale, chapterTitle: string) {
  expect(reply).toContain(NEVER[language]);
  expect(reply).toContain(MASTERY_RULE[language]);
  expect(reply).toContain(HAS[language](chapterTitle, 1));
  expect(reply).toMatch(OFFER[language]);
}

describe.each(LOCALES)("asking the tutor to tick a milestone (%s)", (language) => {
  it.each(["explain", "guided"] as const)("in the workspace (%s): the rule, what is missing, a quiz offered, no tick", async (mode) => {
    const { cookie, courseId, chapterTitle, milestones } = await course(language);
    const before = await milestones();
    for (const text of ASK[language]) {
      const response = await workspaceChat(
        request(`http://127.0.0.1/api/courses/${courseId}/workspace/chat`, {
          method: "POST",
          cookie,
          body: JSON.stringify({ text, references: [], mode }),
        }),
        params({ id: courseId }),
      );
      expectExplained(textOf(await readUiChunks(response)), language, chapterTitle);
    }
    expect(await milestones()).toBe(before);
  });

  it.each(["explain", "guided"] as const)("in the chat (%s): the same, for the learner's course", async (mode: TutorMode) => {
    const { cookie, chapterTitle, milestones } = await course(language);
    const before = await milestones();
    let messages: ChatUIMessage[] = [];
    for (const text of ASK[language]) {
      messages = [...messages, userMessage(text)];
      const body = JSON.stringify({ id: `milestone-${language}-${mode}`, messages, maskId: "warm", mode });
      const chunks = await readUiChunks(await chatRoute(request("http://127.0.0.1/api/chat", { method: "POST", cookie, body })));
      messages = [...messages, await assembleMessage(chunks)];
      expectExplained(textOf(chunks), language, chapterTitle);
    }
    expect(await milestones()).toBe(before);
  });

  it("in the chat, with newer courses still drafts: the written course is the one spoken of", async () => {
    const { ownerId, cookie, chapterTitle } = await course(language);
    // More drafts than the chat speaks of, each changed after the written course: by recency alone they would fill the reply.
    for (const goal of ["Pottery", "Sourdough", "Chess", "Welding"])
      await saveDraftFromInterview(db(), ownerId, draftFixture({ language, goal }));
    const body = JSON.stringify({
      id: `milestone-drafts-${language}`,
      messages: [userMessage(ASK[language][0]!)],
      maskId: "warm",
      mode: "explain",
    });
    const chunks = await readUiChunks(await chatRoute(request("http://127.0.0.1/api/chat", { method: "POST", cookie, body })));
    expectExplained(textOf(chunks), language, chapterTitle);
  });
});
