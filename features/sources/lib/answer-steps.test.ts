import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { answerStartedAfter, citationMarkdown, citeTarget, thoughtBefore } from "./answer-steps";

const search = (ref: string) => ({
  type: "tool-searchMaterial",
  toolCallId: `c-${ref}`,
  state: "output-available",
  input: { query: "pods" },
  output: {
    ok: true,
    query: "pods",
    search: { mode: "keyword" },
    hits: [
      {
        ref,
        sourceId: "s",
        kind: "upload",
        title: "T",
        path: null,
        lineStart: 1,
        lineEnd: 2,
        pageStart: null,
        pageEnd: null,
        snippet: "x",
        channels: ["keyword"],
      },
    ],
  },
});

const message = (parts: unknown[]) => ({ id: "m", role: "assistant", parts }) as UIMessage;

describe("answer steps", () => {
  it("the thought is the reasoning before the call, else the text since the previous call", () => {
    const m = message([
      { type: "reasoning", text: "The learner asks about pods; search." },
      { type: "text", text: "Let me look." },
      search("S1"),
      { type: "text", text: "Now the services." },
      search("S2"),
      { type: "text", text: "Answer [S1]." },
    ]);
    expect(thoughtBefore(m, 2)).toBe("The learner asks about pods; search.");
    expect(thoughtBefore(m, 4)).toBe("Now the services.");
    expect(answerStartedAfter(m, 4)).toBe(true);
    expect(answerStartedAfter(message([search("S1"), { type: "text", text: "  " }]), 0)).toBe(false);
  });

  it("turns citations into chip links, verified or not, and leaves code alone", () => {
    const m = message([search("S1"), { type: "text", text: "" }]);
    const markdown = citationMarkdown("Pods [S1, S4]. `[S1]` stays.", m, "unverified");
    expect(markdown).toBe("Pods [S1](#nn-cite-S1) [S4 · unverified](#nn-cite-unverified-S4). `[S1]` stays.");
    expect(citeTarget("#nn-cite-S1")).toEqual({ ref: "S1", verified: true });
    expect(citeTarget("#nn-cite-unverified-S4")).toEqual({ ref: "S4", verified: false });
    expect(citeTarget("https://example.com")).toBeNull();
  });
});
