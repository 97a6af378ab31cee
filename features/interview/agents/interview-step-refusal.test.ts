/**
 * Every interview request offers all three tools (a stable, cacheable prompt
 * prefix), so a model that ignores toolChoice can call a tool at the wrong
 * time. The tool refuses before doing any work, the model reads the refusal
 * and gets another step, and the turn still ends where the policy says.
 * The mock models here are not wrapped by the repair middleware: this is the
 * agent's own guard, not the wire-level retry.
 */
import { describe, expect, it } from "vitest";
import { TOOL } from "../contract";
import { parseInterviewRequest } from "../lib/interview-request";
import { allFourAnswered, outlinePart, researchedConversation, sampleOutline } from "@/tests/support/interview/interview-fixtures";
import { assembleMessage, chunksOfType, fakeSearchProvider, readUiChunks, toolParts } from "@/tests/support/interview/interview-test-kit";
import {
  createScriptedModel,
  forcedToolName,
  interviewBrain,
  isResearchRunStart,
  outlineBrain,
  type RecordedCall,
  type ScriptHandler,
} from "@/tests/support/interview/interview-scripted-model";
import { signHandBuilt } from "@/tests/support/ai/signed-history";
import { streamInterviewTurn } from "../server/stream-interview";
import { createInterviewAgent, type InterviewUIMessage } from "./interview-agent";

/** The brain, except that the first time `when` holds it calls `wrong` instead (as if tool_choice were ignored). */
function ignoresToolChoiceOnce(when: (call: RecordedCall) => boolean, wrong: { toolName: string; input: unknown }): ScriptHandler {
  const brain = interviewBrain();
  let done = false;
  return (call) => {
    if (!done && when(call)) {
      done = true;
      return { toolCalls: [wrong] };
    }
    return brain(call);
  };
}

async function turnWith(chatHandler: ScriptHandler, sent: InterviewUIMessage[]) {
  const chat = createScriptedModel(chatHandler, "chat-model");
  const course = createScriptedModel(outlineBrain(sampleOutline()), "course-model");
  const agent = createInterviewAgent({ chatModel: chat.model, courseModel: course.model, searchProvider: fakeSearchProvider() });
  const messages = signHandBuilt(sent, agent.tools);
  const request = parseInterviewRequest(JSON.parse(JSON.stringify({ id: "interview-1", messages, locale: "en" })));
  const chunks = await readUiChunks(await streamInterviewTurn(request, { agent }));
  const last = messages.at(-1);
  const message = await assembleMessage(chunks, last?.role === "assistant" ? last : undefined);
  return { chat, course, chunks, message };
}

const refusalsIn = (call: RecordedCall) =>
  call.prompt.flatMap((message) =>
    message.role === "tool"
      ? message.content.filter((part) => part.type === "tool-result" && part.output.type === "error-text").map((part) => part)
      : [],
  );

describe("interview agent: a tool called at the wrong step is refused, and the turn still asks its question", () => {
  it("refuses designCurriculum while questions remain: no course model call, the next step gets the question", async () => {
    const { chat, course, message } = await turnWith(
      ignoresToolChoiceOnce((call) => forcedToolName(call) === TOOL.presentOptions, { toolName: TOOL.designCurriculum, input: {} }),
      researchedConversation("Kubernetes"),
    );

    expect(course.calls).toHaveLength(0);
    const [wrongStep, retryStep] = chat.calls;
    expect(forcedToolName(wrongStep!)).toBe(TOOL.presentOptions);
    expect(forcedToolName(retryStep!)).toBe(TOOL.presentOptions);
    // The model reads why, and what to call instead.
    const refusals = refusalsIn(retryStep!);
    expect(refusals).toHaveLength(1);
    expect(JSON.stringify(refusals[0])).toContain(`Call ${TOOL.presentOptions} instead`);
    // The turn ends on a question card waiting for the learner.
    const question = toolParts(message, TOOL.presentOptions).at(-1);
    expect(question).toMatchObject({ state: "input-available" });
    expect(chat.calls).toHaveLength(2);
  });

  it("refuses a second research after the outline (the review step allows a question or a redesign)", async () => {
    const { chat, course, message } = await turnWith(
      ignoresToolChoiceOnce((call) => call.toolChoice?.type === "required" && !isResearchRunStart(call), {
        toolName: TOOL.researchTopic,
        input: { topic: "Kubernetes" },
      }),
      researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart()),
    );

    expect(chat.calls.filter(isResearchRunStart)).toEqual([]);
    expect(course.calls).toHaveLength(0);
    expect(JSON.stringify(refusalsIn(chat.calls[1]!))).toContain(`${TOOL.presentOptions} or ${TOOL.designCurriculum}`);
    expect(toolParts(message, TOOL.presentOptions).at(-1)).toMatchObject({ state: "input-available" });
  });

  it("a model that keeps calling the wrong tool is stopped after one more try (bounded cost)", async () => {
    const stubborn: ScriptHandler = () => ({ toolCalls: [{ toolName: TOOL.designCurriculum, input: {} }] });
    const { chat, course, chunks } = await turnWith(stubborn, researchedConversation("Kubernetes"));
    expect(course.calls).toHaveLength(0);
    expect(chat.calls).toHaveLength(2);
    // The learner is told what to check, not left with a silent turn.
    expect(chunksOfType(chunks, "error").map((chunk) => chunk.errorText)).toEqual([
      expect.stringContaining("check that the model server supports tool calling"),
    ]);
  });
});
