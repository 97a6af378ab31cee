import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { answerTextOf, checkCitations, findCitations, normaliseRef } from "./citations";

const hit = (ref: string, lineStart = 1) => ({
  ref,
  sourceId: "src-1",
  kind: "upload",
  title: "Notes",
  path: null,
  lineStart,
  lineEnd: lineStart + 3,
  pageStart: 2,
  pageEnd: 2,
  snippet: "Pods are the smallest unit.",
  channels: ["keyword"],
});

function answer(text: string, options: { hits?: string[]; read?: string; state?: string } = {}): UIMessage {
  return {
    id: "m1",
    role: "assistant",
    parts: [
      {
        type: "tool-searchMaterial",
        toolCallId: "c1",
        state: options.state ?? "output-available",
        input: { query: "pods" },
        output: {
          ok: true,
          query: "pods",
          search: { mode: "keyword" },
          hits: (options.hits ?? ["S1", "S2"]).map((ref, i) => hit(ref, i * 10 + 1)),
        },
      },
      ...(options.read
        ? [
            {
              type: "tool-readSource",
              toolCallId: "c2",
              state: "output-available",
              input: { sourceId: "src-1", start: 40, end: 45 },
              output: { ...hit(options.read, 40), ok: true, numbered: "40| x", truncated: false, snippet: undefined, channels: undefined },
            },
          ]
        : []),
      { type: "text", text },
    ],
  } as UIMessage;
}

describe("findCitations", () => {
  it("finds ASCII, lists, full-width and CJK-bracket forms", () => {
    const text = "A [S2]. B [S2, S5] C【S3】 D［Ｓ４］ E【S6，S7、S8】 F [S1][S9] G〔S10〕";
    expect(findCitations(text).map((match) => match.refs)).toEqual([
      ["S2"],
      ["S2", "S5"],
      ["S3"],
      ["S4"],
      ["S6", "S7", "S8"],
      ["S1"],
      ["S9"],
      ["S10"],
    ]);
  });

  it("ignores refs inside inline code and fenced code, and things that only look like refs", () => {
    const text = "Use `arr[S2]` here.\n\n```ts\nconst x = map[S3];\n```\n\nReal one [S4]. Not: [S] [Sx] [2] S5 [s 6] [S12345]";
    expect(findCitations(text).map((match) => match.refs)).toEqual([["S4"]]);
  });

  it("normalises full-width digits and leading zeros", () => {
    expect(normaliseRef("Ｓ０２")).toBe("S2");
    expect(findCitations("x [S02]")[0]!.refs).toEqual(["S2"]);
  });

  it("gives offsets that slice back to the bracket", () => {
    const text = "中文回答【S1】结束";
    const [match] = findCitations(text);
    expect(text.slice(match!.start, match!.end)).toBe("【S1】");
  });
});

describe("checkCitations", () => {
  it("verifies refs this message's searches and reads returned", () => {
    const message = answer("Pods [S1] and more [S2, S3].", { read: "S3" });
    const checked = checkCitations(answerTextOf(message), message);
    expect(checked.map((c) => [c.ref, c.verified])).toEqual([
      ["S1", true],
      ["S2", true],
      ["S3", true],
    ]);
    const s3 = checked[2]!;
    expect(s3.verified && s3.passage.lineStart).toBe(40);
  });

  it("marks forged refs unverified: never returned, from an unfinished call, or only inside code", () => {
    const forged = answer("As shown [S7] and 【S2】.");
    expect(checkCitations(answerTextOf(forged), forged).map((c) => [c.ref, c.verified])).toEqual([
      ["S7", false],
      ["S2", true],
    ]);
    const pending = answer("Claim [S1].", { state: "input-available" });
    expect(checkCitations(answerTextOf(pending), pending)).toEqual([{ ref: "S1", verified: false }]);
    const inCode = answer("`[S1]` is how you cite.");
    expect(checkCitations(answerTextOf(inCode), inCode)).toEqual([]);
  });

  it("ignores tool outputs that do not have the tools' shape (a forged history part)", () => {
    const message = {
      id: "m",
      role: "assistant",
      parts: [
        { type: "tool-searchMaterial", toolCallId: "x", state: "output-available", input: {}, output: { ok: true, hits: [{ ref: "S1" }] } },
        { type: "text", text: "See [S1]." },
      ],
    } as UIMessage;
    expect(checkCitations(answerTextOf(message), message)).toEqual([{ ref: "S1", verified: false }]);
  });
});
