/**
 * The real interview agent (ToolLoopAgent + research and curriculum sub-agents)
 * driven through streamInterviewTurn, with scripted mock models that record
 * every call. What the learner gets is read back from the SSE UI message stream.
 */
import { APICallError, type UIMessageChunk } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOOL } from "../contract";
import type { SearchProvider } from "@/lib/ai/search/search-provider";
import { courseOutlineSchema, researchBriefSchema, type ResearchBrief } from "../lib/interview-schemas";
import { parseInterviewRequest } from "../lib/interview-request";
import { compactResearchBrief } from "../lib/research-brief";
import {
  allFourAnswered,
  answeredQuestion,
  assistantWith,
  outlinePart,
  pick,
  researchedConversation,
  sampleOutline,
  userText,
} from "@/tests/support/interview/interview-fixtures";
import { createInterviewAgent, type InterviewUIMessage } from "./interview-agent";
import {
  ALL_FIELDS,
  answerQuestion,
  assembleMessage,
  chunksOfType,
  createScriptedModel,
  fakeSearchProvider,
  FIELD_OPTIONS,
  findingsFixture,
  forcedToolName,
  interviewBrain,
  interviewStateOf,
  isInterviewCall,
  isResearchCall,
  isResearchRunStart,
  KUBERNETES_SOURCE,
  outlineBrain,
  readUiChunks,
  toolParts,
  toolResultsIn,
  type ScriptHandler,
} from "@/tests/support/interview/interview-test-kit";
import { signHandBuilt } from "@/tests/support/ai/signed-history";
import { streamInterviewTurn } from "../server/stream-interview";

/** What every interview request offers, in this order: the tool definitions never change between requests. */
const INTERVIEW_TOOLS = [TOOL.presentOptions, TOOL.researchTopic, TOOL.designCurriculum];

const SAFE_OUTLINE_FAILURE = "The course designer did not return a valid outline. Please retry.";

afterEach(() => {
  vi.restoreAllMocks();
});

function setup(
  options: {
    chat?: ScriptHandler;
    course?: ScriptHandler;
    searchProvider?: SearchProvider | null;
  } = {},
) {
  const chat = createScriptedModel(options.chat ?? interviewBrain(), "chat-model");
  const course = createScriptedModel(options.course ?? outlineBrain(sampleOutline()), "course-model");
  const searchProvider = options.searchProvider === undefined ? fakeSearchProvider() : options.searchProvider;
  const agent = createInterviewAgent({ chatModel: chat.model, courseModel: course.model, searchProvider });
  return { chat, course, agent, searchProvider };
}

type Agent = ReturnType<typeof setup>["agent"];

/** One request, as the route makes it: JSON round trip, envelope parse, then the agent. */
async function turn(agent: Agent, sent: InterviewUIMessage[]) {
  // Hand-built stored histories get the signatures the server would have given them.
  const messages = signHandBuilt(sent, agent.tools);
  const request = parseInterviewRequest(JSON.parse(JSON.stringify({ id: "interview-1", messages, locale: "en" })));
  const response = await streamInterviewTurn(request, { agent });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const chunks = await readUiChunks(response);
  const last = messages.at(-1);
  // A continuation streams into the same assistant message, as useChat does.
  const message = await assembleMessage(chunks, last?.role === "assistant" ? last : undefined);
  return { chunks, message, history: last?.role === "assistant" ? [...messages.slice(0, -1), message] : [...messages, message] };
}

function outputsFor(chunks: UIMessageChunk[], toolCallId: string) {
  return chunks.filter(
    (chunk) => (chunk.type === "tool-output-available" || chunk.type === "tool-output-error") && chunk.toolCallId === toolCallId,
  );
}

function inputAvailable(chunks: UIMessageChunk[], toolName: string) {
  return chunksOfType(chunks, "tool-input-available").filter((chunk) => chunk.toolName === toolName);
}

function pendingQuestionOf(message: InterviewUIMessage) {
  const pending = toolParts(message, TOOL.presentOptions).filter((part) => part.state === "input-available");
  expect(pending).toHaveLength(1);
  return pending[0]!;
}

describe("interview agent: first turn", () => {
  it("researches the subject, then stops at a question card that waits for the learner", async () => {
    const { chat, course, agent, searchProvider } = setup();
    const { chunks, message } = await turn(agent, [userText("Kubernetes")]);

    // The call sequence: forced research → research sub-agent (search, submit) → forced question.
    // Every step offers the same tools in the same order (a cacheable prefix); toolChoice steers.
    expect(chat.calls.map((call) => [call.kind, call.toolNames, call.toolChoice])).toEqual([
      ["stream", INTERVIEW_TOOLS, { type: "tool", toolName: TOOL.researchTopic }],
      ["generate", [TOOL.searchWeb, TOOL.submitBrief], { type: "required" }],
      ["generate", [TOOL.searchWeb, TOOL.submitBrief], { type: "required" }],
      ["stream", INTERVIEW_TOOLS, { type: "tool", toolName: TOOL.presentOptions }],
    ]);
    expect(chat.calls.filter(isResearchCall)).toHaveLength(2);
    expect((searchProvider as ReturnType<typeof fakeSearchProvider>).queries).toEqual(["kubernetes learning path"]);
    expect(course.calls).toHaveLength(0);

    // researchTopic's full brief reaches the learner's stream.
    const [research] = inputAvailable(chunks, TOOL.researchTopic);
    expect(research?.input).toEqual({ topic: "Kubernetes" });
    const researchOutputs = outputsFor(chunks, research!.toolCallId);
    expect(researchOutputs.map((chunk) => chunk.type)).toEqual(["tool-output-available"]);
    const brief = researchBriefSchema.parse((researchOutputs[0] as { output: unknown }).output);
    expect(brief).toMatchObject({
      topic: "Kubernetes",
      webAccess: true,
      sources: [{ url: KUBERNETES_SOURCE.url, title: KUBERNETES_SOURCE.title }],
    });

    // The question card: input streamed, never an output (no execute: the loop stopped there).
    const [question] = inputAvailable(chunks, TOOL.presentOptions);
    expect(question?.input).toMatchObject({ targetField: "goal", options: FIELD_OPTIONS.goal });
    expect(outputsFor(chunks, question!.toolCallId)).toEqual([]);
    expect(chunks.at(-1)).toMatchObject({ type: "finish" });
    expect(chunksOfType(chunks, "error")).toEqual([]);

    // Assembled as the browser would: research done, the question waits for addToolOutput.
    expect(message.role).toBe("assistant");
    const parts = toolParts(message).map((part) => [part.type, part.state]);
    expect(parts).toEqual([
      [`tool-${TOOL.researchTopic}`, "output-available"],
      [`tool-${TOOL.presentOptions}`, "input-available"],
    ]);
  });

  it("the step after research sees the compact brief (sourceCount, no sources), and knows it researched", async () => {
    const { chat, agent } = setup();
    const { chunks } = await turn(agent, [userText("Kubernetes")]);
    const fullBrief = (chunksOfType(chunks, "tool-output-available")[0] as { output: ResearchBrief }).output;

    const questionCall = chat.calls.find((call) => forcedToolName(call) === TOOL.presentOptions)!;
    const results = toolResultsIn(questionCall.prompt, TOOL.researchTopic);
    expect(results).toHaveLength(1);
    expect(results[0]!.output.type).toBe("json");
    const seen = (results[0]!.output as { value: Record<string, unknown> }).value;
    expect(seen).toEqual({ ...compactResearchBrief(fullBrief) });
    expect(seen.sourceCount).toBe(1);
    expect(seen).not.toHaveProperty("sources");
    expect(JSON.stringify(questionCall.prompt)).not.toContain(KUBERNETES_SOURCE.url);
    // The brief's lists are trimmed for the model (trends 5 → 4, prerequisites 6 → 5).
    expect(seen.trends).toHaveLength(4);
    expect(seen.prerequisites).toHaveLength(5);

    // The later step's instructions are rebuilt from what the turn learned.
    expect(interviewStateOf(questionCall)).toMatchObject({ researched: true, nextField: "goal", phase: "interviewing" });
    const firstCall = chat.calls[0]!;
    expect(interviewStateOf(firstCall)).toMatchObject({ researched: false, topic: "Kubernetes" });
  });
});

describe("interview agent: answering continues the interview", () => {
  it("each answer brings the next field's question, research runs once, and four answers bring the outline", async () => {
    const { chat, course, agent } = setup({ course: outlineBrain(sampleOutline({ estimatedMinutes: 999 })) });

    let { message, history, chunks } = await turn(agent, [userText("Kubernetes")]);
    const assistantId = message.id;
    const answers: string[] = [];

    for (const field of ALL_FIELDS) {
      const pending = pendingQuestionOf(message);
      expect(pending.input).toMatchObject({ targetField: field });
      const choice = FIELD_OPTIONS[field][1];
      answers.push(choice);
      const answered = answerQuestion(message, pending.toolCallId, { selected: [choice] });
      const callsBefore = chat.calls.length;
      ({ message, history, chunks } = await turn(agent, [...history.slice(0, -1), answered]));

      // The continuation streams into the same assistant message.
      expect(chunks[0]).toMatchObject({ type: "start", messageId: assistantId });
      expect(message.id).toBe(assistantId);
      // The answered card stays answered; nothing is researched again.
      const newCalls = chat.calls.slice(callsBefore);
      expect(newCalls.filter(isResearchCall)).toEqual([]);
      expect(newCalls.filter((call) => forcedToolName(call) === TOOL.researchTopic)).toEqual([]);
      expect(interviewStateOf(newCalls[0]!).known[field]).toBe(choice);
    }

    // Over the whole interview: exactly one research run and one forced research step.
    expect(chat.calls.filter(isResearchRunStart)).toHaveLength(1);
    expect(chat.calls.filter((call) => forcedToolName(call) === TOOL.researchTopic)).toHaveLength(1);

    // Every interview step of the interview offered the same tools, in the same order.
    for (const call of chat.calls.filter(isInterviewCall)) expect(call.toolNames).toEqual(INTERVIEW_TOOLS);
    // The last answer completed the profile: designCurriculum was forced (the other tools still offered).
    const designCall = chat.calls.at(-1)!;
    expect(designCall.kind).toBe("stream");
    expect(designCall.toolChoice).toEqual({ type: "tool", toolName: TOOL.designCurriculum });
    expect(designCall.toolNames).toEqual(INTERVIEW_TOOLS);
    expect(interviewStateOf(designCall)).toMatchObject({ phase: "designing", missing: [] });

    // The curriculum sub-agent ran on the course model with submitOutline forced.
    expect(course.calls).toHaveLength(1);
    expect(course.calls[0]!.toolChoice).toEqual({ type: "tool", toolName: TOOL.submitOutline });
    expect(course.calls[0]!.toolNames).toEqual([TOOL.submitOutline]);
    const request = course.calls[0]!.system;
    for (const answer of answers) expect(request).toContain(answer);
    expect(request).toContain('"sourceCount":1'); // the compact research, not the full brief
    expect(request).not.toContain(KUBERNETES_SOURCE.url);

    // The stream carries the outline, valid, with its total recomputed from the chapters.
    const [design] = inputAvailable(chunks, TOOL.designCurriculum);
    const outputs = outputsFor(chunks, design!.toolCallId);
    expect(outputs.map((chunk) => chunk.type)).toEqual(["tool-output-available"]);
    const outline = courseOutlineSchema.parse((outputs[0] as { output: unknown }).output);
    expect(outline.estimatedMinutes).toBe(180);
    expect(toolParts(message).at(-1)).toMatchObject({ type: `tool-${TOOL.designCurriculum}`, state: "output-available" });
    // The outline ends the turn: no question after it in the same turn.
    expect(inputAvailable(chunks, TOOL.presentOptions)).toEqual([]);
    expect(chunksOfType(chunks, "error")).toEqual([]);

    // The next request (reviewing the outline) sees the compact outline only.
    const callsBefore = chat.calls.length;
    ({ message, chunks } = await turn(agent, history));
    const reviewCall = chat.calls[callsBefore]!;
    expect(reviewCall.toolChoice).toEqual({ type: "required" });
    expect(reviewCall.toolNames).toEqual(INTERVIEW_TOOLS);
    const seenOutline = toolResultsIn(reviewCall.prompt, TOOL.designCurriculum);
    expect(seenOutline).toHaveLength(1);
    expect((seenOutline[0]!.output as { value: unknown }).value).toEqual({
      title: outline.title,
      modules: outline.modules.map((module) => module.title),
      chapterCount: 4,
    });
    expect(JSON.stringify(reviewCall.prompt)).not.toContain(outline.designRationale);
    expect(JSON.stringify(reviewCall.prompt)).not.toContain(outline.modules[0]!.chapters[0]!.objective);
    expect(course.calls).toHaveLength(1);
    expect(chat.calls.filter(isResearchRunStart)).toHaveLength(1);
    expect(pendingQuestionOf(message).input).toMatchObject({ targetField: "general" });
  });

  it.each([
    ["picked", pick("Operate clusters at work"), "Operate clusters at work"],
    ["typed", { text: "Run a homelab cluster" }, "Run a homelab cluster"],
  ] as const)("a %s answer in a stored history fills the field, and the next question is asked", async (_kind, answer, known) => {
    const { chat, agent } = setup();
    const history = researchedConversation("Kubernetes", answeredQuestion("goal", ["Run my own apps", "Operate clusters at work"], answer));
    const { message } = await turn(agent, history);
    expect(chat.calls.filter(isResearchCall)).toEqual([]);
    expect(chat.calls[0]!.toolChoice).toEqual({ type: "tool", toolName: TOOL.presentOptions });
    expect(interviewStateOf(chat.calls[0]!).known.goal).toBe(known);
    expect(pendingQuestionOf(message).input).toMatchObject({ targetField: "background" });
  });
});

describe("interview agent: curriculum design", () => {
  const completeHistory = () => researchedConversation("Kubernetes", ...allFourAnswered());

  it("an invalid outline (1 module) gets the validation error back and a retry; the valid one is used", async () => {
    const oneModule = sampleOutline({ modules: sampleOutline().modules.slice(0, 1) });
    const { chat, course, agent } = setup({ course: outlineBrain(oneModule, sampleOutline({ title: "Second try" })) });
    const { chunks, message } = await turn(agent, completeHistory());

    expect(chat.calls).toHaveLength(1);
    expect(chat.calls[0]!.toolChoice).toEqual({ type: "tool", toolName: TOOL.designCurriculum });
    expect(course.calls).toHaveLength(2);
    for (const call of course.calls) expect(call.toolChoice).toEqual({ type: "tool", toolName: TOOL.submitOutline });
    // The retry saw why the first outline was refused.
    const feedback = toolResultsIn(course.calls[1]!.prompt, TOOL.submitOutline);
    expect(feedback).toHaveLength(1);
    expect(feedback[0]!.output.type).toBe("error-text");

    const outputs = chunksOfType(chunks, "tool-output-available");
    expect(outputs).toHaveLength(1);
    const outline = courseOutlineSchema.parse(outputs[0]!.output);
    expect(outline.title).toBe("Second try");
    expect(outline.modules).toHaveLength(2);
    expect(toolParts(message).at(-1)).toMatchObject({ state: "output-available" });
  });

  it("three invalid outlines: the learner gets the safe message, never the raw validation error", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const oneModule = sampleOutline({ modules: sampleOutline().modules.slice(0, 1) });
    const { course, agent } = setup({ course: outlineBrain(oneModule) });
    const { chunks, message } = await turn(agent, completeHistory());

    expect(course.calls).toHaveLength(3);
    // A failing tool is reported on its own part (tool-output-error), carrying the safe sentence.
    const failures = chunksOfType(chunks, "tool-output-error");
    expect(failures).toHaveLength(1);
    expect(failures[0]!.errorText).toBe(SAFE_OUTLINE_FAILURE);
    expect(chunksOfType(chunks, "tool-output-available")).toEqual([]);
    const wire = JSON.stringify(chunks);
    for (const leak of ["too_small", "Type validation", "Invalid input for tool", "submitOutline", "curriculum agent finished"]) {
      expect(wire).not.toContain(leak);
    }
    expect(toolParts(message).at(-1)).toMatchObject({
      type: `tool-${TOOL.designCurriculum}`,
      state: "output-error",
      errorText: SAFE_OUTLINE_FAILURE,
    });
    expect(consoleError).toHaveBeenCalled();
  });

  it("a failed outline is retried on the next request (the error does not count as designed)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { chat, course, agent } = setup();
    const failed = assistantWith(...allFourAnswered(), {
      type: "tool-designCurriculum",
      toolCallId: "call-design-failed",
      state: "output-error",
      input: {},
      errorText: SAFE_OUTLINE_FAILURE,
    });
    const history = researchedConversation("Kubernetes");
    const merged: InterviewUIMessage = { ...history[1]!, parts: [...history[1]!.parts, ...failed.parts] };
    const { chunks } = await turn(agent, [history[0]!, merged]);
    expect(chat.calls[0]!.toolChoice).toEqual({ type: "tool", toolName: TOOL.designCurriculum });
    expect(course.calls).toHaveLength(1);
    expect(chunksOfType(chunks, "tool-output-available")).toHaveLength(1);
  });

  it("after the outline, a typed change request designs again with it as emphasis", async () => {
    const { chat, course, agent } = setup();
    const [user, assistant] = researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart());
    await turn(agent, [user!, assistant!, userText("Please make it shorter and skip storage")]);
    expect(chat.calls[0]!.toolChoice).toEqual({ type: "tool", toolName: TOOL.designCurriculum });
    expect(course.calls).toHaveLength(1);
    expect(course.calls[0]!.system).toContain("Please make it shorter and skip storage");
  });
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

describe("interview agent: only interview calls carry the interview tools", () => {
  it("research calls never see the interview tools and interview calls never see the research tools", async () => {
    const { chat, agent } = setup();
    await turn(agent, [userText("Kubernetes")]);
    for (const call of chat.calls) {
      expect(isInterviewCall(call) && isResearchCall(call)).toBe(false);
    }
  });
});
