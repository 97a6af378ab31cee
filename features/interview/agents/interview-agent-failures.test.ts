/**
 * The real interview agent (ToolLoopAgent + research and curriculum sub-agents)
 * driven through streamInterviewTurn, with scripted mock models that record
 * every call. What the learner gets is read back from the SSE UI message stream.
 * This file: failures reaching the learner as safe sentences, and research with its sources.
 */
import { APICallError, type UIMessageChunk } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOOL } from "../contract";
import { researchBriefSchema, type ResearchBrief } from "../lib/interview-schemas";
import { userText } from "@/tests/support/interview/interview-fixtures";
import { chunksOfType, fakeSearchProvider, findingsFixture, KUBERNETES_SOURCE } from "@/tests/support/interview/interview-test-kit";
import {
  forcedToolName,
  interviewBrain,
  isResearchCall,
  isResearchRunStart,
  toolResultsIn,
} from "@/tests/support/interview/interview-scripted-model";
import { pendingQuestionOf, setup, turn } from "@/tests/support/interview/interview-agent-harness";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("interview agent: failures reach the learner as safe sentences", () => {
  const failing = (statusCode: number, isRetryable: boolean) =>
    new APICallError({
      message: "upstream exploded: api key sk-live-SECRET123 rejected at https://internal.example/v1",
      url: "https://internal.example/v1/chat/completions",
      requestBodyValues: {},
      statusCode,
      responseHeaders: { "retry-after-ms": "0" },
      responseBody: '{"error":"sk-live-SECRET123"}',
      isRetryable,
    });

  function expectNoLeak(chunks: UIMessageChunk[]) {
    const wire = JSON.stringify(chunks);
    for (const leak of ["SECRET123", "internal.example", "upstream exploded", "APICallError", "stack"]) {
      expect(wire).not.toContain(leak);
    }
  }

  it("a model that fails with HTTP 503 → one error chunk with the safe text, nothing else leaks", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { chat, agent } = setup({
      chat: () => {
        throw failing(503, false);
      },
    });
    const { chunks } = await turn(agent, [userText("Kubernetes")]);

    expect(chat.calls).toHaveLength(1);
    const errors = chunksOfType(chunks, "error");
    expect(errors).toEqual([{ type: "error", errorText: "The model service failed (HTTP 503). Your conversation is kept: retry." }]);
    expect(chunksOfType(chunks, "tool-input-available")).toEqual([]);
    expectNoLeak(chunks);
    expect(consoleError).toHaveBeenCalled();
  });

  it("a retryable 503 is retried twice, then reported with the same safe text (RetryError unwrapped)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { chat, agent } = setup({
      chat: () => {
        throw failing(503, true);
      },
    });
    const { chunks } = await turn(agent, [userText("Kubernetes")]);
    expect(chat.calls).toHaveLength(3);
    expect(chunksOfType(chunks, "error").map((chunk) => chunk.errorText)).toEqual([
      "The model service failed (HTTP 503). Your conversation is kept: retry.",
    ]);
    expectNoLeak(chunks);
  });

  it("a 401 says the credentials were rejected", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { agent } = setup({
      chat: () => {
        throw failing(401, false);
      },
    });
    const { chunks } = await turn(agent, [userText("Kubernetes")]);
    expect(chunksOfType(chunks, "error").map((chunk) => chunk.errorText)).toEqual([
      "The model service rejected our credentials. Check LLM_API_KEY, then retry.",
    ]);
    expectNoLeak(chunks);
  });

  it("a failing research sub-agent: the research part carries the safe text and the interview still asks", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const brain = interviewBrain();
    const { chat, agent } = setup({
      chat: (call) => {
        if (isResearchCall(call)) throw failing(503, false);
        return brain(call);
      },
    });
    const { chunks, message } = await turn(agent, [userText("Kubernetes")]);

    const failures = chunksOfType(chunks, "tool-output-error");
    expect(failures.map((chunk) => chunk.errorText)).toEqual(["The model service failed (HTTP 503). Your conversation is kept: retry."]);
    expectNoLeak(chunks);
    // Not researched twice in the same turn: the failed attempt counts.
    expect(chat.calls.filter((call) => forcedToolName(call) === TOOL.researchTopic)).toHaveLength(1);
    expect(pendingQuestionOf(message).input).toMatchObject({ targetField: "goal" });
  });
});

describe("interview agent: research and its sources", () => {
  function briefOf(chunks: UIMessageChunk[]): ResearchBrief {
    const outputs = chunksOfType(chunks, "tool-output-available");
    expect(outputs).toHaveLength(1);
    return researchBriefSchema.parse(outputs[0]!.output);
  }

  it("a search provider that throws → research still completes, webAccess false, no sources", async () => {
    const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const provider = fakeSearchProvider(async () => {
      throw new Error("search backend down (token tvly-SECRET)");
    });
    const { chat, agent } = setup({ searchProvider: provider });
    const { chunks, message } = await turn(agent, [userText("Kubernetes")]);

    expect(provider.queries).toHaveLength(1);
    const brief = briefOf(chunks);
    expect(brief.webAccess).toBe(false);
    // The model still cited the URL it "remembered"; no search returned it, so it is gone.
    expect(brief.sources).toEqual([]);
    expect(brief.summary).toBe(findingsFixture().summary);
    // The research model was told the search failed (so it can say so honestly).
    const submitCall = chat.calls.filter(isResearchCall)[1]!;
    const searchResult = toolResultsIn(submitCall.prompt, TOOL.searchWeb)[0]!;
    expect((searchResult.output as { value: unknown }).value).toMatchObject({ webAccess: false, results: [] });
    expect(chunksOfType(chunks, "error")).toEqual([]);
    expect(pendingQuestionOf(message).input).toMatchObject({ targetField: "goal" });
    expect(consoleWarn).toHaveBeenCalled();
  });

  it("a URL the model cites that no search returned is dropped from sources (and duplicates collapse)", async () => {
    const invented = "https://invented.example.com/kubernetes-guide";
    const { agent } = setup({
      chat: interviewBrain({
        findings: () => findingsFixture({ sourceUrls: [invented, KUBERNETES_SOURCE.url, KUBERNETES_SOURCE.url] }),
      }),
    });
    const { chunks } = await turn(agent, [userText("Kubernetes")]);
    const brief = briefOf(chunks);
    expect(brief.webAccess).toBe(true);
    expect(brief.sources).toEqual([{ url: KUBERNETES_SOURCE.url, title: KUBERNETES_SOURCE.title }]);
    expect(JSON.stringify(chunks)).not.toContain(invented);
  });

  it("without a search provider, research is one forced submitBrief call and says webAccess false", async () => {
    const { chat, agent } = setup({ searchProvider: null });
    const { chunks } = await turn(agent, [userText("Kubernetes")]);
    const research = chat.calls.filter(isResearchCall);
    expect(research).toHaveLength(1);
    expect(research[0]!.toolNames).toEqual([TOOL.submitBrief]);
    expect(research[0]!.toolChoice).toEqual({ type: "tool", toolName: TOOL.submitBrief });
    const brief = briefOf(chunks);
    expect(brief.webAccess).toBe(false);
    expect(brief.sources).toEqual([]);
  });

  it("a research model that never submits a valid brief → safe research failure, the interview goes on", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const brain = interviewBrain({ findings: () => findingsFixture({ learningPath: [] }) }); // learningPath min 2
    const { chat, agent } = setup({ chat: brain, searchProvider: null });
    const { chunks, message } = await turn(agent, [userText("Kubernetes")]);
    // The invalid brief goes back to the model once (hasValidToolCall); a second invalid one ends research.
    expect(chat.calls.filter(isResearchCall)).toHaveLength(2);
    expect(chunksOfType(chunks, "tool-output-error").map((chunk) => chunk.errorText)).toEqual([
      "The research step did not produce a usable brief.",
    ]);
    expect(pendingQuestionOf(message).input).toMatchObject({ targetField: "goal" });
  });

  // BUG (reported): hasResearched() compares the researchTopic call's *input* topic with the
  // learner's first message verbatim (normalised). A model that passes the subject rather than
  // the whole sentence ("Kubernetes" for "I want to learn Kubernetes for my job") is never
  // considered to have researched, so prepareStep forces researchTopic again on every step until
  // stepCountIs(4): four research runs and a turn that ends without a question card.
  // `it.fails` keeps the suite green while documenting it; drop `.fails` once fixed.
  it("a model that shortens the topic in researchTopic's input still researches once and asks", async () => {
    const brain = interviewBrain();
    const { chat, agent } = setup({
      chat: (call) =>
        forcedToolName(call) === TOOL.researchTopic
          ? { toolCalls: [{ toolName: TOOL.researchTopic, input: { topic: "Kubernetes" } }] }
          : brain(call),
    });
    const { message } = await turn(agent, [userText("I want to learn Kubernetes for my job")]);
    expect(chat.calls.filter(isResearchRunStart)).toHaveLength(1);
    expect(pendingQuestionOf(message).input).toMatchObject({ targetField: "goal" });
  });
});
