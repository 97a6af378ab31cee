/**
 * Hostile answers to practice questions (issue 24: "any Unicode accepted, stored normalised"): any
 * text, any number, any shape. Every request gets the one JSON error shape or a graded attempt,
 * never a 5xx; what is stored is the NFC-normalised answer, and an empty or garbage answer is
 * never graded correct. PGlite, and PostgreSQL when TEST_DATABASE_URL is set (its text refuses NUL).
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attemptResponseSchema } from "@/features/practice/contract";
import { normalizeStoredText } from "@/lib/stored-text";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { anyJson, extremeNumber, fieldText } from "@/tests/support/http/hostile-arbitraries";
import { practiceCalls, writtenCourse } from "@/tests/support/practice/practice-kit";

const RUNS = 25;

describe.each(testDatabaseTargets())("hostile attempts on $name", (target) => {
  const handle = setUpCourseRouteEnvironment({ open: () => target.open() });

  async function questions() {
    const ownerId = ownerFixture();
    const courseId = await writtenCourse(handle().db, ownerId);
    expect((await practiceCalls(ownerId).practice(courseId)).status).toBe(200);
    return { ownerId, items: await handle().db.select().from(practiceItems).where(eq(practiceItems.courseId, courseId)) };
  }

  it("any answer text is graded or refused in our shape; a stored one is the NFC-normalised answer", async () => {
    const { ownerId, items } = await questions();
    const calls = practiceCalls(ownerId);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: items.length - 1 }), fieldText(6000), extremeNumber, async (index, answer, confidence) => {
        const item = items[index]!;
        const response = await calls.attempt(item.id, JSON.stringify({ answer, confidence }));
        expect(response.status).toBeLessThan(500);
        const body = (await response.json()) as unknown;
        if (response.status !== 201) {
          expect(Object.keys(body as object)).toEqual(["error"]);
          expect([400, 413]).toContain(response.status);
          return;
        }
        const reply = attemptResponseSchema.parse(body);
        const [stored] = await handle().db.select().from(practiceAttempts).where(eq(practiceAttempts.id, reply.attemptId));
        expect(stored!.answer).toBe(normalizeStoredText(answer, { multiline: true }));
        expect(stored!.answer).toBe(stored!.answer.normalize("NFC"));
        // Noise never makes a cloze's term or a short answer's key points (a choice can be picked by its letter: "a").
        if (item.kind !== "choice") expect(reply).toMatchObject({ correct: false });
      }),
      { numRuns: RUNS, examples: [[0, "a\u0000\uD800b", 3]] },
    );
  });

  it("any JSON at all: 400 in our shape, nothing stored", async () => {
    const { ownerId, items } = await questions();
    const calls = practiceCalls(ownerId);
    const item = items[0]!;
    await fc.assert(
      fc.asyncProperty(anyJson, async (value) => {
        const response = await calls.attempt(item.id, JSON.stringify(value));
        expect(response.status).toBe(400);
        expect(Object.keys((await response.json()) as object)).toEqual(["error"]);
      }),
      { numRuns: RUNS },
    );
    expect(await handle().db.select().from(practiceAttempts).where(eq(practiceAttempts.itemId, item.id))).toEqual([]);
  });
});
