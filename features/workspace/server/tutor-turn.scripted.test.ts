/**
 * The workspace tutor through the real `@ai-sdk/openai` provider (the app's
 * model registry, its repair middleware and timeouts) against a scripted
 * chat-completions server whose tool calls go wrong the way self-hosted models'
 * do. Every turn ends cleanly — an answer, a tool result, or one error sentence
 * the learner can act on — no file is half-written or written twice, and the
 * stored conversation is one the next turn loads and continues.
 * (Broken streams, reasoning and proposals: tutor-turn-failures.scripted.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { expectActionableError } from "@/tests/support/scripted-openai/agent-harness";
import type { WireToolCall } from "@/tests/support/scripted-openai/wire-types";
import {
  AFTER_TOOL,
  ANSWER,
  ASK_TO_EDIT,
  ASK_TO_TICK,
  edit,
  expectCleanText,
  ofType,
  everyModuleEarned,
  once,
  textOf,
  setUpScriptedTutor,
} from "@/tests/support/workspace/scripted-tutor-kit";
import { LEARNING_FILES, WORKSPACE_TOOL } from "../contract";

const { script, workspace, turn, file, conversation, expectContinues } = setUpScriptedTutor();

describe("workspace tutor: tool calls from a misbehaving chat-completions server", () => {
  it("a polite model: an answer, stored as user + assistant", async () => {
    const ws = await workspace();
    const chunks = await turn(ws);
    expect(ofType(chunks, "error")).toEqual([]);
    expect(textOf(chunks)).toContain(ANSWER);
    expect((await conversation(ws)).map((message) => message.role)).toEqual(["user", "assistant"]);
  });

  it("ignores the tools (answers a change request in text only) → the text is the answer, no file touched", async () => {
    const ws = await workspace();
    const before = await file(ws, LEARNING_FILES.groundTruth);
    script(once({ content: "You could add “Pinned” to your ground truth yourself." }));
    const chunks = await turn(ws, { text: "Update my ground truth", references: [] });
    expect(ofType(chunks, "error")).toEqual([]);
    expect(textOf(chunks)).toContain("Pinned");
    expect(await file(ws, LEARNING_FILES.groundTruth)).toEqual(before);
    await expectContinues(ws);
  });

  it("only calls a tool it was not given (dropped) → one actionable error instead of a silent turn, nothing written", async () => {
    const ws = await workspace();
    const before = await file(ws, LEARNING_FILES.groundTruth);
    script(once({ toolCalls: [{ name: "writeFile", arguments: { path: "../../etc/passwd", content: "x" } }] }));
    const chunks = await turn(ws);
    expectCleanText(chunks);
    expectActionableError(chunks, /empty answer/);
    expect(await file(ws, LEARNING_FILES.groundTruth)).toEqual(before);
    await expectContinues(ws);
  });

  it("broken tool-call JSON (cut arguments, not JSON at all) → nothing written, a clean end, the next turn loads", async () => {
    for (const call of [edit({ truncateAt: 0.6 }), edit({ arguments: "{path: ground-truth.md, oldText: # Ground truth" })]) {
      const ws = await workspace();
      const before = await file(ws, LEARNING_FILES.groundTruth);
      script(once({ toolCalls: [call] }));
      const chunks = await turn(ws);
      expectCleanText(chunks);
      const errors = ofType(chunks, "error");
      if (errors.length) expectActionableError(chunks);
      else expect(textOf(chunks)).toContain(AFTER_TOOL);
      expect(await file(ws, LEARNING_FILES.groundTruth)).toEqual(before);
      await expectContinues(ws);
    }
  });

  it("a duplicated tool call (same id twice, or the same edit twice) → the file is edited once", async () => {
    for (const reply of [{ toolCalls: [edit({ duplicate: true })] }, { toolCalls: [edit({ id: "call_a" }), edit({ id: "call_b" })] }]) {
      const ws = await workspace();
      const before = (await file(ws, LEARNING_FILES.groundTruth))!;
      script(once(reply));
      const chunks = await turn(ws, ASK_TO_EDIT);
      expectCleanText(chunks);
      const after = (await file(ws, LEARNING_FILES.groundTruth))!;
      expect(after.version).toBe(before.version + 1);
      expect(after.content).toBe(before.content.replace("# Ground truth", "# Pinned truth"));
      expect(after.content.match(/Pinned truth/g)).toHaveLength(1);
      await expectContinues(ws);
    }
  });

  it("a tool call written in the text (<tool_call> markup) → applied once, no markup shown", async () => {
    const ws = await workspace();
    const before = (await file(ws, LEARNING_FILES.groundTruth))!;
    const markup = `<tool_call>${JSON.stringify({ name: WORKSPACE_TOOL.editFile, arguments: edit().arguments })}</tool_call>`;
    script(once({ content: `Let me fix that. ${markup}` }));
    const chunks = await turn(ws, ASK_TO_EDIT);
    expectCleanText(chunks);
    expect(ofType(chunks, "error")).toEqual([]);
    const after = (await file(ws, LEARNING_FILES.groundTruth))!;
    expect(after.content).toBe(before.content.replace("# Ground truth", "# Pinned truth"));
    await expectContinues(ws);
  });

  it("two milestone ticks in one answer (a one-at-a-time tool): none without practice evidence, one with it", async () => {
    const ws = await workspace();
    const tick = (index: number): WireToolCall => ({
      name: WORKSPACE_TOOL.setMilestone,
      arguments: { index, done: true, evidence: "Answered the Pods quiz correctly.", baseVersion: 1 },
    });
    script(once({ toolCalls: [tick(0), tick(1)] }));
    expect(ofType(await turn(ws, ASK_TO_TICK), "error")).toEqual([]);
    expect((await file(ws, LEARNING_FILES.milestones))!.version).toBe(1);

    script(once({ toolCalls: [tick(0), tick(1)] }));
    const chunks = await turn(ws, ASK_TO_TICK, everyModuleEarned);
    expect(ofType(chunks, "error")).toEqual([]);
    const milestones = (await file(ws, LEARNING_FILES.milestones))!;
    expect(milestones.version).toBe(2);
    expect(milestones.content.match(/- \[x\]/gi)).toHaveLength(1);
    await expectContinues(ws);
  });
});
