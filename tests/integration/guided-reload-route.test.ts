/**
 * The guided ladder after a reload (issue 26): GET /api/courses/:id/workspace/chat returns, with the
 * conversation, the ladder's view as the last turn left it (the question being worked on and its
 * step), so the panel shows it when the page loads, not after the next turn. Offline model, real route.
 */
import type { UIMessageChunk } from "ai";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as conversationRoute, POST as chatRoute } from "@/app/api/courses/[id]/workspace/chat/route";
import { GUIDED_DATA_PART, guidedViewSchema } from "@/features/practice/contract";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { cookieFor, expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { writtenCourse } from "@/tests/support/practice/practice-kit";

const handle = setUpCourseRouteEnvironment();
beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
afterAll(() => vi.unstubAllEnvs());

const url = (courseId: string) => `http://127.0.0.1/api/courses/${courseId}/workspace/chat`;

async function course() {
  const ownerId = ownerFixture();
  const cookie = await cookieFor(ownerId);
  const courseId = await writtenCourse(handle().db, ownerId);
  await seedLearningFiles(handle().db, ownerId, courseId);
  const say = async (text: string): Promise<UIMessageChunk[]> =>
    readUiChunks(
      await chatRoute(
        request(url(courseId), { method: "POST", cookie, body: JSON.stringify({ text, references: [], mode: "guided" }) }),
        params({ id: courseId }),
      ),
    );
  const load = async (as = cookie) => conversationRoute(request(url(courseId), { cookie: as }), params({ id: courseId }));
  return { courseId, say, load };
}

const viewIn = async (response: Response) => {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { messages: unknown[]; data: Record<string, unknown> };
  return { messages: body.messages, view: guidedViewSchema.parse(body.data[GUIDED_DATA_PART]) };
};

describe("GET the workspace conversation", () => {
  it("carries the ladder where the last turn left it: the question and its step", async () => {
    const { say, load } = await course();
    const before = await viewIn(await load());
    expect(before.view).toMatchObject({ question: null, step: null, hintsUsed: 0 });

    await say("Quiz me");
    const asked = await viewIn(await load());
    expect(asked.messages.length).toBeGreaterThan(0);
    expect(asked.view.question?.prompt).toBeTruthy();
    expect(asked.view).toMatchObject({ step: "ask", attempts: 0 });

    const streamed = (await say("Just tell me the answer.")).find((chunk) => chunk.type === GUIDED_DATA_PART) as { data: unknown };
    const hinted = await viewIn(await load());
    // The page loads what the stream said last, minus this turn's "held" count.
    expect({ ...hinted.view, held: 0 }).toEqual({ ...guidedViewSchema.parse(streamed.data), held: 0 });
    expect(hinted.view).toMatchObject({ step: "hint1", hintsUsed: 1, question: { itemId: asked.view.question!.itemId } });
    // No answer key travels with the view.
    expect(JSON.stringify(hinted.view)).not.toMatch(/"answer"|"accepted"|"keyPoints"/);
  });

  it("is another owner's course: 404, no ladder", async () => {
    const { say, load } = await course();
    await say("Quiz me");
    const stranger = await cookieFor(ownerFixture());
    await expectError(await load(stranger), 404, "not_found");
  });
});
