import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { proposalsAnswered, withoutDeadToolParts } from "./dead-tool-parts";
import { lastAssistantMessageIsCompleteWithApprovalResponses } from "./ui-parts";

const tutor = (...parts: object[]): UIMessage[] => [
  { id: "u", role: "user", parts: [{ type: "text", text: "Tidy my note" }] },
  { id: "a", role: "assistant", parts: [{ type: "step-start" }, ...(parts as never[])] },
];
const accepted = {
  type: "tool-editFile",
  toolCallId: "e1",
  state: "approval-responded",
  input: {},
  approval: { id: "p1", approved: true },
};

describe("withoutDeadToolParts (a settled stream's parts that can never finish)", () => {
  it("lets the learner's answer to a proposal be sent when a call beside it was cut off", () => {
    for (const dead of [
      { type: "tool-readFile", toolCallId: "r1", state: "input-streaming", input: { path: "no" } },
      { type: "tool-searchMaterial", toolCallId: "s1", state: "input-available", input: { query: "pods" } },
    ]) {
      const messages = tutor(accepted, dead);
      expect(lastAssistantMessageIsCompleteWithApprovalResponses({ messages })).toBe(false);
      expect(proposalsAnswered({ messages })).toBe(true);
    }
  });

  it("keeps what can still finish or has: a proposal waiting, an open question of the waiting tool, results", () => {
    const waiting = { ...accepted, toolCallId: "e2", state: "approval-requested", approval: { id: "p2" } };
    const question = { type: "tool-ask", toolCallId: "q1", state: "input-available", input: {} };
    const done = { type: "tool-readFile", toolCallId: "r2", state: "output-available", input: {}, output: { ok: true } };
    const messages = tutor(waiting, question, done);
    expect(proposalsAnswered({ messages: tutor(accepted, waiting) })).toBe(false);
    expect(withoutDeadToolParts(messages, "ask")).toBe(messages);
    expect(withoutDeadToolParts(messages).at(-1)!.parts).toHaveLength(3); // step-start, proposal, result
  });
});
