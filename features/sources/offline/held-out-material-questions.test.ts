import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import type { RoleContext } from "@/lib/ai/offline/model/role-context";
import type { MaterialHit } from "../lib/tool-schemas";
import { answerFromMaterial } from "./material-answerer";

/**
 * Questions to the learner's material as people type them (typos, hesitations, no question mark),
 * and requests that only look like questions. A question is searched and answered with a sentence
 * that is in the material, in the learner's language; the rest is left to the host tutor.
 */
const SNIPPET_EN = "Kubernetes groups containers. A Pod is the smallest deployable unit.\nThe scheduler assigns each Pod to a node.";
const SNIPPET_ZH = "Kubernetes 管理容器。Pod 是最小的可部署单元。\n调度器把每个 Pod 分配到一个节点。";
const hit = (snippet: string): MaterialHit => ({
  ref: "S1",
  sourceId: "src-1",
  kind: "upload",
  title: "Lecture notes",
  path: null,
  lineStart: 3,
  lineEnd: 5,
  pageStart: null,
  pageEnd: null,
  snippet,
  channels: ["keyword"],
});

function turn(question: string, found?: MaterialHit[]): RoleContext {
  const prompt: LanguageModelV4Prompt = [{ role: "user", content: [{ type: "text", text: question }] }];
  if (found) {
    prompt.push({ role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: "searchMaterial", input: {} }] });
    const value = { ok: true, query: question, search: { mode: "keyword" }, hits: found };
    prompt.push({
      role: "tool",
      content: [{ type: "tool-result", toolCallId: "c1", toolName: "searchMaterial", output: { type: "json", value } }],
    });
  }
  return { prompt, tools: new Map([["searchMaterial", { type: "object" }]]), choice: { mode: "auto" }, responseFormat: undefined };
}

describe("the offline material answerer on questions as people type them", () => {
  it.each([
    "whats a pod",
    "so what exactly does the scheduler do",
    "hmm, wat is a pod",
    "pod 是啥",
    "能解释一下调度器吗",
    "调度器是干嘛的",
  ])("searches for %s and quotes only the material's own sentence, in the learner's language", (question) => {
    expect(answerFromMaterial(turn(question))?.toolCall?.toolName).toBe("searchMaterial");
    const zh = /\p{Script=Han}/u.test(question);
    const snippet = zh ? SNIPPET_ZH : SNIPPET_EN;
    const text = answerFromMaterial(turn(question, [hit(snippet)]))?.text ?? "";
    const quotes = [...text.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(snippet.replace(/\s+/g, " ")).toContain(quote);
    expect(/\p{Script=Han}/u.test(text.replace(/“[^”]*”/g, ""))).toBe(zh);
  });

  it.each([
    "could you look that up online?",
    "能不能帮我百度一下这个报错？",
    "quiz me about pods?",
    "来几道练习题吧？",
    "在笔记里解释一下什么是 Pod",
    "can you translate this into french?",
    "write me an essay on pods?",
  ])("leaves %s to the host tutor", (request) => {
    expect(answerFromMaterial(turn(request))).toBeNull();
  });
});
