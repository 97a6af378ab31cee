import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import type { RoleContext } from "@/lib/ai/offline/model/role-context";
import { SOURCES_TOOL } from "../contract";
import { materialGrounding } from "./material-grounding";

/**
 * The search result reaches the offline roles with the passage's lines as written (indentation, fences)
 * and their numbers, never only a snippet flattened to one line; a few of those lines are cited by their
 * own numbers, in the learner's language.
 */
const LINES = [
  { n: 40, text: "For example, this Pod runs one container:" },
  { n: 41, text: "```yaml" },
  { n: 42, text: "containers:" },
  { n: 43, text: "  - name: web" },
  { n: 44, text: "```" },
];

function searched(path: string | null, focus: string): ReturnType<typeof materialGrounding.results> {
  const hit = {
    ref: "S1",
    sourceId: "src1",
    kind: path ? "chapter" : "upload",
    title: "Pods.pdf",
    path,
    lineStart: 40,
    lineEnd: 44,
    pageStart: null,
    pageEnd: null,
    snippet: LINES.map((line) => line.text).join("\n"),
    lines: LINES,
    channels: ["keyword"],
  };
  const prompt: LanguageModelV4Prompt = [
    { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: SOURCES_TOOL.searchMaterial, input: {} }] },
    {
      role: "tool",
      content: [
        {
          type: "tool-result",
          toolCallId: "c1",
          toolName: SOURCES_TOOL.searchMaterial,
          output: { type: "json", value: { ok: true, query: "container", search: { mode: "keyword" }, hits: [hit] } as never },
        },
      ],
    },
  ];
  const ctx: RoleContext = { prompt, tools: new Map(), choice: "auto" as never, responseFormat: undefined };
  return materialGrounding.results(ctx, new Set(["c1"]), focus);
}

describe("the material grounding's passages", () => {
  it.each([
    ["container", "Pods.pdf, lines 42–43"],
    ["容器", "Pods.pdf，第 42–43 行"],
  ])("carry their lines as written and cite a few of them (%s)", (focus, cited) => {
    const [result] = searched(null, focus);
    expect(result?.ok).toBe(true);
    const passage = result!.ok ? result!.passages[0]! : null;
    expect(passage!.lines).toEqual(LINES);
    expect(passage!.snippet).not.toContain("\n");
    expect(passage!.citeLines!(42, 43)).toBe(cited);
  });

  it("cites a chapter's lines by its path", () => {
    const [result] = searched("chapters/01-pods.md", "container");
    expect(result!.ok && result!.passages[0]!.citeLines!(42, 43)).toBe("chapters/01-pods.md:42-43");
  });
});
