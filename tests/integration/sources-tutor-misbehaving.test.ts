/**
 * The workspace tutor with the sources tools, through the real @ai-sdk/openai
 * provider and the app's model registry, against the scripted chat-completions
 * server: a polite model, duplicated and malformed searchMaterial calls, a call
 * written in the text, a stream cut after the search. Every turn ends cleanly
 * (an answer or one actionable error), and the answer's citations are checked.
 */
import { describe, expect, it } from "vitest";
import { answerTextOf, checkCitations } from "@/features/sources/lib/citations";
import type { WorkspaceChatRequest } from "@/features/workspace/contract";
import { expectActionableError } from "@/tests/support/scripted-openai/agent-harness";
import { toolNamesOf } from "@/tests/support/scripted-openai/good-model";
import { estimatePromptTokens } from "@/tests/support/scripted-openai/reply-frames";
import type { Reply, WireBody } from "@/tests/support/scripted-openai/wire-types";
import { textOfChunks, toolPartsNamed } from "@/tests/support/sources-tutor/material-kit";
import { setUpMaterialTutor } from "@/tests/support/workspace/material-tutor-kit";

const tutor = setUpMaterialTutor();

const SEARCH = { name: "searchMaterial", arguments: { query: "pods" } };
const ANSWER = "A Pod is the smallest deployable unit [S1]. Some say otherwise [S7].";
const MARKUP = /<\/?think>|<\/?tool_call>|"arguments"\s*:/;

/**
 * Step n of the turn (a fresh conversation per test). Every request offers the search, but with `final`
 * the turn's last (answer-now) requests, which offer no tools.
 */
function byStep(steps: (n: number, body: WireBody) => Reply, options: { final?: boolean } = {}) {
  tutor.script((n, request) => {
    if (!options.final || request.body.tools?.length) expect(toolNamesOf(request.body)).toContain("searchMaterial");
    return steps(n, request.body);
  });
}

/** A confirmed course with one source; `turn` runs the tutor on it (a new message, or a retry). */
async function sourcesCourse() {
  const course = await tutor.course(["# Notes", "A Pod is the smallest deployable unit.", "Pods share a network."]);
  async function turn(request: WorkspaceChatRequest = { text: "What is a pod?", references: [] }) {
    const chunks = await course.turn(request);
    expect(textOfChunks(chunks)).not.toMatch(MARKUP);
    const stored = await course.conversation();
    return { chunks, stored, answer: stored.at(-1)!, material: course.material };
  }
  return { turn };
}

const turn = async () => (await sourcesCourse()).turn();

const citationsOf = (answer: Parameters<typeof answerTextOf>[0]) =>
  checkCitations(answerTextOf(answer), answer).map((citation) => [citation.ref, citation.verified]);

describe("the sources tutor against misbehaving models", () => {
  it("a polite model: search, then an answer whose real ref is verified and forged one is not", async () => {
    byStep((n) => (n === 0 ? { toolCalls: [SEARCH] } : { content: ANSWER }));
    const { chunks, answer, material } = await turn();
    expect(chunks.some((chunk) => chunk.type === "error")).toBe(false);
    expect(material.searches).toEqual(["pods"]);
    expect(citationsOf(answer as never)).toEqual([
      ["S1", true],
      ["S7", false],
    ]);
  });

  // A call sent twice under one id is one call (or, on older wire handling, an invalid one whose error goes
  // back to the model); either way the turn answers and every search gives the same passage the same ref.
  it("a duplicated call (same id twice) and a repeated search: one part per call, the passage keeps its ref", async () => {
    byStep((n) =>
      n === 0
        ? { toolCalls: [{ ...SEARCH, duplicate: true }] }
        : n === 1
          ? {
              toolCalls: [
                { ...SEARCH, id: "again-1" },
                { ...SEARCH, id: "again-2" },
              ],
            }
          : { content: ANSWER },
    );
    const { chunks, answer } = await turn();
    expect(chunks.some((chunk) => chunk.type === "error")).toBe(false);
    const parts = toolPartsNamed(answer as never, "searchMaterial");
    expect(new Set(parts.map((part) => (part as { toolCallId?: string }).toolCallId)).size).toBe(parts.length);
    const found = parts.filter((part) => part.state === "output-available");
    expect(found.length).toBeGreaterThanOrEqual(2);
    const refs = found.map((part) =>
      (part.output as { hits: { ref: string; lineStart: number }[] }).hits.map((hit) => `${hit.ref}@${hit.lineStart}`),
    );
    for (const each of refs) expect(each).toEqual(refs[0]);
    expect(citationsOf(answer as never)).toEqual([
      ["S1", true],
      ["S7", false],
    ]);
  });

  it("malformed arguments once, then a good call: the error goes back to the model and the turn answers", async () => {
    byStep((n) =>
      n === 0
        ? { toolCalls: [{ name: "searchMaterial", arguments: '{"query": "po' }] }
        : n === 1
          ? { toolCalls: [SEARCH] }
          : { content: ANSWER },
    );
    const { chunks, answer } = await turn();
    expect(chunks.some((chunk) => chunk.type === "error")).toBe(false);
    expect(citationsOf(answer as never)).toContainEqual(["S1", true]);
  });

  it("malformed arguments every time: bounded (at most two invalid steps), the turn ends without a 500", async () => {
    byStep(() => ({ toolCalls: [{ name: "searchMaterial", arguments: { query: "" } }] }));
    const { chunks, answer } = await turn();
    expect(tutor.requests().length).toBeLessThanOrEqual(3);
    expect(chunks.at(-1)?.type === "finish" || chunks.some((chunk) => chunk.type === "error")).toBe(true);
    expect(checkCitations(answerTextOf(answer as never), answer as never)).toEqual([]);
  });

  it("a call written in the text (<tool_call> markup) runs as a call; the markup never reaches the learner", async () => {
    byStep((n) => (n === 0 ? { content: `Let me look. <tool_call>${JSON.stringify(SEARCH)}</tool_call>` } : { content: ANSWER }));
    const { chunks, answer } = await turn();
    expect(chunks.some((chunk) => chunk.type === "error")).toBe(false);
    expect(toolPartsNamed(answer as never, "searchMaterial")).toHaveLength(1);
    expect(citationsOf(answer as never)).toContainEqual(["S1", true]);
  });

  it("a model that keeps searching: the last step offers no tools, so the turn still ends with an answer", async () => {
    byStep((_n, body) => (body.tools?.length ? { toolCalls: [SEARCH] } : { content: ANSWER }), { final: true });
    const { chunks, answer } = await turn();
    expect(chunks.some((chunk) => chunk.type === "error")).toBe(false);
    expect(tutor.requests()).toHaveLength(8);
    const last = tutor.requests().at(-1)!.body;
    expect([last.tools, last.tool_choice]).toEqual([undefined, undefined]);
    expect(toolPartsNamed(answer as never, "searchMaterial")).toHaveLength(7);
    expect(citationsOf(answer as never)).toContainEqual(["S1", true]);
  });

  it("a model that searches even with no tools offered: one more try, then an actionable error; Retry replays no searches", async () => {
    byStep(() => ({ toolCalls: [SEARCH] }), { final: true });
    const course = await sourcesCourse();
    const sizes: number[][] = [];
    for (const request of [undefined, { retry: true as const }, { retry: true as const }]) {
      const first = tutor.requests().length;
      const { chunks, stored } = await course.turn(request);
      const requests = tutor.requests().slice(first);
      expect(expectActionableError(chunks)).toMatch(/kept asking for tools.*Retry/);
      // 7 steps with tools, the answer-now step without, and its one retry without.
      expect(requests.map((each) => Boolean(each.body.tools?.length))).toEqual([...Array<boolean>(7).fill(true), false, false]);
      expect(stored.filter((message) => message.role === "user")).toHaveLength(1);
      sizes.push(requests.map((each) => estimatePromptTokens(each.body)));
    }
    // Every retry starts from the learner's message alone and grows as the first turn did, never by earlier searches.
    for (const retry of sizes.slice(1)) {
      expect(retry[0]).toBeLessThanOrEqual(sizes[0]![0]!);
      expect(Math.max(...retry)).toBeLessThanOrEqual(Math.max(...sizes[0]!));
    }
  });

  it("a stream cut after the search: one actionable error, the learner's message and the search are kept", async () => {
    byStep((n) => (n === 0 ? { toolCalls: [SEARCH] } : { content: ANSWER, cutAfterFrames: 3 }));
    const { chunks, stored } = await turn();
    expectActionableError(chunks);
    expect(stored[0]!.role).toBe("user");
    expect(stored.some((message) => toolPartsNamed(message as never, "searchMaterial").length === 1)).toBe(true);
  });
});
