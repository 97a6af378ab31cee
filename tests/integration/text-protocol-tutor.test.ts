/**
 * The workspace tutor on a model without tool calling (through the real provider
 * and registry): an answer in words, and a change the learner asked for made
 * through the text protocol — the tool runs, its result goes back as text, the
 * tutor confirms in words. Nothing the learner reads is protocol JSON.
 */
import { describe, expect, it } from "vitest";
import { LEARNING_FILES, WORKSPACE_TOOL } from "@/features/workspace/contract";
import { isStandIn } from "@/lib/ai/text-protocol/stand-in";
import { wireText } from "@/tests/support/scripted-openai/good-model";
import { noToolCalling } from "@/tests/support/scripted-openai/no-tools-model";
import type { RecordedRequest, Reply } from "@/tests/support/scripted-openai/wire-types";
import {
  AFTER_TOOL,
  ANSWER,
  ASK_TO_EDIT,
  edit,
  expectCleanText,
  ofType,
  setUpScriptedTutor,
  textOf,
} from "@/tests/support/workspace/scripted-tutor-kit";

const tutor = setUpScriptedTutor({ env: { LLM_TOOL_CALLING: "auto" } });

const lastUserText = (request: RecordedRequest) =>
  wireText([...request.body.messages].reverse().find((message) => message.role === "user")?.content);

/** A tutor that writes its calls as text: the edit when asked for one, words otherwise. */
function writesCalls(request: RecordedRequest): Reply | null {
  const last = lastUserText(request);
  if (last.includes("Tool result (")) return { content: AFTER_TOOL };
  if (last.includes("pin its heading")) {
    const call = edit();
    return { content: `I'll update it.\n\`\`\`json\n${JSON.stringify({ tool: call.name, input: call.arguments })}\n\`\`\`` };
  }
  return { content: ANSWER };
}

describe("workspace tutor on a model without tool calling", () => {
  it("vLLM refusing tools: the question is answered in words after the switch", async () => {
    tutor.script(noToolCalling({ withTools: "reject-vllm", override: writesCalls }));
    const ws = await tutor.workspace();
    const chunks = await tutor.turn(ws);
    expect(ofType(chunks, "error")).toEqual([]);
    expect(textOf(chunks)).toContain(ANSWER);
    expectCleanText(chunks);
    await tutor.expectContinues(ws);
  });

  it("a change the learner asked for: the edit written as JSON runs, and the tutor confirms in words", async () => {
    tutor.script(noToolCalling({ withTools: "reject-ollama", override: writesCalls }));
    const ws = await tutor.workspace();
    const chunks = await tutor.turn(ws, ASK_TO_EDIT);
    expect(ofType(chunks, "error")).toEqual([]);
    expect((await tutor.file(ws, LEARNING_FILES.groundTruth))?.content).toContain("# Pinned truth");
    const calls = ofType(chunks, "tool-input-available").map((chunk) => chunk.toolName);
    expect(calls).toEqual([WORKSPACE_TOOL.editFile]);
    expect(textOf(chunks)).toContain(AFTER_TOOL);
    expect(textOf(chunks)).not.toMatch(/"tool"|```/);
    expectCleanText(chunks);
  });

  it("a tutor that keeps sending nothing → one retry, then the offline tutor answers, marked as the stand-in", async () => {
    tutor.script(noToolCalling({ withTools: "reject-vllm", override: () => ({ content: "<think>hmm</think>" }) }));
    const ws = await tutor.workspace();
    const chunks = await tutor.turn(ws);
    expect(ofType(chunks, "error")).toEqual([]);
    expect(textOf(chunks).trim()).not.toBe("");
    const starts = ofType(chunks, "text-start");
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((chunk) => isStandIn(chunk.providerMetadata))).toBe(true);
  });
});
