/**
 * The chat's guided ladder after a reload (issue 26): the sessions live in the browser, their ladders
 * on the server, so GET /api/chat/guided?session=<id> gives the view the session's last turn left
 * (question, rung, attempts) for the page that reopens it. Another owner's session id, or an unknown
 * one, gives the same empty ladder. Offline model, real routes.
 */
import type { UIMessageChunk } from "ai";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as ladderRoute } from "@/app/api/chat/guided/route";
import { POST as chatRoute } from "@/app/api/chat/route";
import { GUIDED_DATA_PART, guidedViewSchema, type GuidedView } from "@/features/practice/contract";
import type { ChatUIMessage } from "@/features/chat/agents/chat-agent";
import { syncCoursePractice } from "@/features/practice/server/practice-sync";
import { assembleMessage, readUiChunks, userMessage } from "@/tests/support/chat/chat-test-kit";
import { cookieFor, expectError, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { writtenCourse } from "@/tests/support/practice/practice-kit";

const handle = setUpCourseRouteEnvironment();
beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
afterAll(() => vi.unstubAllEnvs());

const ladderUrl = (session: string) => `http://127.0.0.1/api/chat/guided?session=${encodeURIComponent(session)}`;

/** A learner with a written course (its stored questions) and a chat session in the browser. */
async function learner(sessionId: string) {
  const ownerId = ownerFixture();
  const cookie = await cookieFor(ownerId);
  // Its chapters' questions made, as opening the course's practice makes them.
  await syncCoursePractice(handle().db, ownerId, await writtenCourse(handle().db, ownerId));
  let messages: ChatUIMessage[] = [];
  const say = async (text: string): Promise<UIMessageChunk[]> => {
    messages = [...messages, userMessage(text)];
    const body = JSON.stringify({ id: sessionId, messages, maskId: "warm", mode: "guided" });
    const chunks = await readUiChunks(await chatRoute(request("http://127.0.0.1/api/chat", { method: "POST", cookie, body })));
    messages = [...messages, await assembleMessage(chunks)];
    return chunks;
  };
  return { cookie, say };
}

const streamedView = (chunks: UIMessageChunk[]) =>
  guidedViewSchema.parse((chunks.find((chunk) => chunk.type === GUIDED_DATA_PART) as { data: unknown }).data);

async function restored(session: string, cookie: string): Promise<GuidedView> {
  const response = await ladderRoute(request(ladderUrl(session), { cookie }));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Record<string, unknown> };
  return guidedViewSchema.parse(body.data[GUIDED_DATA_PART]);
}

describe("GET /api/chat/guided", () => {
  it("gives the session's ladder where its last turn left it: question, rung, attempts", async () => {
    const session = "reload-session-1";
    const { cookie, say } = await learner(session);
    expect(await restored(session, cookie)).toMatchObject({ question: null, step: null });

    const asked = streamedView(await say("Quiz me"));
    expect(asked.question).not.toBeNull();
    expect(await restored(session, cookie)).toMatchObject({ step: "ask", question: { itemId: asked.question!.itemId } });

    await say("Just tell me the answer.");
    const tried = streamedView(await say("bananas, 2"));
    expect(tried).toMatchObject({ attempts: 1, failed: 1 });
    // The page reads what the stream said last, minus that turn's "held" count.
    expect({ ...(await restored(session, cookie)), held: 0 }).toEqual({ ...tried, held: 0 });
    // No answer key travels with the view: the question as it is asked, and the learner's own tries.
    const raw = (await (await ladderRoute(request(ladderUrl(session), { cookie }))).json()) as { data: Record<string, GuidedView> };
    expect(Object.keys(raw.data[GUIDED_DATA_PART]!.question!).sort()).toEqual(["citation", "itemId", "kind", "options", "prompt"]);
  });

  it("reads the session by its id as a turn does: any Unicode, trimmed", async () => {
    const session = " 会话\u0000✓ ";
    const { cookie, say } = await learner(session);
    const asked = streamedView(await say("Quiz me"));
    expect((await restored(session.trim(), cookie)).question?.itemId).toBe(asked.question!.itemId);
    expect((await restored(session, cookie)).question?.itemId).toBe(asked.question!.itemId);
  });

  it("another owner's session id gives nothing, the same as an unknown one", async () => {
    const session = "reload-session-2";
    const { cookie, say } = await learner(session);
    await say("Quiz me");
    const stranger = await cookieFor(ownerFixture());
    expect(await restored(session, stranger)).toMatchObject({ question: null, step: null, attempts: 0, tries: [] });
    expect(await restored("never-opened", cookie)).toMatchObject({ question: null, step: null, attempts: 0, tries: [] });
  });

  it("without a session id, or one longer than a session's → 400", async () => {
    const cookie = await cookieFor(ownerFixture());
    await expectError(await ladderRoute(request("http://127.0.0.1/api/chat/guided", { cookie })), 400, "bad_request");
    await expectError(await ladderRoute(request(ladderUrl("  "), { cookie })), 400, "bad_request");
    await expectError(await ladderRoute(request(ladderUrl("x".repeat(101)), { cookie })), 400, "bad_request");
  });
});
