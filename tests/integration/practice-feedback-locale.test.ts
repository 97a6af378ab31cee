/**
 * The attempt route frames a grade's feedback in the learner's UI language (the locale cookie, else
 * Accept-Language), whatever the course's language; the key points it quotes stay the course's.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attemptResponseSchema } from "@/features/practice/contract";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { practiceItems } from "@/lib/db/practice-schema";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { practiceCalls, writtenCourse } from "@/tests/support/practice/practice-kit";

const [ENGLISH, CHINESE] = LOCALES;

describe.each(testDatabaseTargets())("attempt feedback's language on $name", (target) => {
  const handle = setUpCourseRouteEnvironment({ open: () => target.open() });
  const db = () => handle().db;

  async function questions(ownerId: string, language: Locale) {
    const courseId = await writtenCourse(db(), ownerId, language);
    expect((await practiceCalls(ownerId).practice(courseId)).status).toBe(200);
    return db().select().from(practiceItems).where(eq(practiceItems.courseId, courseId));
  }

  it("an English course in a Chinese UI: 正确 / 缺少, with the English key points quoted as written", async () => {
    const ownerId = ownerFixture();
    const items = await questions(ownerId, ENGLISH);
    const calls = practiceCalls(ownerId);
    const cloze = items.find((item) => item.kind === "cloze")!;
    const right = attemptResponseSchema.parse(
      await (await calls.attempt(cloze.id, { answer: cloze.answer, confidence: 3 }, `${LOCALE_COOKIE}=${CHINESE}`)).json(),
    );
    expect(right).toMatchObject({ correct: true, feedback: "正确。" });
    const short = items.find((item) => item.kind === "short")!;
    const wrong = attemptResponseSchema.parse(
      await (await calls.attempt(short.id, { answer: "I had pizza for lunch.", confidence: 2 }, `${LOCALE_COOKIE}=${CHINESE}`)).json(),
    );
    expect(wrong.correct).toBe(false);
    expect(wrong.feedback).toMatch(/^你的回答没有包含任何要点。缺少：/);
    for (const point of short.keyPoints as string[]) expect(wrong.feedback).toContain(point);
  });

  it("a Chinese course in an English UI: Correct / Missing, with the Chinese key points quoted as written", async () => {
    const ownerId = ownerFixture();
    const items = await questions(ownerId, CHINESE);
    const calls = practiceCalls(ownerId);
    const cloze = items.find((item) => item.kind === "cloze")!;
    const right = attemptResponseSchema.parse(
      await (await calls.attempt(cloze.id, { answer: cloze.answer, confidence: 3 }, `${LOCALE_COOKIE}=${ENGLISH}`)).json(),
    );
    expect(right).toMatchObject({ correct: true, feedback: "Correct." });
    const short = items.find((item) => item.kind === "short")!;
    const wrong = attemptResponseSchema.parse(
      await (await calls.attempt(short.id, { answer: "我中午吃了披萨。", confidence: 2 }, `${LOCALE_COOKIE}=${ENGLISH}`)).json(),
    );
    expect(wrong.correct).toBe(false);
    expect(wrong.feedback).toMatch(/^Your answer makes none of the key points\. Missing: /);
    for (const point of short.keyPoints as string[]) expect(wrong.feedback).toContain(point);
  });
});
