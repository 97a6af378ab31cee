/**
 * The workspace tutor through the real provider against a scripted server
 * whose streams break: cut mid-answer or mid-call, empty, HTTP errors, stalls,
 * reasoning in the text; and proposals that need the learner's approval. Each
 * turn ends in an outcome or an actionable error, nothing is half-written, a
 * retry does not redo what was done, and the stored conversation stays valid.
 */
import { describe, expect, it } from "vitest";
import { expectActionableError } from "@/tests/support/scripted-openai/agent-harness";
import {
  AFTER_TOOL,
  ANSWER,
  ASK_TO_EDIT,
  NOTE,
  THOUGHT,
  afterToolResult,
  edit,
  expectCleanText,
  ofType,
  once,
  polite,
  propose,
  textOf,
  setUpScriptedTutor,
} from "@/tests/support/workspace/scripted-tutor-kit";
import { LEARNING_FILES, WORKSPACE_TOOL } from "../contract";

const { script, workspace, turn, file, conversation, expectContinues } = setUpScriptedTutor();

describe("workspace tutor: broken streams, reasoning and proposals from a misbehaving server", () => {
  it("the stream cut mid-answer, or mid tool call → one actionable error, nothing written, retry answers", async () => {
    for (const reply of [
      { content: "Ownership means each value has one owner, and when the owner", cutAfterFrames: 4 },
      { toolCalls: [edit({ split: 6 })], cutAfterFrames: 4 },
    ]) {
      const ws = await workspace();
      const before = await file(ws, LEARNING_FILES.groundTruth);
      script(once(reply));
      const chunks = await turn(ws);
      expectActionableError(chunks);
      expectCleanText(chunks);
      expect(await file(ws, LEARNING_FILES.groundTruth)).toEqual(before);
      // No card is stored at "…": a call cut mid-input is finished as an error part.
      const parts = (await conversation(ws)).flatMap((message) => message.parts);
      expect(parts.filter((part) => part.type.startsWith("tool-") && !String(part.state).startsWith("output-"))).toEqual([]);
      // The learner's message was kept; Retry answers it without storing it twice.
      script(polite);
      const retried = await turn(ws, { retry: true });
      expect(ofType(retried, "error")).toEqual([]);
      expect(textOf(retried)).toContain(ANSWER);
      const stored = await conversation(ws);
      expect(stored.filter((message) => message.role === "user")).toHaveLength(1);
      await expectContinues(ws);
    }
  });

  it("an edit applied, then the stream cut → the edit is whole and stays in the stored conversation (diff card, Undo)", async () => {
    const ws = await workspace();
    const before = (await file(ws, LEARNING_FILES.groundTruth))!;
    script((request) =>
      afterToolResult(request) ? { content: "I pinned it, and now let me explain why", cutAfterFrames: 3 } : { toolCalls: [edit()] },
    );
    const chunks = await turn(ws, ASK_TO_EDIT);
    expectActionableError(chunks);
    const after = (await file(ws, LEARNING_FILES.groundTruth))!;
    expect(after).toEqual({ version: before.version + 1, content: before.content.replace("# Ground truth", "# Pinned truth") });
    const stored = await conversation(ws);
    const edits = (messages: typeof stored) =>
      messages.flatMap((message) => message.parts).filter((part) => part.type === `tool-${WORKSPACE_TOOL.editFile}`);
    expect(edits(stored).map((part) => part.state)).toEqual(["output-available"]);
    // Retry continues after the edit (the model is shown it was done) instead of making it again.
    script(polite);
    const retried = await turn(ws, { retry: true });
    expect(ofType(retried, "error")).toEqual([]);
    expect(textOf(retried)).toContain(AFTER_TOOL);
    expect(await file(ws, LEARNING_FILES.groundTruth)).toEqual(after);
    const afterRetry = await conversation(ws);
    expect(afterRetry.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(edits(afterRetry).map((part) => part.state)).toEqual(["output-available"]);
    expect(JSON.stringify(afterRetry)).not.toContain("now let me explain why");
    await expectContinues(ws);
  });

  it("an HTTP 500 with an HTML page, or a server that never answers → one actionable error, the message kept", async () => {
    for (const reply of [{ status: 500, errorBody: "<html><body>Bad gateway</body></html>" }, { stallAfterFrames: 0 }]) {
      const ws = await workspace();
      script(once(reply));
      const chunks = await turn(ws);
      expectActionableError(chunks);
      expect((await conversation(ws)).map((message) => message.role)[0]).toBe("user");
      await expectContinues(ws);
    }
  });

  it("an empty answer → an actionable error, never a silent turn", async () => {
    const ws = await workspace();
    script(once({ content: "" }));
    expectActionableError(await turn(ws));
    await expectContinues(ws);
  });

  it("an unopened </think> (and reasoning_content) → reasoning kept apart, clean answer text", async () => {
    for (const reply of [{ reasoning: THOUGHT, content: ANSWER }, { content: `${THOUGHT}</think>${ANSWER}` }]) {
      const ws = await workspace();
      script(once(reply));
      const chunks = await turn(ws);
      expectCleanText(chunks);
      expect(textOf(chunks).trim()).toBe(ANSWER);
      const reasoning = ofType(chunks, "reasoning-delta")
        .map((chunk) => chunk.delta)
        .join("");
      expect(reasoning).toContain(THOUGHT);
      await expectContinues(ws);
    }
  });

  it("a proposal to the learner's note, duplicated and with </think> → one pending proposal, note untouched until accepted", async () => {
    const ws = await workspace();
    script(once({ content: `${THOUGHT}</think>I suggest a change.`, toolCalls: [propose({ duplicate: true })] }));
    const chunks = await turn(ws);
    expectCleanText(chunks);
    expect(ofType(chunks, "error")).toEqual([]);
    const requests = ofType(chunks, "tool-approval-request");
    expect(requests).toHaveLength(1);
    expect((await file(ws, "notes/pods.md"))!.content).toBe(NOTE);
    const stored = await conversation(ws);
    expect(stored.at(-1)!.parts.filter((part) => part.state === "approval-requested")).toHaveLength(1);

    const accepted = await turn(ws, { approvals: [{ approvalId: requests[0]!.approvalId, approved: true }] });
    expect(ofType(accepted, "error")).toEqual([]);
    const note = (await file(ws, "notes/pods.md"))!;
    expect(note.content).toBe(NOTE.replace("smallest unit", "smallest deployable unit"));
    expect(note.version).toBe(2);
    await expectContinues(ws);
  });

  it("a proposal left pending when the learner writes again counts as declined; the note stays as it was", async () => {
    const ws = await workspace();
    script(once({ toolCalls: [propose()] }));
    expect(ofType(await turn(ws), "tool-approval-request")).toHaveLength(1);
    await expectContinues(ws);
    expect((await file(ws, "notes/pods.md"))!.content).toBe(NOTE);
    const stored = await conversation(ws);
    expect(stored.flatMap((message) => message.parts).some((part) => part.state === "approval-requested")).toBe(false);
  });
});
