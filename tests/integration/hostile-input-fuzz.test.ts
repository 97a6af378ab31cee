/**
 * Property test over every route body that feeds the database, on PGlite (and
 * PostgreSQL when TEST_DATABASE_URL is set): arbitrary Unicode (NUL, lone
 * surrogates, bidi overrides, combining marks, ZWJ emoji), text far over the
 * limits and cut anywhere, extreme numbers. Never a 5xx; and what a route
 * accepted is exactly what the database holds — the raw row, not a re-parse.
 * Run counts stay small: the suite runs on 2 shared cores.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/courses/route";
import { PUT as outlineRoute } from "@/app/api/courses/[id]/outline/route";
import { POST as regenerateRoute } from "@/app/api/courses/[id]/regenerate/route";
import { POST as rewriteRoute } from "@/app/api/courses/[id]/chapters/[chapterId]/rewrite/route";
import { courseResponseSchema, rewriteRequestSchema } from "@/features/courses/contract";
import { confirmCourse, interviewDraftSchema, saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { draftFixture, outlineFixture } from "@/tests/support/courses/course-test-kit";
import { normalizeOutline } from "@/features/courses/lib/outline-rules";
import type { CourseOutline } from "@/lib/course-outline";
import { chapters, courses } from "@/lib/db/schema";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { BASE, cookieFor, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { anyText, extremeNumber, fieldText, hostileText } from "@/tests/support/http/hostile-arbitraries";

const RUNS = 25;

const outlineArbitrary = fc
  .record({
    title: fieldText(140),
    description: fieldText(600),
    designRationale: fieldText(1200),
    moduleTitle: fieldText(140),
    chapterTitle: fieldText(140),
    objective: fieldText(300),
    snippet: fc.option(fieldText(400), { nil: undefined }),
    minutes: fc.oneof({ weight: 8, arbitrary: fc.constant(20) }, { weight: 1, arbitrary: extremeNumber }),
  })
  .map((texts): CourseOutline => {
    const base = outlineFixture();
    const [first, ...rest] = base.modules;
    const [chapter, ...others] = first!.chapters;
    return {
      ...base,
      title: texts.title,
      description: texts.description,
      designRationale: texts.designRationale,
      modules: [
        {
          title: texts.moduleTitle,
          chapters: [
            { ...chapter!, title: texts.chapterTitle, objective: texts.objective, snippet: texts.snippet, minutes: texts.minutes },
            ...others,
          ],
        },
        ...rest,
      ],
    };
  });

const never5xx = (response: Response) => expect(response.status, `a ${response.status}`).toBeLessThan(500);

/** Counts accepted runs: a property that only ever saw 400s would prove nothing about storage. */
function acceptance() {
  let accepted = 0;
  return {
    accept: () => void (accepted += 1),
    atLeast: (share: number, runs: number) => expect(accepted).toBeGreaterThanOrEqual(Math.floor(share * runs)),
  };
}

describe.each(testDatabaseTargets())("hostile input on $name: never a 5xx, stored = accepted", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open(), env: { RATE_LIMIT_PER_MINUTE: "0" } });

  const owner = async () => {
    const ownerId = `g_${randomBytes(12).toString("base64url")}`;
    return { ownerId, cookie: await cookieFor(ownerId) };
  };
  const storedCourse = async (id: string) => (await database().db.select().from(courses).where(eq(courses.id, id)))[0]!;

  it("POST /api/courses (the interview's outline, goal and profile)", async () => {
    const { cookie } = await owner();
    const counter = acceptance();
    await fc.assert(
      fc.asyncProperty(
        outlineArbitrary,
        fieldText(2000),
        fc.array(fc.option(anyText, { nil: null }), { minLength: 5, maxLength: 5 }),
        hostileText,
        async (outline, goal, fields, interviewId) => {
          const [topic, goalField, background, targetOutcome, cognitiveStyle] = fields;
          const input = {
            ...draftFixture(),
            interviewId,
            goal,
            outline,
            profile: {
              topic: topic!,
              goal: goalField!,
              background: background!,
              targetOutcome: targetOutcome!,
              cognitiveStyle: cognitiveStyle!,
            },
          };
          const response = await createRoute(request(BASE, { method: "POST", cookie, body: JSON.stringify(input) }));
          never5xx(response);
          const accepted = interviewDraftSchema.safeParse(input);
          if (response.status !== 201) {
            expect(response.status).toBe(400);
            return;
          }
          expect(accepted.success).toBe(true);
          counter.accept();
          const course = courseResponseSchema.parse(await response.json()).course;
          const row = await storedCourse(course.id);
          expect(row.goal).toBe(accepted.data!.goal);
          expect(row.profile).toEqual(accepted.data!.profile);
          expect(row.outline).toEqual(normalizeOutline(accepted.data!.outline));
          expect(course.outline).toEqual(row.outline);
        },
      ),
      { numRuns: RUNS },
    );
    counter.atLeast(0.1, RUNS);
  });

  it("PUT /api/courses/:id/outline (outline text, minutes, revision)", async () => {
    const { ownerId, cookie } = await owner();
    const draft = await saveDraftFromInterview(database().db, ownerId, draftFixture());
    const counter = acceptance();
    await fc.assert(
      // The true revision in three runs of four (it was one in four): an extreme one is refused whatever the
      // outline, so drawing it that often left the accepted outlines near the floor below, and CI flaked.
      fc.asyncProperty(
        outlineArbitrary,
        fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: extremeNumber, weight: 1 }),
        async (outline, revisionOverride) => {
          const { revision } = await storedCourse(draft.id);
          const body = JSON.stringify({ outline, revision: revisionOverride ?? revision });
          const response = await outlineRoute(
            request(`${BASE}/${draft.id}/outline`, { method: "PUT", cookie, body }),
            params({ id: draft.id }),
          );
          never5xx(response);
          if (typeof revisionOverride === "number" && revisionOverride >= 2 ** 31) expect(response.status).toBe(400);
          if (response.status !== 200) return;
          counter.accept();
          const row = await storedCourse(draft.id);
          expect(row.outline).toEqual(courseResponseSchema.parse(await response.json()).course.outline);
          expect(row.outline).toEqual(normalizeOutline(outline));
        },
      ),
      { numRuns: RUNS },
    );
    counter.atLeast(0.1, RUNS);
  });

  it("POST rewrite (the learner's reason) and POST regenerate (the instruction)", async () => {
    const { ownerId, cookie } = await owner();
    const course = await saveDraftFromInterview(database().db, ownerId, draftFixture());
    const draft = await saveDraftFromInterview(database().db, ownerId, draftFixture());
    await confirmCourse(database().db, ownerId, course.id);
    const [chapter] = await database().db.select().from(chapters).where(eq(chapters.courseId, course.id));
    const counter = acceptance();
    await fc.assert(
      fc.asyncProperty(fieldText(500), async (reason) => {
        await database()
          .db.update(chapters)
          .set({ status: "done", content: "# Done", rewriteReason: null })
          .where(eq(chapters.id, chapter!.id));
        const url = `${BASE}/${course.id}/chapters/${chapter!.id}/rewrite`;
        const response = await rewriteRoute(
          request(url, { method: "POST", cookie, body: JSON.stringify({ reason }) }),
          params({ id: course.id, chapterId: chapter!.id }),
        );
        never5xx(response);
        if (response.status !== 202) {
          expect(response.status).toBe(400);
          return;
        }
        counter.accept();
        const [row] = await database().db.select().from(chapters).where(eq(chapters.id, chapter!.id));
        expect(row!.rewriteReason).toBe(rewriteRequestSchema.parse({ reason }).reason);
      }),
      { numRuns: RUNS },
    );
    counter.atLeast(0.1, RUNS);
    await fc.assert(
      fc.asyncProperty(fieldText(1000), fc.option(extremeNumber, { freq: 4, nil: undefined }), async (instruction, revisionOverride) => {
        const { revision } = await storedCourse(draft.id);
        const body = JSON.stringify({ instruction, revision: revisionOverride ?? revision });
        const response = await regenerateRoute(
          request(`${BASE}/${draft.id}/regenerate`, { method: "POST", cookie, body }),
          params({ id: draft.id }),
        );
        never5xx(response);
        if (response.status === 200)
          expect((await storedCourse(draft.id)).outline).toEqual(courseResponseSchema.parse(await response.json()).course.outline);
      }),
      { numRuns: 8 },
    );
  });
});
