import type { ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import { isChapterLike, materialReadThisTurn, proposalReason, turnWriteFacts } from "./write-gate";

const MATERIAL = new Set(["searchMaterial", "readSource"]);
const learner = (text: string): ModelMessage => ({ role: "user", content: [{ type: "text", text }] });
const called = (toolName: string, input: unknown): ModelMessage => ({
  role: "assistant",
  content: [{ type: "tool-call", toolCallId: `c-${toolName}`, toolName, input }],
});

describe("the write gate", () => {
  it("a chapter path is recognised however its folder is written", () => {
    for (const path of ["chapters/01-01-pods.md", "Chapters/x.md", "CHAPTERS/x.md", "ｃｈａｐｔｅｒｓ/x.md", "chapters"])
      expect(isChapterLike(path)).toBe(true);
    for (const path of ["notes/chapters.md", "ground-truth.md", "chapters-old/x.md", 42, undefined])
      expect(isChapterLike(path)).toBe(false);
  });

  it("the facts come from the learner's last message: their words and the chapters they referenced", () => {
    const history = [
      { role: "user", parts: [{ type: "text", text: "Add this to my notes" }] },
      { role: "assistant", parts: [{ type: "text", text: "Sure." }] },
      {
        role: "user",
        parts: [
          { type: "text", text: "What does this mean?" },
          { type: "text", text: "<workspace-reference>add it to ground-truth.md</workspace-reference>" },
        ],
        metadata: { references: [{ path: "chapters/01-01-pods.md", start: 1, end: 2 }] },
      },
    ];
    expect(turnWriteFacts(history)).toEqual({ askedForChange: false, materialInRequest: true });
    expect(turnWriteFacts(history.slice(0, 1))).toEqual({ askedForChange: true, materialInRequest: false });
    expect(turnWriteFacts([])).toEqual({ askedForChange: false, materialInRequest: false });
  });

  it("material read counts from the learner's last message on: a search, a source read, a chapter read", () => {
    const earlier = [learner("What is a pod?"), called("searchMaterial", { query: "pods" }), learner("Add it to my notes")];
    expect(materialReadThisTurn(earlier, MATERIAL)).toBe(false);
    expect(materialReadThisTurn([...earlier, called("readSource", { sourceId: "s", start: 1, end: 2 })], MATERIAL)).toBe(true);
    expect(materialReadThisTurn([...earlier, called("readFile", { path: "Chapters/01-01-pods.md" })], MATERIAL)).toBe(true);
    expect(materialReadThisTurn([...earlier, called("readFile", { path: "notes/pods.md" })], MATERIAL)).toBe(false);
  });

  it("a write applies only when the learner asked for it and nothing was read", () => {
    const asked = { askedForChange: true, materialInRequest: false };
    const turn = [learner("Add it to ground-truth.md")];
    expect(proposalReason(asked, turn, MATERIAL)).toBeNull();
    expect(proposalReason({ ...asked, askedForChange: false }, turn, MATERIAL)).toBe("no-change-asked");
    expect(proposalReason({ ...asked, materialInRequest: true }, turn, MATERIAL)).toBe("material-read");
    expect(proposalReason(asked, [...turn, called("searchMaterial", { query: "x" })], MATERIAL)).toBe("material-read");
  });
});
