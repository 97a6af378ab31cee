import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import type { RoleContext } from "@/lib/ai/offline/model/role-context";
import { passageLines, snippetAnchor } from "../lib/passage-lines";
import { searchSnippet } from "../lib/search-snippet";
import type { MaterialHit } from "../lib/tool-schemas";
import { answerFromMaterial } from "./material-answerer";
import { searchQueryFor } from "./material-terms";

/**
 * Every quoted line cites the lines it is on in the file: a chunk longer than the 30-line window of a hit's
 * numbered lines, with the quoted sentence far below its start, is cited at the sentence's own line —
 * checked against the file's text — never at the chunk's whole range.
 */
function afterTool(question: string, toolName: string, value: unknown): RoleContext {
  const prompt: LanguageModelV4Prompt = [
    { role: "system", content: "You are the tutor." },
    { role: "user", content: [{ type: "text", text: question }] },
    { role: "assistant", content: [{ type: "tool-call", toolCallId: "call-1", toolName, input: {} }] },
    { role: "tool", content: [{ type: "tool-result", toolCallId: "call-1", toolName, output: { type: "json", value: value as never } }] },
  ];
  return { prompt, tools: new Map([["searchMaterial", { type: "object" }]]), choice: { mode: "auto" }, responseFormat: undefined };
}

const CASES = [
  {
    lang: "en",
    question: "What is a replica set?",
    filler: (i: number) => `Step ${i}: check the cluster dashboard and note what changed.`,
    answer: "A replica set is the controller that keeps a fixed number of pod copies running.",
    term: "replica",
    cited: (line: number) => new RegExp(`line ${line}(?!\\d)`),
  },
  {
    lang: "zh",
    question: "副本集是什么？",
    filler: (i: number) => `第 ${i} 步：打开集群面板，记下有什么变化。`,
    answer: "副本集是一种控制器，它让固定数量的 pod 副本一直运行。",
    term: "副本集",
    cited: (line: number) => new RegExp(`第 ${line} 行`),
  },
];

describe.each(CASES)("a quote far down a long chunk cites its own line ($lang)", ({ question, filler, answer, term, cited }) => {
  // 60 lines of other things, the answer on line 64 of the file (the chunk starts at line 5).
  const fileLines = [
    ...Array.from({ length: 4 }, (_, i) => filler(100 + i)),
    ...Array.from({ length: 59 }, (_, i) => filler(i + 1)),
    answer,
    filler(99),
  ];
  const chunkStart = 5;
  const chunk = fileLines.slice(chunkStart - 1).join("\n");
  const answerLine = fileLines.indexOf(answer) + 1;

  it("from a search hit: the hit's lines hold the snippet, and the quote cites the line the file has it on", () => {
    // No sentence matched best (a semantic-only hit): the snippet centres on the term, far below the chunk's start.
    const snippet = searchSnippet(chunk, [term], 280, null);
    const hit: MaterialHit = {
      ref: "S1",
      sourceId: "src-1",
      kind: "upload",
      title: "ops-notes",
      path: null,
      lineStart: chunkStart,
      lineEnd: fileLines.length,
      pageStart: null,
      pageEnd: null,
      snippet,
      lines: passageLines(chunk, chunkStart, snippetAnchor(snippet)),
      channels: ["semantic"],
    };
    const text = afterTool(question, "searchMaterial", { ok: true, query: question, search: { mode: "hybrid" }, hits: [hit] });
    const reply = answerFromMaterial(text)?.text ?? "";
    expect(reply).toContain(answer);
    expect(reply).toMatch(cited(answerLine));
    expect(fileLines[answerLine - 1]).toContain(answer);
    // Every line the hit carries is the file's own line at its number.
    for (const line of hit.lines ?? []) expect(fileLines[line.n - 1]).toBe(line.text);
  });

  it("from a source read whole: the quote cites its own line, not the range read", () => {
    const numbered = fileLines.map((line, i) => `${i + 1}| ${line}`).join("\n");
    const read = {
      ok: true,
      ref: "S1",
      sourceId: "src-1",
      kind: "upload",
      title: "ops-notes",
      path: null,
      lineStart: 1,
      lineEnd: fileLines.length,
      pageStart: null,
      pageEnd: null,
      numbered,
      truncated: false,
    };
    const reply = answerFromMaterial(afterTool(question, "readSource", read))?.text ?? "";
    expect(reply).toContain(answer);
    expect(reply).toMatch(cited(answerLine));
  });
});

describe.each([
  {
    lang: "en",
    question: "What does start small mean?",
    mention: "Remember to start small when you deploy to the cluster for the first time.",
    definition: "Start small means deploying one pod and checking it runs before you write a whole chart.",
    heading: "## Start small\nDeploy one pod, check that it runs, and only then add the rest.",
    underHeading: "Deploy one pod, check that it runs, and only then add the rest.",
    mentionLead: "Your material mentions",
  },
  {
    lang: "zh",
    question: "「从小处着手」是什么意思？",
    mention: "第一次往集群部署时，记得从小处着手，别急。",
    definition: "从小处着手是指先只部署一个 pod，确认它能运行，再写完整的 chart。",
    heading: "## 从小处着手\n先部署一个 pod，确认它能运行，再加上其余部分。",
    underHeading: "先部署一个 pod，确认它能运行，再加上其余部分。",
    mentionLead: "你的资料提到了",
  },
])("what X means, from the material: an explanation answers, a mention is called one ($lang)", (example) => {
  const { question, mention, definition, heading, underHeading, mentionLead } = example;
  const hitOf = (ref: string, snippet: string): MaterialHit => ({
    ref,
    sourceId: `src-${ref}`,
    kind: "upload",
    title: "guide",
    path: null,
    lineStart: 1,
    lineEnd: 2,
    pageStart: null,
    pageEnd: null,
    snippet,
    channels: ["keyword"],
  });
  const answer = (hits: MaterialHit[]) =>
    answerFromMaterial(
      afterTool(question, "searchMaterial", { ok: true, query: searchQueryFor(question), search: { mode: "keyword" }, hits }),
    )?.text ?? "";

  it("quotes the definition before a mention ranked above it", () => {
    const reply = answer([hitOf("S1", mention), hitOf("S2", definition)]);
    expect(reply).toContain(`“${definition}”`);
    expect(reply).not.toContain(mentionLead);
  });

  it("quotes the explanation under a heading naming it", () => {
    const reply = answer([hitOf("S1", mention), hitOf("S2", heading)]);
    expect(reply).toContain(`“${underHeading}”`);
    expect(reply).not.toContain(mentionLead);
  });

  it("with only a mention, says the material mentions it without explaining it, and quotes where", () => {
    const reply = answer([hitOf("S1", mention)]);
    expect(reply.startsWith(mentionLead)).toBe(true);
    // The subject is named as a term, without the question's own quote marks or question mark.
    expect(reply).toMatch(/^[^“]*\*\*(?:start small|从小处着手)\*\*/u);
    expect(reply).toContain(`“${mention}”[S1]`.replace("”[", /[一-龥]/u.test(mention) ? "”[" : "” ["));
  });
});
