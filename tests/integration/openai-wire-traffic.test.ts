/**
 * The interview agent over the OpenAI chat-completions wire, normal traffic:
 * what each request carries (endpoint, key, model, tools, tool_choice, tool
 * results, the interview state) and what the learner gets back (reasoning kept
 * out of the text, question cards, research and outline outputs). The server
 * and the helpers are in tests/support/scripted-openai/wire-mode-server.ts and
 * wire-agent-kit.ts; server failures are in openai-wire-failures.test.ts.
 */
import { describe, expect, it } from "vitest";
import { TOOL } from "@/features/interview/contract";
import { forcedToolOf, toolNamesOf } from "@/tests/support/scripted-openai/good-model";
import { interviewStateIn, SPOKEN, THINKING } from "@/tests/support/scripted-openai/wire-mode-server";
import { expectWellFormedTools, setupWireSuite, turn } from "@/tests/support/scripted-openai/wire-agent-kit";
import {
  answerQuestion,
  chunksOfType,
  FIELD_OPTIONS,
  KUBERNETES_SOURCE,
  questionFor,
  toolParts,
} from "@/tests/support/interview/interview-test-kit";
import { courseOutlineSchema, researchBriefSchema } from "@/features/interview/lib/interview-schemas";
import { compactResearchBrief } from "@/features/interview/lib/research-brief";
import { allFourAnswered, researchedConversation, sampleOutline, userText } from "@/tests/support/interview/interview-fixtures";

const wireSuite = setupWireSuite();

describe("interview agent over the OpenAI chat-completions wire: normal traffic", () => {
  it("first turn: research (streamed call + two generate calls), then a question card left input-available", async () => {
    const { agent, searchProvider } = wireSuite.agent();
    const { chunks, message } = await turn(agent, [userText("Kubernetes")]);

    expect(chunksOfType(chunks, "error")).toEqual([]);
    // Every request: the right endpoint, model and key.
    for (const request of wireSuite.requests) {
      expect(request.method).toBe("POST");
      expect(request.url).toBe("/v1/chat/completions");
      expect(request.headers.authorization).toBe("Bearer test");
      expect(request.body.model).toBe("wire-model");
    }
    expect(
      wireSuite.requests.map((request) => [request.body.stream === true, forcedToolOf(request.body) ?? request.body.tool_choice]),
    ).toEqual([
      [true, TOOL.researchTopic],
      [false, "required"],
      [false, "required"],
      [true, TOOL.presentOptions],
    ]);
    // The interview offers the same tools in the same order on every request (a cacheable prefix); tool_choice steers.
    const interviewTools = [TOOL.presentOptions, TOOL.researchTopic, TOOL.designCurriculum];
    expect(wireSuite.requests.map((request) => toolNamesOf(request.body))).toEqual([
      interviewTools,
      [TOOL.searchWeb, TOOL.submitBrief],
      [TOOL.searchWeb, TOOL.submitBrief],
      interviewTools,
    ]);
    expect(JSON.stringify(wireSuite.requests[3]!.body.tools)).toBe(JSON.stringify(wireSuite.requests[0]!.body.tools));
    for (const request of wireSuite.requests) expectWellFormedTools(request.body);
    for (const request of wireSuite.streamed()) expect(request.body.stream_options).toEqual({ include_usage: true });
    expect(searchProvider.queries).toEqual(["kubernetes learning path"]);

    // The forced tool_choice is the OpenAI function form.
    expect(wireSuite.streamed()[0]!.body.tool_choice).toEqual({ type: "function", function: { name: TOOL.researchTopic } });
    expect(wireSuite.streamed()[1]!.body.tool_choice).toEqual({ type: "function", function: { name: TOOL.presentOptions } });

    // The research output reaches the learner in full, with the source the search returned.
    const researchOutputs = chunksOfType(chunks, "tool-output-available");
    expect(researchOutputs).toHaveLength(1);
    const brief = researchBriefSchema.parse(researchOutputs[0]!.output);
    expect(brief.sources).toEqual([{ url: KUBERNETES_SOURCE.url, title: KUBERNETES_SOURCE.title }]);

    // The question card: assembled from tool_calls deltas split over several chunks; no output.
    const questions = toolParts(message, TOOL.presentOptions);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ state: "input-available", input: questionFor("goal") });
    expect(chunks.some((chunk) => chunk.type === "tool-output-available" && chunk.toolCallId === questions[0]!.toolCallId)).toBe(false);
    expect(chunks.at(-1)).toMatchObject({ type: "finish" });
  });

  it("a <think>…</think> prefix comes out as a reasoning part, never as text", async () => {
    const { agent } = wireSuite.agent();
    const { chunks, message } = await turn(agent, [userText("Kubernetes")]);

    const reasoning = message.parts.filter((part) => part.type === "reasoning");
    expect(reasoning.map((part) => part.text).join("")).toBe(THINKING);
    // (The empty text part a first `content: ""` delta opens before <think> is harmless and ignored.)
    const text = message.parts.filter((part) => part.type === "text" && part.text !== "");
    expect(text.map((part) => (part as { text: string }).text.trim())).toEqual([SPOKEN]);
    const order = message.parts.map((part) => (part.type === "text" && part.text === "" ? null : part.type)).filter(Boolean);
    expect(order.indexOf("reasoning")).toBeLessThan(order.indexOf("text"));
    const deltas = chunksOfType(chunks, "text-delta")
      .map((chunk) => chunk.delta)
      .join("");
    expect(deltas).not.toContain("<think>");
    expect(deltas).not.toContain("</think>");
    expect(deltas).not.toContain(THINKING);
  });

  it("the step after research sends researchTopic's result as a role:'tool' message holding the compact brief", async () => {
    const { agent } = wireSuite.agent();
    const { chunks } = await turn(agent, [userText("Kubernetes")]);
    const fullBrief = researchBriefSchema.parse(chunksOfType(chunks, "tool-output-available")[0]!.output);

    const second = wireSuite.streamed()[1]!.body;
    const call = second.messages
      .flatMap((message) => (message.role === "assistant" ? (message.tool_calls ?? []) : []))
      .find((toolCall) => toolCall.function.name === TOOL.researchTopic);
    expect(call).toBeDefined();
    expect(call!.type).toBe("function");
    expect(JSON.parse(call!.function.arguments)).toEqual({ topic: "Kubernetes" });

    const result = second.messages.find((message) => message.role === "tool" && message.tool_call_id === call!.id);
    expect(result).toBeDefined();
    expect(typeof result!.content).toBe("string");
    const seen = JSON.parse(result!.content as string) as Record<string, unknown>;
    expect(seen).toEqual({ ...compactResearchBrief(fullBrief) });
    expect(seen).toHaveProperty("sourceCount", 1);
    expect(seen).not.toHaveProperty("sources");
    expect(JSON.stringify(second.messages)).not.toContain(KUBERNETES_SOURCE.url);
    expect(interviewStateIn(second)).toMatchObject({ researched: true, nextField: "goal" });

    // The tool message directly follows the assistant message that called it.
    const assistantIndex = second.messages.findIndex((message) => message.tool_calls?.some((toolCall) => toolCall.id === call!.id));
    expect(second.messages[assistantIndex + 1]).toBe(result);
  });

  it("answering over the wire: the next question comes, the answer is sent as a tool message, no new research", async () => {
    const { agent } = wireSuite.agent();
    const first = await turn(agent, [userText("Kubernetes", "user-wire-1")]);
    const pending = toolParts(first.message, TOOL.presentOptions)[0]!;
    const choice = FIELD_OPTIONS.goal[0];
    const answered = answerQuestion(first.message, pending.toolCallId, { selected: [choice] });
    wireSuite.requests.length = 0;

    const { chunks, message } = await turn(agent, [userText("Kubernetes", "user-wire-1"), answered]);
    expect(chunksOfType(chunks, "error")).toEqual([]);
    expect(wireSuite.generated()).toEqual([]); // no research
    expect(wireSuite.streamed()).toHaveLength(1);
    const body = wireSuite.streamed()[0]!.body;
    expect(body.tool_choice).toEqual({ type: "function", function: { name: TOOL.presentOptions } });
    const answer = body.messages.find((entry) => entry.role === "tool" && entry.tool_call_id === pending.toolCallId);
    expect(JSON.parse(answer!.content as string)).toEqual({ selected: [choice] });
    expect(interviewStateIn(body)).toMatchObject({ nextField: "background" });
    expect(interviewStateIn(body).known.goal).toBe(choice);

    const questions = toolParts(message, TOOL.presentOptions);
    expect(questions.map((part) => [part.state, (part.input as { targetField: string }).targetField])).toEqual([
      ["output-available", "goal"],
      ["input-available", "background"],
    ]);
  });

  it("a complete profile: designCurriculum forced, the course model's submitOutline forced, outline streamed", async () => {
    const { agent } = wireSuite.agent({ LLM_COURSE_MODEL: "wire-course-model" });
    const { chunks } = await turn(agent, researchedConversation("Kubernetes", ...allFourAnswered()));
    expect(chunksOfType(chunks, "error")).toEqual([]);

    expect(wireSuite.streamed()).toHaveLength(1);
    expect(wireSuite.streamed()[0]!.body.tool_choice).toEqual({ type: "function", function: { name: TOOL.designCurriculum } });
    expect(wireSuite.streamed()[0]!.body.model).toBe("wire-model");
    expect(wireSuite.generated()).toHaveLength(1);
    const design = wireSuite.generated()[0]!.body;
    expect(design.model).toBe("wire-course-model");
    expect(toolNamesOf(design)).toEqual([TOOL.submitOutline]);
    expect(design.tool_choice).toEqual({ type: "function", function: { name: TOOL.submitOutline } });
    expectWellFormedTools(design);

    const outputs = chunksOfType(chunks, "tool-output-available");
    expect(outputs).toHaveLength(1);
    expect(courseOutlineSchema.parse(outputs[0]!.output).title).toBe(sampleOutline().title);
  });
});
