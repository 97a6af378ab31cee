import type { ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import { isTurnContext, TURN_CONTEXT_HEADER, withTurnContext } from "./turn-context";

const learner: ModelMessage = { role: "user", content: "Kubernetes" };
const call: ModelMessage = {
  role: "assistant",
  content: [{ type: "tool-call", toolCallId: "c1", toolName: "researchTopic", input: { topic: "Kubernetes" } }],
};

describe("withTurnContext", () => {
  it("puts the turn's context last, after the conversation", () => {
    const messages = withTurnContext([learner], "state: goal next");
    expect(messages).toHaveLength(2);
    expect(messages[0]).toBe(learner);
    expect(isTurnContext(messages[1]!)).toBe(true);
    expect(messages[1]!.content).toBe(`${TURN_CONTEXT_HEADER}\n\nstate: goal next`);
  });

  it("keeps one context message when a step's messages come back with the previous one (AI SDK 7 carries them forward)", () => {
    const first = withTurnContext([learner], "step 1");
    const second = withTurnContext([...first, call], "step 2");
    expect(second.filter(isTurnContext)).toHaveLength(1);
    expect(second.at(-1)!.content).toContain("step 2");
    expect(second.slice(0, -1)).toEqual([learner, call]);
  });
});
