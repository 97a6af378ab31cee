import "server-only";
import type { ModelMessage, ToolApprovalStatus } from "ai";
import { createTwoFilesPatch } from "diff";
import type { Database } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { LEARNING_FILES } from "../contract";
import { NOT_OFFERED_PREFIX, type WriteOutput } from "../lib/tool-schemas";
import { checkWorkspacePath } from "../lib/workspace-path";
import { previewWorkspaceWrite, writeWorkspaceFile, type FileChange, type WriteResult } from "../data/file-storage";

/** What every workspace tool runs against: this owner's course, one database. */
export interface WorkspaceToolContext {
  db: Database;
  ownerId: string;
  courseId: string;
}

/** One write a tool call asks for, in the terms of the file storage. */
export interface TutorWriteCall {
  path: string;
  change: FileChange;
  baseVersion: number | undefined;
}

/** The tutor's own files apply at once (with Undo); any other file is the learner's and needs their approval. */
const TUTOR_FILES = new Set<string>([LEARNING_FILES.guidance, LEARNING_FILES.groundTruth, LEARNING_FILES.milestones]);
export function needsLearnerApproval(path: string): boolean {
  return !TUTOR_FILES.has(path.normalize("NFC"));
}

type Attempt = { ok: true; path: string; written: WriteResult } | { ok: false; error: string };

/** The write, or its rolled-back preview: the path rule, then the storage's checks; a refusal is a sentence. */
async function attempt(context: WorkspaceToolContext, call: TutorWriteCall, preview: boolean): Promise<Attempt> {
  const check = checkWorkspacePath(call.path, "write");
  if (!check.ok) return { ok: false, error: `${check.message} Nothing was written.` };
  const input = { ...context, path: check.path, change: call.change, baseVersion: call.baseVersion, author: "tutor" as const };
  try {
    return { ok: true, path: check.path, written: await (preview ? previewWorkspaceWrite : writeWorkspaceFile)(context.db, input) };
  } catch (error) {
    if (isAppError(error) && error.status < 500) return { ok: false, error: `${error.message} Nothing was written.` };
    throw error;
  }
}

const patchOf = (path: string, written: WriteResult) =>
  createTwoFilesPatch(path, path, written.previous ?? "", written.content, "", "", { context: 2 });

/** One write by the tutor: validated path, version-checked, whole or nothing; failures are results the model can act on. */
export async function tutorWrite(context: WorkspaceToolContext, call: TutorWriteCall): Promise<WriteOutput> {
  const result = await attempt(context, call, false);
  if (!result.ok) return result;
  const { path, written } = result;
  return { ok: true, path, version: written.entry.version, previousVersion: call.baseVersion ?? 0, patch: patchOf(path, written) };
}

/** Whether the call was made in an earlier response: then this is the SDK asking again after the learner's answer. */
const proposedBefore = (messages: readonly ModelMessage[], toolCallId: string) =>
  messages.some(
    (message) =>
      message.role === "assistant" &&
      Array.isArray(message.content) &&
      message.content.some((part) => part.type === "tool-call" && part.toolCallId === toolCallId),
  );

/**
 * The agent's approval rule for a write tool (AI SDK 7 `toolApproval`), checked when the call is
 * made: the tutor's own files apply at once; a change to the learner's files is offered only when
 * the write would succeed (the same checks, rolled back), with its unified diff as the request's
 * reason for the card to show. One the write would refuse (a bad path, a read-only chapter, a stale
 * version, text that does not occur or occurs twice) is denied with the refusal, which the model
 * receives as the call's result: the learner is never asked. When the learner has answered, the
 * SDK asks again: their answer stands, and an accepted write that no longer applies (the file
 * changed meanwhile) is refused by the write itself, nothing written, with the same sentence.
 */
export function proposalApproval<Input>(context: WorkspaceToolContext, toCall: (input: Input) => TutorWriteCall) {
  return async (input: Input, { toolCallId, messages }: { toolCallId: string; messages: ModelMessage[] }): Promise<ToolApprovalStatus> => {
    const call = toCall(input);
    if (!needsLearnerApproval(call.path)) return undefined;
    if (proposedBefore(messages, toolCallId)) return "user-approval";
    const preview = await attempt(context, call, true);
    if (!preview.ok) return { type: "denied", reason: `${NOT_OFFERED_PREFIX}${preview.error}` };
    return { type: "user-approval", reason: patchOf(preview.path, preview.written) };
  };
}
