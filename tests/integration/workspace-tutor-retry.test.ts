/**
 * Retry after a failed tutor turn: the learner's message is stored once, the
 * retry answers it, and a client that resends the same text instead of asking
 * for a retry does not double it either. A retry with nothing to retry is a 400.
 */
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { MockLanguageModelV4, simulateReadableStream } from "ai/test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as conversationRoute, POST as chatRoute } from "@/app/api/courses/[id]/workspace/chat/route";
import type { WorkspaceChatRequest } from "@/features/workspace/contract";
import { loadConversation } from "@/features/workspace/data/conversation-storage";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const handle = setUpCourseRouteEnvironment();
beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
afterAll(() => vi.unstubAllEnvs());

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** A model that fails the first `failures` calls (provider down), then answers `answer`. */
function flaky(failures: number, answer = "Here is the answer.") {
  let calls = 0;
  return new MockLanguageModelV4({
    doGenerate: async () => {
      throw new Error("stream only");
    },
    doStream: async () => {
      calls += 1;
      if (calls <= failures) throw new Error("ECONNRESET: the provider hung up");
      const chunks = [
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: answer },
        { type: "text-end", id: "t" },
        { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage },
      ];
      return { stream: simulateReadableStream({ chunks }) } as never;
    },
  });
}

const userTexts = (messages: { role: string; parts: { type: string; text?: unknown }[] }[]) =>
  messages.filter((message) => message.role === "user").map((message) => message.parts[0]?.text);

/** One tutor turn for this learner's course with this model and request, read to its end. */
async function tutorTurn(
  { ownerId, courseId, model }: { ownerId: string; courseId: string; model: MockLanguageModelV4 },
  request: WorkspaceChatRequest,
) {
  return readUiChunks(
    await streamWorkspaceTurn({ db: handle().db, ownerId, courseId, request, model, evidenceFor: evidenceFor(handle().db, ownerId) }),
  );
}

async function failedTurn() {
  const { ownerId } = await workspaceBrowser();
  const courseId = await confirmedCourse(handle().db, ownerId, { written: true });
  const turn = { ownerId, courseId, model: flaky(1) };
  const first = await tutorTurn(turn, { text: "Explain Pods", references: [] });
  expect(first.some((chunk) => chunk.type === "error")).toBe(true);
  expect(userTexts(await loadConversation(handle().db, courseId))).toEqual(["Explain Pods"]);
  return turn;
}

describe("retry after a failed tutor turn", () => {
  it("answers the stored message again without storing it twice", async () => {
    const turn = await failedTurn();
    const { courseId } = turn;
    const retried = await tutorTurn(turn, { retry: true });
    const text = retried.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");
    expect(text).toBe("Here is the answer.");
    const stored = await loadConversation(handle().db, courseId);
    expect(userTexts(stored)).toEqual(["Explain Pods"]);
    expect(stored.map((message) => message.role)).toEqual(["user", "assistant"]);
  });

  it("the same text resent right after a failure is stored once too; a new text is a new message", async () => {
    const turn = await failedTurn();
    const { courseId } = turn;
    await tutorTurn(turn, { text: "Explain Pods", references: [] });
    expect(userTexts(await loadConversation(handle().db, courseId))).toEqual(["Explain Pods"]);
    await tutorTurn(turn, { text: "Explain Pods", references: [] });
    // After an answer, the same words are a new question and are kept.
    expect(userTexts(await loadConversation(handle().db, courseId))).toEqual(["Explain Pods", "Explain Pods"]);
  });

  it("a retry through the route answers with the offline tutor; with no message yet it is a 400", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(handle().db, ownerId, { written: true });
    const url = `http://127.0.0.1/api/courses/${courseId}/workspace/chat`;
    const post = (body: unknown) =>
      chatRoute(request(url, { method: "POST", cookie, body: JSON.stringify(body) }), params({ id: courseId }));
    await expectError(await post({ retry: true }), 400, "bad_request");
    await expectError(await post({ retry: false }), 400, "bad_request");
    await readUiChunks(await post({ text: "What is a Pod?" }));
    const retried = await post({ retry: true });
    expect(retried.status).toBe(200);
    await readUiChunks(retried);
    const stored = (await (await conversationRoute(request(url, { cookie }), params({ id: courseId }))).json()) as {
      messages: { role: string; parts: { type: string; text?: unknown }[] }[];
    };
    expect(userTexts(stored.messages)).toEqual(["What is a Pod?"]);
    expect(stored.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
  });
});
