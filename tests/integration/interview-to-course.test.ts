/**
 * Interview → course, through the real /api/interview route on the offline
 * model: the designed outline is saved as the browser's draft course and the
 * outline part carries its id; saving never costs the learner the outline.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { POST as interviewRoute } from "@/app/api/interview/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/courses/route";
import { GET as getRoute } from "@/app/api/courses/[id]/route";
import { courseListResponseSchema, courseResponseSchema } from "@/features/courses/contract";
import { designedOutlineSchema } from "@/features/interview/lib/interview-schemas";
import { BASE, cookieFor, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { runInterview } from "@/tests/support/interview/interview-driver";

const db = setUpCourseRouteEnvironment();

function viaRoute(cookie: string | null) {
  return (body: string) => interviewRoute(request("http://127.0.0.1/api/interview", { method: "POST", cookie, body }));
}

describe("interview → draft course", () => {
  it("saves the outline as a draft, once per interview, and links it from the outline", async () => {
    const ownerId = `g_${randomBytes(12).toString("base64url")}`;
    const cookie = await cookieFor(ownerId);
    const interviewId = `iv_${randomBytes(6).toString("hex")}`;
    const run = await runInterview({
      send: viaRoute(cookie),
      interviewId,
      goal: "I know Docker and I want to pass the CKA exam with Kubernetes",
    });
    expect(run.errors).toEqual([]);
    const outline = designedOutlineSchema.parse(run.outline);
    expect(outline.courseId).toMatch(/^crs_/);

    const course = courseResponseSchema.parse(
      await (await getRoute(request(BASE, { cookie }), params({ id: outline.courseId! }))).json(),
    ).course;
    expect(course).toMatchObject({ status: "draft", language: "en", revision: 1 });
    expect({ ...course.outline, courseId: course.id }).toEqual(outline);
    expect(course.goal).toBe("I know Docker and I want to pass the CKA exam with Kubernetes");
    // The course's topic is the subject the goal names, never the whole sentence (issue 25).
    expect(course.profile.topic).not.toBe(course.goal);
    expect(course.profile.topic).toMatch(/^(?:CKA|Kubernetes)$/);
    expect(course.profile.targetOutcome).toMatch(/CKA/);

    // The same interview designing again (a reload re-sending the turn) updates that draft.
    const again = await runInterview({
      send: viaRoute(cookie),
      interviewId,
      goal: "I know Docker and I want to pass the CKA exam with Kubernetes",
    });
    expect(designedOutlineSchema.parse(again.outline).courseId).toBe(outline.courseId);
    const list = courseListResponseSchema.parse(await (await listRoute(request(BASE, { cookie }))).json());
    expect(list.courses.map((summary) => summary.id)).toEqual([outline.courseId]);
  });

  it("without an identity the interview is refused (401, nothing runs); when saving fails, the outline is still shown (without a link)", async () => {
    const body = JSON.stringify({
      id: "iv_anon",
      messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "watercolor painting" }] }],
    });
    const anonymous = await viaRoute(null)(body);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: "unauthorized", message: expect.stringMatching(/Reload the page/) } });

    const cookie = await cookieFor(`g_${randomBytes(12).toString("base64url")}`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const handle = db();
    await handle.db.execute("ALTER TABLE courses RENAME TO courses_away");
    try {
      const run = await runInterview({ send: viaRoute(cookie), goal: "我想学日语", locale: "zh" });
      expect(run.errors).toEqual([]);
      const outline = designedOutlineSchema.parse(run.outline);
      expect(outline.courseId).toBeUndefined();
      expect(outline.title).toMatch(/日语/);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("saving the outline failed"), expect.anything());
      unsavedRun = outline;
    } finally {
      await handle.db.execute("ALTER TABLE courses_away RENAME TO courses");
      logged.mockRestore();
    }
  });

  let unsavedRun: ReturnType<typeof designedOutlineSchema.parse> | undefined;

  it("a failed save is not only in the log: the outline carries what Retry needs, and Retry saves it once", async () => {
    const outline = unsavedRun!;
    expect(outline.unsaved).toMatchObject({ language: "zh", goal: expect.stringMatching(/日语/) });
    const cookie = await cookieFor(`g_${randomBytes(12).toString("base64url")}`);
    // Exactly what the outline card's Retry sends.
    const body = JSON.stringify({ ...outline.unsaved, outline: { ...outline, unsaved: undefined } });
    const retry = () => createRoute(request(BASE, { method: "POST", cookie, body }));
    const first = await retry();
    expect(first.status).toBe(201);
    const saved = courseResponseSchema.parse(await first.json()).course;
    expect({ ...saved.outline }).toEqual({ ...outline, unsaved: undefined, estimatedMinutes: saved.outline.estimatedMinutes });
    const second = courseResponseSchema.parse(await (await retry()).json()).course;
    expect(second.id).toBe(saved.id);
    const list = courseListResponseSchema.parse(await (await listRoute(request(BASE, { cookie }))).json());
    expect(list.courses.map((summary) => summary.id)).toEqual([saved.id]);
  });

  it("an emoji-heavy goal longer than a profile field, with NUL and a lone surrogate, still becomes a course", async () => {
    const cookie = await cookieFor(`g_${randomBytes(12).toString("base64url")}`);
    const goal = `I want to learn guitar \u0000\uD800 ${"🎸🇫🇷👩‍👩‍👧".repeat(150)}`;
    const run = await runInterview({ send: viaRoute(cookie), goal });
    expect(run.errors).toEqual([]);
    const outline = designedOutlineSchema.parse(run.outline);
    expect(outline.unsaved).toBeUndefined();
    expect(outline.courseId).toMatch(/^crs_/);
    const course = courseResponseSchema.parse(
      await (await getRoute(request(BASE, { cookie }), params({ id: outline.courseId! }))).json(),
    ).course;
    expect(course.goal).not.toMatch(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(course.goal.startsWith("I want to learn guitar \uFFFD 🎸🇫🇷👩‍👩‍👧")).toBe(true);
    // The goal is cut as a profile field is, at a whole grapheme; the topic is the subject alone (issue 25).
    expect(course.goal.length).toBeLessThanOrEqual(2000);
    expect(course.goal.endsWith("👩‍👩‍👧")).toBe(true);
    expect(course.profile.topic).toBe("guitar");
  });
});
