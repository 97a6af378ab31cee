/**
 * The real interview agent (ToolLoopAgent + research and curriculum sub-agents)
 * driven through streamInterviewTurn, with scripted mock models that record
 * every call. What the learner gets is read back from the SSE UI message stream.
 * This file: the first turn, answering through to the outline, and which calls carry which tools.
 */
import type { UIMessageChunk } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOOL } from "../contract";
import { courseOutlineSchema, researchBriefSchema, type ResearchBrief } from "../lib/interview-schemas";
import { compactResearchBrief } from "../lib/research-brief";
import { answeredQuestion, pick, researchedConversation, sampleOutline, userText } from "@/tests/support/interview/interview-fixtures";
import {
  ALL_FIELDS,
  answerQuestion,
  chunksOfType,
  fakeSearchProvider,
  FIELD_OPTIONS,
  KUBERNETES_SOURCE,
  toolParts,
} from "@/tests/support/interview/interview-test-kit";
import {
  forcedToolName,
  interviewStateOf,
  isInterviewCall,
  isResearchCall,
  isResearchRunStart,
  outlineBrain,
  toolResultsIn,
} from "@/tests/support/interview/interview-scripted-model";
import { pendingQuestionOf, setup, turn } from "@/tests/support/interview/interview-agent-harness";

/** What every interview request offers, in this order: the tool definitions never change between requests. */
const INTERVIEW_TOOLS = [TOOL.presentOptions, TOOL.researchTopic, TOOL.designCurriculum];

afterEach(() => {
  vi.restoreAllMocks();
});

function outputsFor(chunks: UIMessageChunk[], toolCallId: string) {
  return chunks.filter(
    (chunk) => (chunk.type === "tool-output-available" || chunk.type === "tool-output-error") && chunk.toolCallId === toolCallId,
  );
}

function inputAvailable(chunks: UIMessageChunk[], toolName: string) {
  return chunksOfType(chunks, "tool-input-available").filter((chunk) => chunk.toolName === toolName);
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

    // The placement check follows the background: two graded questions, answered right and "I don't know".
    const steps = [ALL_FIELDS[0]!, ALL_FIELDS[1]!, "placement", "placement", ALL_FIELDS[2]!, ALL_FIELDS[3]!] as const;
    for (const [index, field] of steps.entries()) {
      const pending = pendingQuestionOf(message);
      expect(pending.input).toMatchObject({ targetField: field });
      if (field === "placement") {
        const answered = answerQuestion(message, pending.toolCallId, { selected: [index === 2 ? "A pod" : "I don't know"] });
        ({ message, history, chunks } = await turn(agent, [...history.slice(0, -1), answered]));
        continue;
      }
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
    // What the check showed reaches the designer, graded in code against the stored key.
    expect(request).toContain(
      '"results":[{"skill":"Kubernetes objects","outcome":"correct"},{"skill":"Kubernetes objects","outcome":"dont-know"}]',
    );
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

describe("interview agent: only interview calls carry the interview tools", () => {
  it("research calls never see the interview tools and interview calls never see the research tools", async () => {
    const { chat, agent } = setup();
    await turn(agent, [userText("Kubernetes")]);
    for (const call of chat.calls) {
      expect(isInterviewCall(call) && isResearchCall(call)).toBe(false);
    }
  });
});
