/**
 * Test support for the offline material answerer on held-out questions (not a test file): a turn
 * asking the learner's material (optionally with the search's hits), and the two checks a held-out
 * set runs on every row — a question is searched and answered from the material, in the learner's
 * language; a request that only looks like a question is left to the host tutor.
 */
import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { expect, it } from "vitest";
import type { MaterialHit } from "@/features/sources/lib/tool-schemas";
import { answerFromMaterial } from "@/features/sources/offline/material-answerer";
import type { RoleContext } from "@/lib/ai/offline/model/role-context";

const HAN = /\p{Script=Han}/u;

/** One search hit on an uploaded source whose snippet is `snippet`. */
export const materialHit = (snippet: string): MaterialHit => ({
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

/** The learner's question with searchMaterial on offer; with `found`, the search already ran and returned it. */
export function materialTurn(question: string, found?: MaterialHit[]): RoleContext {
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

/**
 * One test per question: it is searched for; answered from the snippet in its language (`snippets`),
 * the answer quotes only the snippet's own sentences, and says the rest in the learner's language.
 */
export function itAnswersEachQuestionFromMaterial(snippets: { en: string; zh: string }, questions: string[]) {
  it.each(questions)("searches for %s and quotes only the material's own sentence, in the learner's language", (question) => {
    expect(answerFromMaterial(materialTurn(question))?.toolCall?.toolName).toBe("searchMaterial");
    const zh = HAN.test(question);
    const snippet = zh ? snippets.zh : snippets.en;
    const text = answerFromMaterial(materialTurn(question, [materialHit(snippet)]))?.text ?? "";
    const quotes = [...text.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(snippet.replace(/\s+/g, " ")).toContain(quote);
    expect(HAN.test(text.replace(/“[^”]*”/g, ""))).toBe(zh);
  });
}

/** One test per request: the material answerer does not take it (null), so the host tutor does. */
export function itLeavesEachToTheHostTutor(requests: string[]) {
  it.each(requests)("leaves %s to the host tutor", (request) => {
    expect(answerFromMaterial(materialTurn(request))).toBeNull();
  });
}
