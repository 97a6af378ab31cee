/**
 * Test support for the workspace tutor against the scripted chat-completions
 * server (not a test file): the server and a PGlite database per suite, a
 * workspace with a note, one turn through the real provider, and the checks
 * every turn must pass (clean text, a conversation the next turn continues).
 */
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import type { UIMessageChunk } from "ai";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { LEARNING_FILES, WORKSPACE_TOOL, type WorkspaceChatRequest } from "@/features/workspace/contract";
import { loadConversation } from "@/features/workspace/data/conversation-storage";
import { writeWorkspaceFile } from "@/features/workspace/data/file-storage";
import type { EvidenceFor } from "@/features/workspace/lib/milestone-evidence";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { chunkText, readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { workspaceFiles } from "@/lib/db/schema";
import { scriptedRegistry } from "@/tests/support/scripted-openai/agent-harness";
import { scriptedServerForSuite } from "@/tests/support/scripted-openai/scripted-suite";
import type { RecordedRequest, Reply, Script, WireToolCall } from "@/tests/support/scripted-openai/wire-types";
import { confirmedCourse, workspaceBrowser } from "./workspace-kit";

export const ANSWER = "Ownership means each value has one owner.";
export const AFTER_TOOL = "Done: I updated the file.";
export const THOUGHT = "SECRET-REASONING about ownership";
export const NOTE = "# Pods\n\nA Pod is the smallest unit you deploy.\n";

/** Practice evidence as if the learner had earned every module (for tests about something else than evidence). */
export const everyModuleEarned: EvidenceFor = async (courseId) => ({
  rule: "Every module is earned in this test.",
  needed: 2,
  practiceHref: `/courses/${courseId}/practice`,
  modules: Array.from({ length: 10 }, (_, moduleIndex) => ({
    moduleIndex,
    title: `Module ${moduleIndex + 1}`,
    earned: true,
    chapters: [{ title: `Chapter ${moduleIndex + 1}`, questionsCorrect: 2 }],
    attemptIds: [`pa_${moduleIndex}_1`, `pa_${moduleIndex}_2`],
    href: `/courses/${courseId}?module=${moduleIndex + 1}#progress`,
  })),
});

/** A polite tutor: text for a question, a short confirmation after a tool result. */
export const afterToolResult = (request: RecordedRequest) => request.body.messages.at(-1)?.role === "tool";
export const polite: Script = (request) => ({ content: afterToolResult(request) ? AFTER_TOOL : ANSWER });
/** `first` for the learner's message, then polite for whatever follows (tool results). */
export const once =
  (first: Reply): Script =>
  (request) =>
    afterToolResult(request) ? polite(request) : first;

/**
 * The learner asks for the change: a write to the tutor's own files applies at once only then (and in a
 * turn that read no material); after a question it is a proposal (features/workspace/lib/write-gate.ts).
 */
export const ASK_TO_EDIT: WorkspaceChatRequest = { text: "Update ground-truth.md: pin its heading.", references: [] };
export const ASK_TO_TICK: WorkspaceChatRequest = { text: "Tick the milestone I just finished.", references: [] };

/** An edit to the tutor's own ground-truth.md (applies at once when the learner asked for it). */
export const edit = (over: Partial<WireToolCall> = {}): WireToolCall => ({
  name: WORKSPACE_TOOL.editFile,
  arguments: { path: LEARNING_FILES.groundTruth, baseVersion: 1, oldText: "# Ground truth", newText: "# Pinned truth" },
  ...over,
});
/** An edit to the learner's note (a proposal). */
export const propose = (over: Partial<WireToolCall> = {}): WireToolCall => ({
  name: WORKSPACE_TOOL.editFile,
  arguments: { path: "notes/pods.md", baseVersion: 1, oldText: "smallest unit", newText: "smallest deployable unit" },
  ...over,
});

export const textOf = chunkText;
export const ofType = <T extends UIMessageChunk["type"]>(chunks: UIMessageChunk[], type: T) =>
  chunks.filter((chunk): chunk is Extract<UIMessageChunk, { type: T }> => chunk.type === type);

/** Nothing the learner reads as the tutor's words is markup, tool-call JSON or reasoning. */
export function expectCleanText(chunks: UIMessageChunk[]) {
  const text = textOf(chunks);
  expect(text).not.toMatch(/<\/?think>|<\/?tool_call>|"arguments"\s*:|"oldText"/);
  expect(text).not.toContain(THOUGHT);
}

export interface Workspace {
  ownerId: string;
  courseId: string;
}

/** Registers the suite's hooks; the returned helpers use its server and database. */
export function setUpScriptedTutor(options: { env?: Record<string, string> } = {}) {
  const server = scriptedServerForSuite({ script: polite });
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "memory" });
  });
  afterAll(() => handle.close());

  /** A confirmed course with its learning files and the learner's notes/pods.md. */
  async function workspace(): Promise<Workspace> {
    const { ownerId } = await workspaceBrowser();
    const courseId = await confirmedCourse(handle.db, ownerId, { written: true });
    await writeWorkspaceFile(handle.db, {
      ownerId,
      courseId,
      path: "notes/pods.md",
      change: { kind: "content", content: NOTE },
      author: "learner",
      evidenceFor: evidenceFor(handle.db, ownerId),
    });
    return { ownerId, courseId };
  }

  /** One turn; milestones tick on the course's real practice evidence unless a test gives its own. */
  async function turn(
    ws: Workspace,
    request: WorkspaceChatRequest = { text: "Explain ownership", references: [] },
    evidence: EvidenceFor = evidenceFor(handle.db, ws.ownerId),
  ) {
    const model = scriptedRegistry(server, options.env).model("chat");
    const response = await streamWorkspaceTurn({ db: handle.db, ...ws, request, model, evidenceFor: evidence });
    expect(response.status).toBe(200);
    return readUiChunks(response);
  }

  async function file(ws: Workspace, path: string) {
    const [row] = await handle.db
      .select()
      .from(workspaceFiles)
      .where(and(eq(workspaceFiles.courseId, ws.courseId), eq(workspaceFiles.path, path)));
    return row ? { content: row.content, version: row.version } : null;
  }

  const conversation = (ws: Workspace) => loadConversation(handle.db, ws.courseId);

  /** The stored conversation is loadable: a polite follow-up turn answers on top of it. */
  async function expectContinues(ws: Workspace) {
    server.setScript(polite);
    const before = await conversation(ws);
    const chunks = await turn(ws, { text: "And borrowing?", references: [] });
    expect(ofType(chunks, "error")).toEqual([]);
    expect(textOf(chunks)).toContain(ANSWER);
    const after = await conversation(ws);
    expect(after.length).toBe(before.length + 2);
    expect(after.at(-1)?.role).toBe("assistant");
  }

  return {
    script: (next: Script) => server.setScript(next),
    /** What the model was sent, in order (the chat-completions bodies). */
    requests: () => server.requests,
    workspace,
    turn,
    file,
    conversation,
    expectContinues,
    db: () => handle.db,
    /** The course's real practice evidence, for a test that writes as the learner. */
    evidence: (ws: Workspace) => evidenceFor(handle.db, ws.ownerId),
  };
}
