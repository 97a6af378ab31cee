import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { TOOL } from "../tool-names";
import { learnerJustAnswered } from "./should-continue-turn";

const card = (toolCallId: string, state: string, extra: object = {}) => ({
  type: `tool-${TOOL.presentOptions}`,
  toolCallId,
  state,
  input: { message: "Next:", question: "Your goal?", options: ["A", "B"], targetField: "goal" },
  ...extra,
});

const tutor = (...parts: object[]): UIMessage[] => [
  { id: "u1", role: "user", parts: [{ type: "text", text: "Kubernetes" }] },
  { id: "a1", role: "assistant", parts: [{ type: "step-start" }, ...(parts as never[])] },
];

describe("the interview's auto-send rule", () => {
  it("continues after the learner answers the one card shown, whatever the ended stream left unfinished beside it", () => {
    const answered = card("q1", "output-available", { output: { selected: ["A"] } });
    expect(learnerJustAnswered({ messages: tutor(answered) })).toBe(true);
    // A second card a server sent against parallel_tool_calls: false, cut before its input was complete.
    expect(learnerJustAnswered({ messages: tutor(answered, card("q2", "input-streaming", { input: { message: "Al" } })) })).toBe(true);
    // The research call a cut connection left without a result.
    const research = { type: `tool-${TOOL.researchTopic}`, toolCallId: "r1", state: "input-available", input: { topic: "k8s" } };
    expect(learnerJustAnswered({ messages: tutor(answered, research) })).toBe(true);
  });

  it("waits while a question is still open, and does not continue after a turn that did not end on an answer", () => {
    expect(learnerJustAnswered({ messages: tutor(card("q1", "input-available")) })).toBe(false);
    const both = tutor(card("q1", "output-available", { output: { selected: ["A"] } }), card("q2", "input-available"));
    expect(learnerJustAnswered({ messages: both })).toBe(false);
    expect(learnerJustAnswered({ messages: tutor(card("q1", "input-streaming")) })).toBe(false);
  });
});
