import "server-only";
import type { ModelMessage, ToolApprovalStatus } from "ai";
import { createTwoFilesPatch } from "diff";
import type { Database } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { LEARNING_FILES } from "../contract";
import { encodeProposalRequest } from "../lib/proposal-request";
import { NOT_OFFERED_PREFIX, type WriteOutput } from "../lib/tool-schemas";
import type { EvidenceFor } from "../lib/milestone-evidence";
import { checkWorkspacePath } from "../lib/workspace-path";
import { proposalReason, type TurnWriteFacts } from "../lib/write-gate";
import { previewWorkspaceWrite, writeWorkspaceFile, type FileChange, type WriteResult } from "../data/file-storage";

/** What every workspace tool runs against: this owner's course, one database, and the practice evidence milestones need. */
export interface WorkspaceToolContext {
  db: Database;
  ownerId: string;
  courseId: string;
  evidenceFor: EvidenceFor;
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

/** What decides, for one turn, whether a write applies or waits for the learner (../lib/write-gate.ts). */
export interface TurnWriteGate {
  facts: TurnWriteFacts;
  /** Tools whose output is material strangers wrote (another feature's search and reader). */
  materialTools: ReadonlySet<string>;
}

/** A tool call's write, or why the tool would refuse it before writing (a tick without evidence). */
export type PlannedWrite = TutorWriteCall | { ok: false; error: string };

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
export async function tutorWrite(context: WorkspaceToolContext, call: PlannedWrite): Promise<WriteOutput> {
  if ("ok" in call) return call;
  const result = await attempt(context, call, false);
  if (!result.ok) return result;
  const { path, written } = result;
  return { ok: true, path, version: written.entry.version, previousVersion: call.baseVersion ?? 0, patch: patchOf(path, written) };
}

/**
 * Whether the call was made in an earlier response of this turn and still waits for its result: then this is
 * the SDK asking again after the learner's answer. Models reuse call ids across turns, so a call of an earlier
 * turn, or one already answered, is a new call to check.
 */
function proposedBefore(messages: readonly ModelMessage[], toolCallId: string): boolean {
  const sinceLearner = messages.slice(messages.findLastIndex((message) => message.role === "user") + 1);
  const parts = sinceLearner.flatMap((message) =>
    Array.isArray(message.content) ? (message.content as readonly { type: string; toolCallId?: string }[]) : [],
  );
  const has = (type: string) => parts.some((part) => part.type === type && part.toolCallId === toolCallId);
  return has("tool-call") && !has("tool-result");
}

/**
 * The agent's one approval rule for every write tool (AI SDK 7 `toolApproval`), decided when the call is made.
 * First the gate: the tutor's own files apply at once (with Undo) unless the turn read material or the learner
 * asked for no change (../lib/write-gate.ts); the learner's files are always theirs to decide. Then every
 * proposal is checked before it is shown: the tool's own refusal (`plan`, e.g. a tick without practice evidence)
 * and the write's, in the same transaction rolled back (previewWorkspaceWrite: bad or look-alike path, read-only
 * chapter, stale version, text that does not occur or occurs twice). A refused one is denied with the refusal,
 * which the model receives as the call's result: the learner is never asked. An offered one carries its checked
 * diff and why it waits (../lib/proposal-request.ts) for the card. A tool that writes no path of its own
 * names its file (`fixedPath`: setMilestone → milestones.md). When the learner has answered, the SDK asks
 * again: their answer stands, and an accepted write that no longer applies is refused by the write itself.
 */
export function writeApproval<Input extends object>(
  context: WorkspaceToolContext,
  gate: TurnWriteGate,
  plan: (input: Input) => PlannedWrite | Promise<PlannedWrite>,
  fixedPath?: string,
) {
  return async (input: Input, { toolCallId, messages }: { toolCallId: string; messages: ModelMessage[] }): Promise<ToolApprovalStatus> => {
    const path = fixedPath ?? (input as { path?: unknown }).path;
    const learners = needsLearnerApproval(typeof path === "string" ? path : "");
    const why = learners ? undefined : (proposalReason(gate.facts, messages, gate.materialTools) ?? undefined);
    if (!learners && !why) return undefined;
    // Only a proposal is ever asked again (the gate's facts hold for the whole turn), so this is its answer.
    if (proposedBefore(messages, toolCallId)) return "user-approval";
    const planned = await plan(input);
    const preview = "ok" in planned ? planned : await attempt(context, planned, true);
    if (!preview.ok) return { type: "denied", reason: `${NOT_OFFERED_PREFIX}${preview.error}` };
    return { type: "user-approval", reason: encodeProposalRequest({ diff: patchOf(preview.path, preview.written), why }) };
  };
}
