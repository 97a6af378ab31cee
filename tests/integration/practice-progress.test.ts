/**
 * Progress you can open (issue 24 item 6), through its routes on PGlite and on PostgreSQL when
 * TEST_DATABASE_URL is set: a streak counted in the learner's zone, time spent, the due chart,
 * modules by mastery status, and the attempts behind each figure; another browser's course is 404.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attemptListSchema, masteryResponseSchema, progressSummarySchema } from "@/features/practice/contract";
import { answerQuestion } from "@/features/practice/server/practice-service";
import { chapters } from "@/lib/db/schema";
import { practiceItems } from "@/lib/db/practice-schema";
import { expectError, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { practiceCalls, writtenCourse } from "@/tests/support/practice/practice-kit";

const DAY = 86_400_000;
const ZONE = "?tz=Asia/Shanghai";

describe.each(testDatabaseTargets())("practice progress routes on $name", (target) => {
  const handle = setUpCourseRouteEnvironment({ open: () => target.open() });
  const db = () => handle().db;

  async function practisedCourse(ownerId: string) {
    const courseId = await writtenCourse(db(), ownerId);
    expect((await practiceCalls(ownerId).practice(courseId)).status).toBe(200);
    const items = await db().select().from(practiceItems).where(eq(practiceItems.courseId, courseId));
    const rows = await db().select().from(chapters).where(eq(chapters.courseId, courseId));
    return { courseId, items, chapters: rows };
  }

  const right = (item: (typeof practiceItems)["$inferSelect"]) =>
    item.kind === "short" ? (item.keyPoints as string[]).join(". ") : item.answer;

  async function summary(ownerId: string, query = ZONE) {
    const response = await practiceCalls(ownerId).summary(query);
    expect(response.status).toBe(200);
    return progressSummarySchema.parse(await response.json());
  }

  async function attempts(ownerId: string, query: string, courseId?: string) {
    const calls = practiceCalls(ownerId);
    const response = courseId ? await calls.courseAttempts(courseId, query) : await calls.attempts(query);
    expect(response.status).toBe(200);
    return attemptListSchema.parse(await response.json());
  }

  it("a streak of days in the learner's zone, time spent, and the attempts behind both", async () => {
    const ownerId = ownerFixture();
    const { courseId, items } = await practisedCourse(ownerId);
    const now = Date.now();
    // Today, yesterday and the day before (24 h apart: three days in Shanghai, which keeps no DST), and one a week ago.
    for (const [index, ago] of [0, 1, 2, 7].entries()) {
      const item = items[index]!;
      await answerQuestion(
        db(),
        ownerId,
        item.id,
        { answer: right(item), confidence: 3, timeTakenMs: 1000 * (index + 1) },
        { now: new Date(now - ago * DAY) },
      );
    }
    const figures = await summary(ownerId);
    expect(figures).toMatchObject({ timeZone: "Asia/Shanghai", attempts: 4, timeSpentMs: 10_000 });
    expect(figures.streak).toMatchObject({ days: 3, today: true });
    // The streak opens its own attempts: the three of its days, not the week-old one.
    const streak = await attempts(ownerId, `?from=${encodeURIComponent(figures.streak.from!)}`);
    expect(streak.total).toBe(3);
    expect(streak.attempts.map((attempt) => attempt.itemId)).toEqual(items.slice(0, 3).map((item) => item.id));
    expect(streak.attempts[0]).toMatchObject({ correct: true, counted: true, answer: right(items[0]!), expected: expect.any(String) });
    expect(streak.attempts[0]!.prompt).toBe(items[0]!.prompt);
    // Time spent opens all of them, newest first, a page at a time.
    const first = await attempts(ownerId, "?limit=3");
    expect(first).toMatchObject({ total: 4, nextCursor: expect.any(String) });
    const rest = await attempts(ownerId, `?limit=3&cursor=${first.nextCursor}`);
    expect(rest).toMatchObject({ total: 4, nextCursor: null });
    expect(rest.attempts.map((attempt) => attempt.itemId)).toEqual([items[3]!.id]);
    expect(figures.courses).toEqual([
      {
        courseId,
        modules: { earned: 0, in_progress: expect.any(Number), not_started: expect.any(Number) },
        dueNow: expect.any(Number),
        attempts: 4,
      },
    ]);
  });

  it("no attempt today or yesterday: no streak; the browser's offset stands in for a zone it does not name", async () => {
    const ownerId = ownerFixture();
    const { items } = await practisedCourse(ownerId);
    await answerQuestion(db(), ownerId, items[0]!.id, { answer: "no idea", confidence: 1 }, { now: new Date(Date.now() - 3 * DAY) });
    expect((await summary(ownerId)).streak).toEqual({ days: 0, today: false, from: null });
    const fresh = ownerFixture();
    const { items: own } = await practisedCourse(fresh);
    await answerQuestion(db(), fresh, own[0]!.id, { answer: "no idea", confidence: 1 });
    expect((await summary(fresh, "?offset=-480")).streak).toMatchObject({ days: 1, today: true });
  });

  it("the due chart: 14 days from today, each day's questions, the reviews due now opening the attempts on them", async () => {
    const ownerId = ownerFixture();
    const { items } = await practisedCourse(ownerId);
    const reply = await answerQuestion(db(), ownerId, items[0]!.id, { answer: right(items[0]!), confidence: 3 });
    const figures = await summary(ownerId);
    expect(figures.dueDays).toHaveLength(14);
    // Every new question is due now; the answered one comes back on the day FSRS gave it.
    expect(figures.dueNow).toBe(items.length - 1);
    const dayOf = figures.dueDays.find(
      (day) => Date.parse(day.from) <= Date.parse(reply.nextDue) && Date.parse(reply.nextDue) < Date.parse(day.to),
    );
    expect(dayOf?.count).toBeGreaterThanOrEqual(1);
    expect(figures.dueDays.reduce((sum, day) => sum + day.count, 0)).toBe(items.length);
    const onThatDay = await attempts(ownerId, `?dueFrom=${encodeURIComponent(dayOf!.from)}&dueTo=${encodeURIComponent(dayOf!.to)}`);
    expect(onThatDay.attempts.map((attempt) => attempt.id)).toEqual([reply.attemptId]);
    expect((await attempts(ownerId, `?dueTo=${encodeURIComponent(new Date().toISOString())}`)).total).toBe(0);
  });

  it("modules by mastery status, and a module's counted attempts (a wrong or answer-shown one is listed but not counted)", async () => {
    const ownerId = ownerFixture();
    const { courseId, items, chapters: rows } = await practisedCourse(ownerId);
    const second = rows.find((chapter) => chapter.moduleIndex === 1)!;
    const own = items.filter((item) => item.chapterId === second.id);
    for (const item of own.slice(0, 2)) await answerQuestion(db(), ownerId, item.id, { answer: right(item), confidence: 4 });
    await answerQuestion(db(), ownerId, own[2]!.id, { answer: "no idea", confidence: 2 });
    const response = await practiceCalls(ownerId).courseSummary(courseId, ZONE);
    expect(response.status).toBe(200);
    const figures = progressSummarySchema.parse(await response.json());
    expect(figures.courses).toEqual([
      { courseId, modules: { earned: 1, in_progress: 0, not_started: 1 }, dueNow: expect.any(Number), attempts: 3 },
    ]);
    const counted = await attempts(ownerId, "?module=2&counted=true", courseId);
    expect(counted.attempts.map((attempt) => attempt.itemId).sort()).toEqual(
      own
        .slice(0, 2)
        .map((item) => item.id)
        .sort(),
    );
    const all = await attempts(ownerId, "?module=2", courseId);
    expect(all.attempts.map((attempt) => [attempt.correct, attempt.counted])).toContainEqual([false, false]);
    expect((await attempts(ownerId, "?module=1", courseId)).total).toBe(0);
    expect((await attempts(ownerId, `?chapterId=${second.id}&module=1`, courseId)).total).toBe(0);
  });

  it("another browser sees none of it: its summary is empty, the course's figures 404; bad queries are 400s that say why", async () => {
    const ownerId = ownerFixture();
    const { courseId, items } = await practisedCourse(ownerId);
    await answerQuestion(db(), ownerId, items[0]!.id, { answer: right(items[0]!), confidence: 3 });
    const stranger = ownerFixture();
    expect(await summary(stranger)).toMatchObject({ attempts: 0, dueNow: 0, courses: [], streak: { days: 0 } });
    expect((await attempts(stranger, "")).total).toBe(0);
    await expectError(await practiceCalls(stranger).courseSummary(courseId), 404, "not_found");
    await expectError(await practiceCalls(stranger).courseAttempts(courseId), 404, "not_found");
    expect((await expectError(await practiceCalls(ownerId).summary("?tz=Mars/Olympus"), 400, "bad_request")).message).toMatch(/time zone/);
    await expectError(await practiceCalls(ownerId).summary("?offset=abc"), 400, "bad_request");
    expect((await expectError(await practiceCalls(ownerId).attempts("?cursor=bm9wZQ"), 400, "bad_request")).message).toMatch(/cursor/);
    expect((await expectError(await practiceCalls(ownerId).attempts("?module=1"), 400, "bad_request")).message).toMatch(/course/);
    await expectError(await practiceCalls(ownerId).attempts("?from=yesterday"), 400, "bad_request");
    await expectError(await practiceCalls(ownerId).attempts("?limit=1000"), 400, "bad_request");
    await expectError(await practiceCalls(ownerId).attempts("?sort=asc"), 400, "bad_request");
  });

  it("\"I already know this\" per chapter: kept as the learner's claim, shown in mastery, earning nothing; only on the owner's own chapters", async () => {
    const ownerId = ownerFixture();
    const { courseId, chapters: rows } = await practisedCourse(ownerId);
    const calls = practiceCalls(ownerId);
    const mastery = async () => masteryResponseSchema.parse(await (await calls.mastery(courseId)).json());
    for (const chapter of rows) expect((await calls.claim(courseId, chapter.id)).status).toBe(204);
    expect((await calls.claim(courseId, rows[0]!.id)).status).toBe(204); // twice is no error
    const claimed = await mastery();
    expect(claimed.modules.map((module) => module.status)).toEqual(["not_started", "not_started"]);
    expect(claimed.modules.flatMap((module) => module.chapters.map((chapter) => [chapter.claimed, chapter.questionsCorrect]))).toEqual(
      rows.map(() => [true, 0]),
    );
    expect((await summary(ownerId)).courses[0]?.modules ?? { earned: 0 }).toMatchObject({ earned: 0 });
    expect((await calls.claim(courseId, rows[0]!.id, false)).status).toBe(204);
    expect((await mastery()).modules[0]!.chapters.find((chapter) => chapter.chapterId === rows[0]!.id)?.claimed).toBe(false);
    // Another course's chapter, a made-up one, another browser's course: the same 404.
    const other = await writtenCourse(db(), ownerId);
    await expectError(await calls.claim(other, rows[0]!.id), 404, "not_found");
    await expectError(await calls.claim(courseId, "no-such-chapter"), 404, "not_found");
    await expectError(await calls.claim(courseId, "bad id!"), 404, "not_found");
    await expectError(await practiceCalls(ownerFixture()).claim(courseId, rows[0]!.id), 404, "not_found");
    await expectError(await calls.claim(courseId, rows[0]!.id, '{"claimed":"yes"}'), 400, "bad_request");
  });
});
