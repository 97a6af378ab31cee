/**
 * Practice through its routes (issue 24), on PGlite and on PostgreSQL when TEST_DATABASE_URL is set:
 * questions made from the written chapters, graded attempts, FSRS due dates, the review queue across
 * a browser's courses, the milestone rule, and every refusal (404, 409, 413, 400).
 */
import { and, eq } from "drizzle-orm";
import { createEmptyCard, fsrs, generatorParameters, Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  ATTEMPT_BODY_LIMIT_BYTES,
  attemptResponseSchema,
  dueResponseSchema,
  masteryResponseSchema,
  PRACTICE_LIMITS,
  practiceListResponseSchema,
} from "@/features/practice/contract";
import { answerQuestion } from "@/features/practice/server/practice-service";
import type { Database } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { chapters } from "@/lib/db/schema";
import { expectError, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { practiceCalls, writeChapter, writtenCourse } from "@/tests/support/practice/practice-kit";

type ItemRow = typeof practiceItems.$inferSelect;

async function itemRows(db: Database, courseId: string): Promise<ItemRow[]> {
  return db.select().from(practiceItems).where(eq(practiceItems.courseId, courseId));
}

/** What a learner who knows the chapter answers. */
function rightAnswer(item: ItemRow): string {
  return item.kind === "short" ? (item.keyPoints as string[]).join(". ") : item.answer;
}

describe.each(testDatabaseTargets())("practice routes on $name", (target) => {
  const handle = setUpCourseRouteEnvironment({ open: () => target.open() });
  const db = () => handle().db;

  async function courseWithQuestions(ownerId: string, language: Locale = "en") {
    const courseId = await writtenCourse(db(), ownerId, language);
    const response = await practiceCalls(ownerId).practice(courseId);
    expect(response.status).toBe(200);
    return { courseId, list: practiceListResponseSchema.parse(await response.json()), items: await itemRows(db(), courseId) };
  }

  it("a course's practice: at least 4 questions on every written chapter, of three kinds, asked without their answers", async () => {
    const ownerId = ownerFixture();
    const { courseId, list, items } = await courseWithQuestions(ownerId);
    const written = await db().select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId));
    for (const chapter of written) {
      const own = list.questions.filter((question) => question.chapterId === chapter.id);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(new Set(own.map((question) => question.kind))).toEqual(new Set(["cloze", "choice", "short"]));
    }
    for (const question of list.questions) {
      expect(question.citation).toMatch(/^chapters\/\d\d-\d\d-[^/]+\.md:\d+-\d+$/);
      expect(question.card).toMatchObject({ state: "new", reps: 0 });
    }
    // No answer key on the wire: not the answers, not the rubric, not the misconceptions.
    const wire = JSON.stringify(list);
    // (A term one cloze asks for may be another question's option: options are asked, so they are on the wire.)
    const optionTexts = new Set(list.questions.flatMap((question) => question.options ?? []));
    for (const item of items.filter((row) => row.kind !== "choice" && !optionTexts.has(row.answer))) {
      expect(wire).not.toContain(`"${item.answer}"`);
    }
    expect(wire).not.toMatch(/misconception|keyPoints|accepted/);
    expect(list.counts).toMatchObject({ total: items.length, due: items.length, new: items.length, stale: 0, attempts: 0 });
    // Read again: the same questions, none made twice.
    const again = practiceListResponseSchema.parse(await (await practiceCalls(ownerId).practice(courseId)).json());
    expect(again.questions.map((question) => question.id)).toEqual(list.questions.map((question) => question.id));
  });

  it("another browser's course or question is the same 404 as an unknown one", async () => {
    const owner = ownerFixture();
    const { courseId, items } = await courseWithQuestions(owner);
    const stranger = practiceCalls(ownerFixture());
    await expectError(await stranger.practice(courseId), 404, "not_found");
    await expectError(await stranger.mastery(courseId), 404, "not_found");
    await expectError(await stranger.practice("crs_unknown"), 404, "not_found");
    await expectError(await stranger.attempt(items[0]!.id, { answer: "x", confidence: 3 }), 404, "not_found");
    await expectError(await practiceCalls(owner).attempt("pi_unknown", { answer: "x", confidence: 3 }), 404, "not_found");
    await expectError(await practiceCalls(owner).attempt("not an id!", { answer: "x", confidence: 3 }), 404, "not_found");
    expect(await db().select().from(practiceAttempts).where(eq(practiceAttempts.itemId, items[0]!.id))).toEqual([]);
  });

  it("a cloze answered in other case and spacing is correct, and its next due date is ts-fsrs's", async () => {
    const ownerId = ownerFixture();
    const { items } = await courseWithQuestions(ownerId);
    // Blanked in a line of the chapter's own (never in "After this chapter you can use ____.", asked alike in every chapter).
    const cloze = items.find((item) => item.kind === "cloze");
    expect(cloze, "every chapter has a cloze").toBeDefined();
    const [first, ...rest] = cloze!.answer.split(" ");
    const typed = [first!.toUpperCase(), ...rest].join(" ");
    expect(typed).not.toBe(cloze!.answer);
    const before = Date.now();
    const response = await practiceCalls(ownerId).attempt(cloze!.id, { answer: `  ${typed} `, confidence: 4, timeTakenMs: 5200 });
    expect(response.status).toBe(201);
    const reply = attemptResponseSchema.parse(await response.json());
    expect(reply).toMatchObject({ correct: true, score: 1, reviewed: true, rating: Rating.Easy, card: { state: "review", reps: 1 } });
    // A new card reviewed Easy at the time of the answer, as ts-fsrs schedules it.
    const [attempt] = await db().select().from(practiceAttempts).where(eq(practiceAttempts.id, reply.attemptId));
    const expected = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false })).next(
      createEmptyCard(attempt!.createdAt),
      attempt!.createdAt,
      Rating.Easy,
    );
    expect(reply.nextDue).toBe(expected.card.due.toISOString());
    expect(Date.parse(reply.nextDue)).toBeGreaterThan(before + 86_400_000);
    expect(attempt).toMatchObject({ answer: typed, confidence: 4, timeTakenMs: 5200, answerShown: false, rating: 4 });
    const [card] = await db().select().from(practiceItems).where(eq(practiceItems.id, cloze!.id));
    expect(card!.due.toISOString()).toBe(reply.nextDue);
  });

  it("the interval grows after each correct, confident answer given when due; a wrong one brings the question back", async () => {
    const ownerId = ownerFixture();
    const { items } = await courseWithQuestions(ownerId);
    const item = items.find((row) => row.kind === "choice")!;
    let now = new Date("2026-06-01T08:00:00Z");
    const intervals: number[] = [];
    for (let review = 0; review < 3; review += 1) {
      const reply = await answerQuestion(db(), ownerId, item.id, { answer: item.answer, confidence: 4 }, { now });
      intervals.push(Date.parse(reply.nextDue) - now.getTime());
      now = new Date(reply.nextDue);
    }
    expect(intervals[1]!).toBeGreaterThan(intervals[0]!);
    expect(intervals[2]!).toBeGreaterThan(intervals[1]!);
    const lapse = await answerQuestion(db(), ownerId, item.id, { answer: "not an option", confidence: 4 }, { now });
    expect(lapse).toMatchObject({ correct: false, rating: Rating.Again, card: { lapses: 1 } });
    expect(Date.parse(lapse.nextDue) - now.getTime()).toBeLessThan(86_400_000);
  });

  it("a retry after a wrong answer showed the right one is kept, but is no review and no evidence until the question is due again", async () => {
    const ownerId = ownerFixture();
    const { courseId, items } = await courseWithQuestions(ownerId);
    const item = items.find((row) => row.kind === "cloze")!;
    const now = new Date();
    const wrong = await answerQuestion(db(), ownerId, item.id, { answer: "no idea", confidence: 1 }, { now });
    expect(wrong).toMatchObject({ correct: false, reviewed: true, expected: item.answer });
    const soon = new Date(now.getTime() + 1000);
    // The browser does not say the answer was shown; the server knows it showed it.
    const retry = await answerQuestion(db(), ownerId, item.id, { answer: item.answer, confidence: 4 }, { now: soon });
    expect(retry).toMatchObject({ correct: true, answerShown: true, reviewed: false, rating: null, nextDue: wrong.nextDue });
    const [kept] = await db().select().from(practiceAttempts).where(eq(practiceAttempts.id, retry.attemptId));
    expect(kept).toMatchObject({ answerShown: true, rating: null, correct: true });
    const chapter = masteryResponseSchema
      .parse(await (await practiceCalls(ownerId).mastery(courseId)).json())
      .modules.flatMap((module) => module.chapters)
      .find((candidate) => candidate.chapterId === item.chapterId)!;
    expect(chapter).toMatchObject({ status: "in_progress", questionsCorrect: 0, evidence: [] });
    // Due again (FSRS's relearning step): a real review.
    const due = await answerQuestion(db(), ownerId, item.id, { answer: item.answer, confidence: 3 }, { now: new Date(wrong.nextDue) });
    expect(due).toMatchObject({ correct: true, answerShown: false, reviewed: true, rating: Rating.Good });
  });

  it("an unrelated short answer is not correct and names each missing key point; a wrong option names its misconception", async () => {
    const ownerId = ownerFixture();
    const { items } = await courseWithQuestions(ownerId);
    const short = items.find((item) => item.kind === "short")!;
    const reply = attemptResponseSchema.parse(
      await (await practiceCalls(ownerId).attempt(short.id, { answer: "I had pizza for lunch.", confidence: 2 })).json(),
    );
    expect(reply).toMatchObject({ correct: false, score: 0, rating: Rating.Again, missingPoints: short.keyPoints });
    for (const point of short.keyPoints as string[]) expect(reply.feedback).toContain(point);
    const right = attemptResponseSchema.parse(
      await (await practiceCalls(ownerId).attempt(short.id, { answer: rightAnswer(short), confidence: 3 })).json(),
    );
    expect(right).toMatchObject({ correct: true, missingPoints: [] });

    const choice = items.find((item) => item.kind === "choice")!;
    const options = choice.options as { text: string; misconception: string | null }[];
    const wrong = options.find((option) => option.misconception)!;
    const picked = attemptResponseSchema.parse(
      await (await practiceCalls(ownerId).attempt(choice.id, { answer: wrong.text, confidence: 4 })).json(),
    );
    expect(picked).toMatchObject({ correct: false, misconception: wrong.misconception, expected: choice.answer });
  });

  it("a rewritten chapter's questions go stale (an attempt on one is 409) and new ones are made; a question the learner deleted is 409 and gone", async () => {
    const ownerId = ownerFixture();
    const calls = practiceCalls(ownerId);
    const { courseId, items } = await courseWithQuestions(ownerId);
    const chapterId = items[0]!.chapterId;
    const old = items.filter((item) => item.chapterId === chapterId);
    await writeChapter(db(), chapterId, "more examples, please");
    const list = practiceListResponseSchema.parse(await (await calls.practice(courseId)).json());
    const ofChapter = list.questions.filter((question) => question.chapterId === chapterId);
    expect(
      ofChapter
        .filter((question) => question.status === "stale")
        .map((question) => question.id)
        .sort(),
    ).toEqual(old.map((item) => item.id).sort());
    expect(ofChapter.filter((question) => question.status === "active").length).toBeGreaterThanOrEqual(4);
    expect(list.counts.stale).toBe(old.length);
    const stale = await calls.attempt(old[0]!.id, { answer: rightAnswer(old[0]!), confidence: 4 });
    expect((await expectError(stale, 409, "conflict")).message).toMatch(/rewritten/);
    const other = items.find((item) => item.chapterId !== chapterId)!;
    await expectError(await practiceCalls(ownerFixture()).remove(other.id), 404, "not_found");
    expect((await calls.remove(other.id)).status).toBe(204);
    expect((await calls.remove(other.id)).status).toBe(204);
    await expectError(await calls.remove("pi_unknown"), 404, "not_found");
    await expectError(await calls.attempt(other.id, { answer: rightAnswer(other), confidence: 4 }), 409, "conflict");
    const listed = practiceListResponseSchema.parse(await (await calls.practice(courseId)).json());
    expect(listed.questions.map((question) => question.id)).not.toContain(other.id);
    expect(await db().select().from(practiceAttempts).where(eq(practiceAttempts.courseId, courseId))).toEqual([]);
  });

  it("an oversized answer is 413, a bad body 400; any Unicode is accepted and stored NFC", async () => {
    const ownerId = ownerFixture();
    const calls = practiceCalls(ownerId);
    const { items } = await courseWithQuestions(ownerId);
    const item = items.find((row) => row.kind === "short")!;
    await expectError(
      await calls.attempt(item.id, { answer: "x".repeat(ATTEMPT_BODY_LIMIT_BYTES), confidence: 3 }),
      413,
      "payload_too_large",
    );
    await expectError(
      await calls.attempt(item.id, { answer: "é".repeat(ATTEMPT_BODY_LIMIT_BYTES / 2), confidence: 3 }),
      413,
      "payload_too_large",
    );
    // Within the byte limit, but longer than an answer may be: 413 too, saying the limit.
    const long = await calls.attempt(item.id, { answer: "y".repeat(PRACTICE_LIMITS.answerChars + 1), confidence: 3 });
    expect((await expectError(long, 413, "payload_too_large")).message).toContain(String(PRACTICE_LIMITS.answerChars));
    expect(await calls.attempt(item.id, { answer: "y".repeat(PRACTICE_LIMITS.answerChars), confidence: 3 })).toHaveProperty("status", 201);
    await expectError(await calls.attempt(item.id, JSON.stringify({ answer: "x", confidence: 5 })), 400, "bad_request");
    await expectError(await calls.attempt(item.id, JSON.stringify({ answer: "x" })), 400, "bad_request");
    await expectError(await calls.attempt(item.id, JSON.stringify({ answer: 42, confidence: 3 })), 400, "bad_request");
    const answer = "cafe\u0301 \uD800 😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u0000 مرحبا";
    const response = await calls.attempt(item.id, { answer, confidence: 1 });
    expect(response.status).toBe(201);
    const { attemptId } = attemptResponseSchema.parse(await response.json());
    const [stored] = await db().select().from(practiceAttempts).where(eq(practiceAttempts.id, attemptId));
    expect(stored!.answer).toBe("café \uFFFD 😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢  مرحبا");
    expect(stored!.answer).toBe(stored!.answer.normalize("NFC"));
  });

  it("the review queue: due questions across the browser's own courses, the limit respected", async () => {
    const ownerId = ownerFixture();
    const calls = practiceCalls(ownerId);
    const first = await courseWithQuestions(ownerId);
    const second = await courseWithQuestions(ownerId, "zh");
    const stranger = await courseWithQuestions(ownerFixture());
    const mine = new Set([first.courseId, second.courseId]);
    const all = dueResponseSchema.parse(await (await calls.due("?limit=100")).json());
    expect(all.questions.length).toBe(Math.min(100, first.items.length + second.items.length));
    expect(all.questions.every((question) => mine.has(question.courseId))).toBe(true);
    expect(all.questions.some((question) => question.courseId === stranger.courseId)).toBe(false);
    expect(dueResponseSchema.parse(await (await calls.due("?limit=5")).json()).questions).toHaveLength(5);
    expect(dueResponseSchema.parse(await (await calls.due()).json()).questions).toHaveLength(20);
    for (const query of ["?limit=0", "?limit=abc", "?limit=101", "?limit=2.5"])
      await expectError(await calls.due(query), 400, "bad_request");
    // Answered well, a question leaves the queue until FSRS brings it back.
    const answered = first.items.find((item) => item.kind === "cloze")!;
    await calls.attempt(answered.id, { answer: answered.answer, confidence: 4 });
    const after = dueResponseSchema.parse(await (await calls.due("?limit=100")).json());
    expect(after.questions.map((question) => question.id)).not.toContain(answered.id);
  });

  it("a module is earned once each of its chapters has 2 correct answers on different questions; answer-shown retries never count", async () => {
    const ownerId = ownerFixture();
    const calls = practiceCalls(ownerId);
    const { courseId, items } = await courseWithQuestions(ownerId);
    const moduleChapters = await db()
      .select({ id: chapters.id })
      .from(chapters)
      .where(and(eq(chapters.courseId, courseId), eq(chapters.moduleIndex, 0)))
      .orderBy(chapters.position);
    const questionsOf = (chapterId: string) => items.filter((item) => item.chapterId === chapterId);
    const mastery = async () => masteryResponseSchema.parse(await (await calls.mastery(courseId)).json());
    const answer = async (item: ItemRow, extra: { answerShown?: boolean } = {}) =>
      attemptResponseSchema.parse(await (await calls.attempt(item.id, { answer: rightAnswer(item), confidence: 3, ...extra })).json());

    const [a1, a2] = questionsOf(moduleChapters[0]!.id);
    const counted = await answer(a1!);
    expect(counted.correct).toBe(true);
    const cardBefore = (await db().select().from(practiceItems).where(eq(practiceItems.id, a2!.id)))[0]!;
    const shown = await answer(a2!, { answerShown: true });
    expect(shown).toMatchObject({ correct: true, reviewed: false, rating: null, nextDue: cardBefore.due.toISOString() });
    let state = await mastery();
    expect(state.modules[0]).toMatchObject({
      status: "in_progress",
      chapters: [{ status: "in_progress", questionsCorrect: 1 }, { status: "not_started" }],
    });
    expect(state.modules[0]!.chapters[0]!.evidence.map((evidence) => evidence.attemptId)).toEqual([counted.attemptId]);

    await answer(a2!);
    for (const item of questionsOf(moduleChapters[1]!.id).slice(0, 2)) await answer(item);
    for (const chapter of moduleChapters.slice(2)) for (const item of questionsOf(chapter.id).slice(0, 2)) await answer(item);
    state = await mastery();
    expect(state.modules[0]!.status).toBe("earned");
    expect(state.modules[0]!.chapters.every((chapter) => chapter.status === "earned" && chapter.evidence.length === 2)).toBe(true);
    expect(state.modules[1]!.status).toBe("not_started");
    expect(state.rule).toMatch(/2 correct answers on different questions/);
  });
});
