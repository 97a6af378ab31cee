/**
 * The real interview agent (ToolLoopAgent + research and curriculum sub-agents)
 * driven through streamInterviewTurn, with scripted mock models that record
 * every call. What the learner gets is read back from the SSE UI message stream.
 * This file: designing the curriculum (invalid outlines, retries, change requests).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOOL } from "../contract";
import { courseOutlineSchema } from "../lib/interview-schemas";
import {
  allFourAnswered,
  assistantWith,
  outlinePart,
  researchedConversation,
  sampleOutline,
  userText,
} from "@/tests/support/interview/interview-fixtures";
import type { InterviewUIMessage } from "./interview-agent";
import { chunksOfType, toolParts } from "@/tests/support/interview/interview-test-kit";
import { outlineBrain, toolResultsIn } from "@/tests/support/interview/interview-scripted-model";
import { setup, turn } from "@/tests/support/interview/interview-agent-harness";

const SAFE_OUTLINE_FAILURE = "The course designer did not return a valid outline. Please retry.";

afterEach(() => {
  vi.restoreAllMocks();
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
