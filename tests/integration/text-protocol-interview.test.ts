/**
 * Models without tool calling, through the real `@ai-sdk/openai` provider and the
 * app's model registry against the scripted chat-completions server: a vLLM without
 * a tool parser (400 on `tools`), an Ollama model that ignores tools and writes
 * prose, and models that keep getting the protocol wrong. The interview must still
 * end every turn in a question, the outline, or (only for a model that never
 * answers) the same actionable error.
 */
import { describe, expect, it } from "vitest";
import { TOOL } from "@/features/interview/contract";
import type { InterviewUIMessage } from "@/features/interview/agents/interview-agent";
import { answerQuestion, chunksOfType, toolParts } from "@/tests/support/interview/interview-test-kit";
import { researchedConversation, userText } from "@/tests/support/interview/interview-fixtures";
import { expectInterviewInvariant, interviewTurn, scriptedInterviewAgent } from "../support/scripted-openai/agent-harness";
import { wireText } from "../support/scripted-openai/good-model";
import { NO_TOOLS_THOUGHT, noToolCalling, type NoToolsOptions } from "../support/scripted-openai/no-tools-model";
import { scriptedServerForSuite } from "../support/scripted-openai/scripted-suite";
import { asksQuestion as asksNatively, misbehave } from "../support/scripted-openai/misbehave";

const server = scriptedServerForSuite({ quiet: ["error", "warn", "stdout"] });

const agentFor = (options: NoToolsOptions, toolCalling = "auto") => {
  server.setScript(noToolCalling(options));
  return scriptedInterviewAgent(server, { LLM_TOOL_CALLING: toolCalling });
};
const openQuestion = (message: InterviewUIMessage) =>
  toolParts(message, TOOL.presentOptions).find((part) => part.state === "input-available");
const textRequests = () => server.requests.filter((request) => !request.body.tools?.length);
const shownText = (message: InterviewUIMessage) => message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");

/** The fields a whole interview asks about, in order (the placement check asks two questions). */
const EVERY_QUESTION = ["goal", "background", "placement", "placement", "targetOutcome", "cognitiveStyle"];

/** Answers every question with its first option (or in words) until the outline; returns what was asked. */
async function wholeInterview(agent: ReturnType<typeof scriptedInterviewAgent>) {
  const first = userText("Kubernetes");
  let history: InterviewUIMessage[] = [first];
  const asked: { field: string; options: string[]; key?: string }[] = [];
  for (let turnNo = 0; turnNo < 10; turnNo++) {
    const turn = await interviewTurn(agent, history);
    expect(shownText(turn.message)).not.toMatch(/"tool"|```|<\/?think>|SECRET-REASONING/);
    const open = openQuestion(turn.message);
    if (!open) {
      expectInterviewInvariant(turn, "outline");
      return { asked, turn };
    }
    expectInterviewInvariant(turn, "question");
    const input = open.input as { targetField: string; options: string[]; placement?: { answer?: string } };
    asked.push({ field: input.targetField, options: input.options, key: input.placement?.answer });
    const output = input.options.length ? { selected: [input.options[0]!] } : { text: "I want to run my side project" };
    history = [first, answerQuestion(turn.message, open.toolCallId, output)];
  }
  throw new Error("the interview never reached the outline");
}

describe("a model without tool calling completes the interview", () => {
  it("vLLM without a tool parser (400 on tools): one refused request, then option cards through the text protocol to the outline", async () => {
    const { asked, turn } = await wholeInterview(agentFor({ withTools: "reject-vllm", writing: "json" }));
    expect(asked.map((question) => question.field)).toEqual(EVERY_QUESTION);
    expect(asked.every((question) => question.options.length >= 2)).toBe(true);
    // The switch is remembered: only the very first request carried tools.
    expect(server.requests.filter((request) => request.body.tools?.length)).toHaveLength(1);
    for (const request of textRequests()) {
      expect(request.body.tool_choice).toBeUndefined();
      expect(request.body.messages.some((message) => message.role === "tool" || message.tool_calls)).toBe(false);
    }
    // Research ran once (its brief fed the questions), and the outline is the designer's.
    expect(textRequests().filter((request) => JSON.stringify(request.body.messages).includes("### submitBrief"))).not.toHaveLength(0);
    const outline = chunksOfType(turn.chunks, "tool-output-available").at(-1)?.output as { modules: unknown[] };
    expect(outline.modules.length).toBeGreaterThanOrEqual(2);
    // The model's <think> block reaches the learner as reasoning, never as the tutor's words.
    const said = chunksOfType(turn.chunks, "text-delta")
      .map((chunk) => chunk.delta)
      .join("");
    expect(said).not.toContain(NO_TOOLS_THOUGHT);
  });

  it("Ollama ignoring tools, writing prose and markdown: questions read from prose, the outline from markdown headings", async () => {
    const { asked, turn } = await wholeInterview(agentFor({ withTools: "ignore", writing: "natural" }));
    expect(asked.map((question) => question.field)).toEqual(EVERY_QUESTION);
    const outline = chunksOfType(turn.chunks, "tool-output-available").at(-1)?.output as { modules: { chapters: unknown[] }[] };
    expect(outline.modules).toHaveLength(2);
    expect(outline.modules.every((module) => module.chapters.length > 0)).toBe(true);
    // A placement question in prose has no key the app could grade: a self-assessment ending in "I don't know".
    for (const placement of asked.filter((question) => question.field === "placement")) {
      expect(placement.key).toBeUndefined();
      expect(placement.options.at(-1)).toBe("I don't know");
      expect(placement.options.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("a question asked in plain prose without choices becomes a question the learner answers in their own words", async () => {
    const prose = "Thanks, Kubernetes it is. What would you like to be able to do with it once the course is over?";
    const agent = agentFor(
      {
        withTools: "reject-ollama",
        override: (request) => (wireText(request.body.messages[0]?.content).includes("### presentOptions") ? { content: prose } : null),
      },
      "text",
    );
    const turn = await interviewTurn(agent, researchedConversation("Kubernetes"));
    expectInterviewInvariant(turn, "question");
    const input = openQuestion(turn.message)!.input as { message: string; question: string; options: string[]; targetField: string };
    expect(input.options).toEqual([]);
    expect(input.question).toBe("What would you like to be able to do with it once the course is over?");
    expect(input.message).toBe(prose);
    expect(input.targetField).toBe("goal");
  });
});

const asksQuestion = (request: { body: { messages: { content?: unknown }[] } }) =>
  wireText(request.body.messages[0]?.content).includes("### presentOptions");

describe("auto: a model that answers the forced question in prose on the native path", () => {
  it("its prose question is the question (no request repeated), and the model is switched to the text protocol", async () => {
    const prose = "Great, Kubernetes! What would you like to achieve with it?";
    server.setScript(misbehave(asksNatively, () => ({ content: prose })));
    const agent = scriptedInterviewAgent(server, { LLM_TOOL_CALLING: "auto" });
    const turn = await interviewTurn(agent, researchedConversation("Kubernetes"));
    expectInterviewInvariant(turn, "question");
    expect(openQuestion(turn.message)!.input).toMatchObject({ question: "What would you like to achieve with it?", options: [] });
    expect(server.requests).toHaveLength(1);
    // The next turn goes straight to the text protocol: no tools on the wire.
    await interviewTurn(agent, researchedConversation("Kubernetes"));
    expect(server.requests.slice(1).every((request) => !request.body.tools?.length)).toBe(true);
  });
});

describe("auto: a native answer with nothing usable for the forced question", () => {
  it.each([
    ["nothing", { content: "" }],
    ["only a call to a tool it may not use now", { toolCalls: [{ name: TOOL.designCurriculum, arguments: {} }] }],
  ])("%s → that step on the text protocol (one retry, then the marked stand-in); the model stays native", async (_name, reply) => {
    server.setScript(misbehave(asksNatively, () => reply));
    const agent = scriptedInterviewAgent(server, { LLM_TOOL_CALLING: "auto" });
    const turn = await interviewTurn(agent, researchedConversation("Kubernetes"));
    expectInterviewInvariant(turn, "question");
    const open = openQuestion(turn.message)!;
    const available = chunksOfType(turn.chunks, "tool-input-available").find((chunk) => chunk.toolCallId === open.toolCallId);
    expect(available?.providerMetadata).toEqual({ nexusnote: { standIn: "offline" } });
    expect(server.requests.map((request) => Boolean(request.body.tools?.length))).toEqual([true, false, false]);
    await interviewTurn(agent, researchedConversation("Kubernetes"));
    expect(server.requests[3]?.body.tools?.length).toBeGreaterThan(0);
  });
});

describe("a model that gets the protocol wrong: one corrective retry, then the offline stand-in", () => {
  const questionStep = async (override: NoToolsOptions["override"]) => {
    const agent = agentFor({ withTools: "reject-vllm", override }, "text");
    return interviewTurn(agent, researchedConversation("Kubernetes"));
  };
  const questionRequests = () => server.requests.filter(asksQuestion);

  it.each([
    ["words without a question", { content: "Kubernetes is a great choice, let us get started." }],
    ["nothing at all", { content: "" }],
    ["a tool it was not offered", { content: '{"tool": "deleteCourse", "input": {"id": "all"}}' }],
  ])("%s twice → the step is completed by the offline interviewer, marked as such", async (_name, reply) => {
    const turn = await questionStep((request) => (asksQuestion(request) ? reply : null));
    expectInterviewInvariant(turn, "question");
    expect(questionRequests()).toHaveLength(2);
    // The retry says what was wrong and asks again for the one JSON object.
    const retry = JSON.stringify(questionRequests()[1]!.body.messages.at(-1));
    expect(retry).toMatch(/presentOptions/);
    expect(retry).toMatch(/exactly one JSON object/);
    const open = openQuestion(turn.message)!;
    expect((open.input as { options: string[] }).options.length).toBeGreaterThanOrEqual(2);
    const available = chunksOfType(turn.chunks, "tool-input-available").find((chunk) => chunk.toolCallId === open.toolCallId);
    expect(available?.providerMetadata).toEqual({ nexusnote: { standIn: "offline" } });
  });

  it("wrong once, right on the retry → the model's own question, not the stand-in's", async () => {
    const turn = await questionStep((request, n) => (asksQuestion(request) && n === 0 ? { content: "" } : null));
    expectInterviewInvariant(turn, "question");
    expect(questionRequests()).toHaveLength(2);
    const open = openQuestion(turn.message)!;
    const available = chunksOfType(turn.chunks, "tool-input-available").find((chunk) => chunk.toolCallId === open.toolCallId);
    expect(available?.providerMetadata).toBeUndefined();
    expect((open.input as { question: string }).question).toBe("Your goal?");
  });

  it("a model that never answers ends in the same actionable error on every Retry, never the stand-in", async () => {
    const errors: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const turn = await questionStep((request) => (asksQuestion(request) ? { stallAfterFrames: 0 } : null));
      errors.push(expectInterviewInvariant(turn, "error")!);
    }
    expect(errors[0]).toBe(errors[1]);
  });

  it("a designer that writes no outline twice → the offline curriculum designer's outline, marked for the learner", async () => {
    const designs = (request: { body: { messages: { content?: unknown }[] } }) =>
      wireText(request.body.messages[0]?.content).includes("### submitOutline");
    const agent = agentFor(
      {
        withTools: "reject-vllm",
        override: (request) => (designs(request) ? { content: "I think a course on this would be great!" } : null),
      },
      "text",
    );
    const { turn } = await wholeInterview(agent);
    expect(server.requests.filter(designs)).toHaveLength(2);
    const outline = chunksOfType(turn.chunks, "tool-output-available").at(-1)?.output as { standIn?: boolean; modules: unknown[] };
    expect(outline.standIn).toBe(true);
    expect(outline.modules.length).toBeGreaterThanOrEqual(2);
  });
});
