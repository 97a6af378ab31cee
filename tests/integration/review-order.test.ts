/**
 * The order practice asks in, through the routes (walk finding: /review put never-answered questions
 * before the one just missed): a question answered wrong comes back, once FSRS has it due again,
 * before every question never answered, in GET /api/review/due and in the tutor's next quiz question,
 * whatever the course's language; reviews fill the queue first and new questions the rest.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attemptResponseSchema, dueResponseSchema } from "@/features/practice/contract";
import { nextDueQuestion } from "@/features/practice/server/practice-service";
import { practiceItems } from "@/lib/db/practice-schema";
import { LOCALES } from "@/lib/i18n/locales";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { practiceCalls, writtenCourse } from "@/tests/support/practice/practice-kit";

const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(testDatabaseTargets())("review order through the routes on $name", (target) => {
  const handle = setUpCourseRouteEnvironment({ open: () => target.open() });
  const db = () => handle().db;

  async function items(courseId: string) {
    return db().select().from(practiceItems).where(eq(practiceItems.courseId, courseId)).orderBy(practiceItems.due);
  }

  it.each(LOCALES)("a question just missed (%s) comes before the questions never answered once it is due again", async (language) => {
    const ownerId = ownerFixture();
    const calls = practiceCalls(ownerId);
    const courseId = await writtenCourse(db(), ownerId, language);
    // Made first, in another course: new questions due from long before the miss.
    const other = await writtenCourse(db(), ownerId, language);
    expect((await calls.practice(other)).status).toBe(200);
    expect((await calls.practice(courseId)).status).toBe(200);
    const missed = (await items(courseId)).find((item) => item.kind === "cloze")!;
    const reply = attemptResponseSchema.parse(await (await calls.attempt(missed.id, { answer: "not it at all", confidence: 3 })).json());
    expect(reply.correct).toBe(false);
    const dueAgain = Date.parse(reply.nextDue);
    // Not due yet: the queue is the new questions alone.
    const before = dueResponseSchema.parse(await (await calls.due("?limit=100")).json());
    expect(before.questions.map((question) => question.id)).not.toContain(missed.id);
    expect(before.questions.every((question) => question.card.reps === 0)).toBe(true);
    // Due (FSRS's learning step): first in the queue, then every new question, oldest first.
    vi.useFakeTimers({ toFake: ["Date"], now: dueAgain + MINUTE });
    const after = dueResponseSchema.parse(await (await calls.due("?limit=100")).json());
    expect(after.questions[0]).toMatchObject({ id: missed.id, card: { state: "learning", reps: 1 } });
    const rest = after.questions.slice(1);
    expect(rest.length).toBe(before.questions.length);
    expect(rest.every((question) => question.card.reps === 0)).toBe(true);
    const dues = rest.map((question) => Date.parse(question.card.due));
    expect(dues).toEqual(dues.toSorted((a, b) => a - b));
    expect(Math.min(...dues)).toBeLessThan(Date.parse(after.questions[0]!.card.due));
    // A queue of one is that question; so is the tutor's next quiz question.
    expect(dueResponseSchema.parse(await (await calls.due("?limit=1")).json()).questions.map((question) => question.id)).toEqual([
      missed.id,
    ]);
    expect((await nextDueQuestion(db(), ownerId))?.id).toBe(missed.id);
  });

  it("the due reviews fill the queue first, most overdue first, and new questions the rest", async () => {
    const ownerId = ownerFixture();
    const calls = practiceCalls(ownerId);
    const [en, zh] = LOCALES;
    const first = await writtenCourse(db(), ownerId, en);
    const second = await writtenCourse(db(), ownerId, zh);
    for (const courseId of [first, second]) expect((await calls.practice(courseId)).status).toBe(200);
    const clozes = [...(await items(first)), ...(await items(second))].filter((item) => item.kind === "cloze");
    const [wrongFirst, wrongSecond, wrongThird] = [clozes[0]!, clozes.at(-1)!, clozes[1]!];
    for (const [offset, item] of [wrongFirst, wrongSecond, wrongThird].entries()) {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + offset * MINUTE });
      expect((await calls.attempt(item.id, { answer: "no idea, something else", confidence: 2 })).status).toBe(201);
      vi.useRealTimers();
    }
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 30 * MINUTE });
    const two = dueResponseSchema.parse(await (await calls.due("?limit=2")).json());
    expect(two.questions.map((question) => question.id)).toEqual([wrongFirst.id, wrongSecond.id]);
    const ten = dueResponseSchema.parse(await (await calls.due("?limit=10")).json());
    expect(ten.questions.slice(0, 3).map((question) => question.id)).toEqual([wrongFirst.id, wrongSecond.id, wrongThird.id]);
    expect(ten.questions.slice(3)).toHaveLength(7);
    expect(ten.questions.slice(3).every((question) => question.card.reps === 0)).toBe(true);
  });
});
