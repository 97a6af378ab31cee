import * as sdk from "ai";
import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import * as local from "./ui-parts";

type Part = UIMessage["parts"][number];

const parts: Part[] = [
  { type: "text", text: "hi", state: "done" },
  { type: "text", text: "still typing", state: "streaming" },
  { type: "reasoning", text: "hmm" },
  { type: "step-start" },
  { type: "file", mediaType: "text/plain", url: "data:," },
  { type: "data-progress", data: 1 } as Part,
  { type: "tool-present-options", toolCallId: "a", state: "input-available", input: {} } as Part,
  { type: "tool-search", toolCallId: "b", state: "output-available", input: {}, output: 1 } as Part,
  { type: "tool-search", toolCallId: "c", state: "output-available", input: {}, output: 1, preliminary: true } as Part,
  { type: "tool-web", toolCallId: "d", state: "output-available", input: {}, output: 1, providerExecuted: true } as Part,
  { type: "tool-write", toolCallId: "e", state: "output-error", input: {}, errorText: "no" } as Part,
  { type: "tool-write", toolCallId: "f", state: "output-denied", input: {}, approval: { id: "x", approved: false } } as Part,
  { type: "tool-write", toolCallId: "g", state: "approval-responded", input: {}, approval: { id: "y", approved: true } } as Part,
  { type: "tool-write", toolCallId: "h", state: "approval-requested", input: {}, approval: { id: "z" } } as Part,
  { type: "dynamic-tool", toolName: "mcp-lookup", toolCallId: "i", state: "output-available", input: {}, output: 2 } as Part,
];

/** Every assistant message of up to three of the parts above (order matters), plus a few step boundaries. */
function histories(): UIMessage[][] {
  const out: UIMessage[][] = [[], [{ id: "u", role: "user", parts: [parts[0]!] }]];
  for (const a of parts)
    for (const b of parts) {
      out.push([{ id: "m", role: "assistant", parts: [a, b] }]);
      for (const c of [parts[3]!, parts[1]!, parts[7]!]) out.push([{ id: "m", role: "assistant", parts: [a, b, c] }]);
    }
  return out;
}

describe("ui-parts: the SDK's helpers without loading the SDK", () => {
  it("classifies and names every kind of part as `ai` does", () => {
    for (const part of parts) {
      expect(local.isTextUIPart(part)).toBe(sdk.isTextUIPart(part));
      expect(local.isReasoningUIPart(part)).toBe(sdk.isReasoningUIPart(part));
      expect(local.isToolUIPart(part)).toBe(sdk.isToolUIPart(part));
      if (sdk.isToolUIPart(part)) expect(local.getToolName(part)).toBe(sdk.getToolName(part));
    }
    expect(local.getToolName(parts[6] as sdk.ToolUIPart)).toBe("present-options");
  });

  it("decides when to send automatically exactly as `ai` does", () => {
    const cases = histories();
    let completeWithCalls = 0;
    let completeWithApprovals = 0;
    for (const messages of cases) {
      const calls = sdk.lastAssistantMessageIsCompleteWithToolCalls({ messages });
      const approvals = sdk.lastAssistantMessageIsCompleteWithApprovalResponses({ messages });
      expect(local.lastAssistantMessageIsCompleteWithToolCalls({ messages })).toBe(calls);
      expect(local.lastAssistantMessageIsCompleteWithApprovalResponses({ messages })).toBe(approvals);
      completeWithCalls += Number(calls);
      completeWithApprovals += Number(approvals);
    }
    // Both answers occur among the cases, so the comparison means something.
    expect(completeWithCalls).toBeGreaterThan(0);
    expect(completeWithCalls).toBeLessThan(cases.length);
    expect(completeWithApprovals).toBeGreaterThan(0);
  });
});
