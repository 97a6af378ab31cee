/**
 * The workspace tutor through the real `@ai-sdk/openai` provider (the app's
 * model registry, its repair middleware and timeouts) against a scripted
 * chat-completions server that misbehaves the way self-hosted models do. Every
 * turn must end cleanly — an answer, a tool result or a pending proposal, or one
 * error sentence the learner can act on — with no file half-written or written
 * twice, and a stored conversation the next turn can load and continue.
 */
import type { UIMessageChunk } from "ai";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readUiChunks } from "@/lib/ai/read-ui-chunks";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { workspaceFiles } from "@/lib/db/schema";
import { expectActionableError, scriptedRegistry } from "@/tests/support/scripted-openai/agent-harness";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import type { RecordedRequest, Reply, Script, WireToolCall } from "@/tests/support/scripted-openai/wire-types";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";
import { LEARNING_FILES, WORKSPACE_TOOL, type WorkspaceChatRequest } from "../contract";
import { loadConversation } from "./conversation-store";
import { writeWorkspaceFile } from "./file-store";
import { streamTutorTurn } from "./tutor-turn";

const ANSWER = "Ownership means each value has one owner.";
const AFTER_TOOL = "Done: I updated the file.";
const THOUGHT = "SECRET-REASONING about ownership";
const NOTE = "# Pods\n\nA Pod is the smallest unit you deploy.\n";

/** A polite tutor: text for a question, a short confirmation after a tool result. */
const afterToolResult = (request: RecordedRequest) => request.body.messages.at(-1)?.role === "tool";
const polite: Script = (request) => ({ content: afterToolResult(request) ? AFTER_TOOL : ANSWER });
/** `first` for the learner's message, then polite for whatever follows (tool results). */
const once =
  (first: Reply): Script =>
  (request) =>
    afterToolResult(request) ? polite(request) : first;

const edit = (over: Partial<WireToolCall> = {}): WireToolCall => ({
  name: WORKSPACE_TOOL.editFile,
  arguments: { path: LEARNING_FILES.groundTruth, baseVersion: 1, oldText: "# Ground truth", newText: "# Pinned truth" },
  ...over,
});
const propose = (over: Partial<WireToolCall> = {}): WireToolCall => ({
  name: WORKSPACE_TOOL.editFile,
  arguments: { path: "notes/pods.md", baseVersion: 1, oldText: "smallest unit", newText: "smallest deployable unit" },
  ...over,
});

let server: ScriptedServer;
let handle: DatabaseHandle;
beforeAll(async () => {
  server = await startScriptedServer(polite);
  handle = await openDatabase({ kind: "memory" });
});
afterAll(async () => {
  await server.close();
  await handle.close();
});
beforeEach(() => {
  server.reset();
  server.setScript(polite);
  vi.restoreAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

async function workspace() {
  const { ownerId } = await workspaceBrowser();
  const courseId = await confirmedCourse(handle.db, ownerId, { written: true });
  await writeWorkspaceFile(handle.db, {
    ownerId,
    courseId,
    path: "notes/pods.md",
    change: { kind: "content", content: NOTE },
    author: "learner",
  });
  return { ownerId, courseId };
}
type Workspace = Awaited<ReturnType<typeof workspace>>;

async function turn(ws: Workspace, request: WorkspaceChatRequest = { text: "Explain ownership", references: [] }) {
  const model = scriptedRegistry(server).model("chat");
  const response = await streamTutorTurn({ db: handle.db, ...ws, request, model });
  expect(response.status).toBe(200);
  return readUiChunks(response);
}

const textOf = (chunks: UIMessageChunk[]) => chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");
const ofType = <T extends UIMessageChunk["type"]>(chunks: UIMessageChunk[], type: T) =>
  chunks.filter((chunk): chunk is Extract<UIMessageChunk, { type: T }> => chunk.type === type);

async function file(ws: Workspace, path: string) {
  const [row] = await handle.db
    .select()
    .from(workspaceFiles)
    .where(and(eq(workspaceFiles.courseId, ws.courseId), eq(workspaceFiles.path, path)));
  return row ? { content: row.content, version: row.version } : null;
}

/** Nothing the learner reads as the tutor's words is markup, tool-call JSON or reasoning. */
function expectCleanText(chunks: UIMessageChunk[]) {
  const text = textOf(chunks);
  expect(text).not.toMatch(/<\/?think>|<\/?tool_call>|"arguments"\s*:|"oldText"/);
  expect(text).not.toContain(THOUGHT);
}

/** The stored conversation is loadable: a polite follow-up turn answers on top of it. */
async function expectContinues(ws: Workspace) {
  server.setScript(polite);
  const before = await loadConversation(handle.db, ws.courseId);
  const chunks = await turn(ws, { text: "And borrowing?", references: [] });
  expect(ofType(chunks, "error")).toEqual([]);
  expect(textOf(chunks)).toContain(ANSWER);
  const after = await loadConversation(handle.db, ws.courseId);
  expect(after.length).toBe(before.length + 2);
  expect(after.at(-1)?.role).toBe("assistant");
}

describe("workspace tutor against a misbehaving chat-completions server", () => {
  it("a polite model: an answer, stored as user + assistant", async () => {
    const ws = await workspace();
    const chunks = await turn(ws);
    expect(ofType(chunks, "error")).toEqual([]);
    expect(textOf(chunks)).toContain(ANSWER);
    expect((await loadConversation(handle.db, ws.courseId)).map((message) => message.role)).toEqual(["user", "assistant"]);
  });

  it("ignores the tools (answers a change request in text only) → the text is the answer, no file touched", async () => {
    const ws = await workspace();
    const before = await file(ws, LEARNING_FILES.groundTruth);
    server.setScript(once({ content: "You could add “Pinned” to your ground truth yourself." }));
    const chunks = await turn(ws, { text: "Update my ground truth", references: [] });
    expect(ofType(chunks, "error")).toEqual([]);
    expect(textOf(chunks)).toContain("Pinned");
    expect(await file(ws, LEARNING_FILES.groundTruth)).toEqual(before);
    await expectContinues(ws);
  });

  it("only calls a tool it was not given (dropped) → one actionable error instead of a silent turn, nothing written", async () => {
    const ws = await workspace();
    const before = await file(ws, LEARNING_FILES.groundTruth);
    server.setScript(once({ toolCalls: [{ name: "writeFile", arguments: { path: "../../etc/passwd", content: "x" } }] }));
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
      server.setScript(once({ toolCalls: [call] }));
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
      server.setScript(once(reply));
      const chunks = await turn(ws);
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
    server.setScript(once({ content: `Let me fix that. ${markup}` }));
    const chunks = await turn(ws);
    expectCleanText(chunks);
    expect(ofType(chunks, "error")).toEqual([]);
    const after = (await file(ws, LEARNING_FILES.groundTruth))!;
    expect(after.content).toBe(before.content.replace("# Ground truth", "# Pinned truth"));
    await expectContinues(ws);
  });

  it("the stream cut mid-answer, or mid tool call → one actionable error, nothing written, retry answers", async () => {
    for (const reply of [
      { content: "Ownership means each value has one owner, and when the owner", cutAfterFrames: 4 },
      { toolCalls: [edit({ split: 6 })], cutAfterFrames: 4 },
    ]) {
      const ws = await workspace();
      const before = await file(ws, LEARNING_FILES.groundTruth);
      server.setScript(once(reply));
      const chunks = await turn(ws);
      expectActionableError(chunks);
      expectCleanText(chunks);
      expect(await file(ws, LEARNING_FILES.groundTruth)).toEqual(before);
      // The learner's message was kept; Retry answers it without storing it twice.
      server.setScript(polite);
      const retried = await turn(ws, { retry: true });
      expect(ofType(retried, "error")).toEqual([]);
      expect(textOf(retried)).toContain(ANSWER);
      const stored = await loadConversation(handle.db, ws.courseId);
      expect(stored.filter((message) => message.role === "user")).toHaveLength(1);
      await expectContinues(ws);
    }
  });

  it("an edit applied, then the stream cut → the edit is whole and stays in the stored conversation (diff card, Undo)", async () => {
    const ws = await workspace();
    const before = (await file(ws, LEARNING_FILES.groundTruth))!;
    server.setScript((request) =>
      afterToolResult(request) ? { content: "I pinned it, and now let me explain why", cutAfterFrames: 3 } : { toolCalls: [edit()] },
    );
    const chunks = await turn(ws);
    expectActionableError(chunks);
    const after = (await file(ws, LEARNING_FILES.groundTruth))!;
    expect(after).toEqual({ version: before.version + 1, content: before.content.replace("# Ground truth", "# Pinned truth") });
    const stored = await loadConversation(handle.db, ws.courseId);
    const edits = (messages: typeof stored) =>
      messages.flatMap((message) => message.parts).filter((part) => part.type === `tool-${WORKSPACE_TOOL.editFile}`);
    expect(edits(stored).map((part) => part.state)).toEqual(["output-available"]);
    // Retry continues after the edit (the model is shown it was done) instead of making it again.
    server.setScript(polite);
    const retried = await turn(ws, { retry: true });
    expect(ofType(retried, "error")).toEqual([]);
    expect(textOf(retried)).toContain(AFTER_TOOL);
    expect(await file(ws, LEARNING_FILES.groundTruth)).toEqual(after);
    const afterRetry = await loadConversation(handle.db, ws.courseId);
    expect(afterRetry.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(edits(afterRetry).map((part) => part.state)).toEqual(["output-available"]);
    expect(JSON.stringify(afterRetry)).not.toContain("now let me explain why");
    await expectContinues(ws);
  });

  it("two milestone ticks in one answer (a one-at-a-time tool) → one tick", async () => {
    const ws = await workspace();
    const tick = (index: number): WireToolCall => ({
      name: WORKSPACE_TOOL.setMilestone,
      arguments: { index, done: true, evidence: "Answered the Pods quiz correctly.", baseVersion: 1 },
    });
    server.setScript(once({ toolCalls: [tick(0), tick(1)] }));
    const chunks = await turn(ws);
    expect(ofType(chunks, "error")).toEqual([]);
    const milestones = (await file(ws, LEARNING_FILES.milestones))!;
    expect(milestones.version).toBe(2);
    expect(milestones.content.match(/- \[x\]/gi)).toHaveLength(1);
    await expectContinues(ws);
  });

  it("an HTTP 500 with an HTML page, or a server that never answers → one actionable error, the message kept", async () => {
    for (const reply of [{ status: 500, errorBody: "<html><body>Bad gateway</body></html>" }, { stallAfterFrames: 0 }]) {
      const ws = await workspace();
      server.setScript(once(reply));
      const chunks = await turn(ws);
      expectActionableError(chunks);
      expect((await loadConversation(handle.db, ws.courseId)).map((message) => message.role)[0]).toBe("user");
      await expectContinues(ws);
    }
  });

  it("an empty answer → an actionable error, never a silent turn", async () => {
    const ws = await workspace();
    server.setScript(once({ content: "" }));
    expectActionableError(await turn(ws));
    await expectContinues(ws);
  });

  it("an unopened </think> (and reasoning_content) → reasoning kept apart, clean answer text", async () => {
    for (const reply of [{ reasoning: THOUGHT, content: ANSWER }, { content: `${THOUGHT}</think>${ANSWER}` }]) {
      const ws = await workspace();
      server.setScript(once(reply));
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
    server.setScript(once({ content: `${THOUGHT}</think>I suggest a change.`, toolCalls: [propose({ duplicate: true })] }));
    const chunks = await turn(ws);
    expectCleanText(chunks);
    expect(ofType(chunks, "error")).toEqual([]);
    const requests = ofType(chunks, "tool-approval-request");
    expect(requests).toHaveLength(1);
    expect((await file(ws, "notes/pods.md"))!.content).toBe(NOTE);
    const stored = await loadConversation(handle.db, ws.courseId);
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
    server.setScript(once({ toolCalls: [propose()] }));
    expect(ofType(await turn(ws), "tool-approval-request")).toHaveLength(1);
    await expectContinues(ws);
    expect((await file(ws, "notes/pods.md"))!.content).toBe(NOTE);
    const stored = await loadConversation(handle.db, ws.courseId);
    expect(stored.flatMap((message) => message.parts).some((part) => part.state === "approval-requested")).toBe(false);
  });
});
