import "server-only";
import type { ModelMessage } from "ai";
import { createTwoFilesPatch } from "diff";
import type { Database } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { LEARNING_FILES } from "../contract";
import type { WriteOutput } from "../lib/tool-schemas";
import type { EvidenceFor } from "../lib/milestone-evidence";
import { checkWorkspacePath } from "../lib/workspace-path";
import { proposalReason, type ProposalReason, type TurnWriteFacts } from "../lib/write-gate";
import { writeWorkspaceFile, type FileChange } from "../data/file-storage";

/** What every workspace tool runs against: this owner's course, one database, and the practice evidence milestones need. */
export interface WorkspaceToolContext {
  db: Database;
  ownerId: string;
  courseId: string;
  evidenceFor: EvidenceFor;
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

/** A write that touches no path of its own names the file it changes (setMilestone → milestones.md). */
type WriteInput = { path?: string };

/**
 * The agent's approval rule for every write tool (AI SDK 7 `toolApproval`): the learner decides on their own
 * files always, and on every file in a turn that read material or where they asked for no change.
 */
export function gatedWriteApproval(gate: TurnWriteGate, fixedPath?: string) {
  return (input: WriteInput, options: { messages: ModelMessage[] }): { type: "user-approval"; reason?: ProposalReason } | undefined => {
    const path = fixedPath ?? input.path ?? "";
    if (needsLearnerApproval(path)) return { type: "user-approval" };
    // The reason goes to the proposal's card (approval.requestReason), which says why it waits.
    const reason = proposalReason(gate.facts, options.messages, gate.materialTools);
    return reason ? { type: "user-approval", reason } : undefined;
  };
}

/** One write by the tutor: validated path, version-checked, whole or nothing; failures are results the model can act on. */
export async function tutorWrite(
  context: WorkspaceToolContext,
  rawPath: string,
  change: FileChange,
  baseVersion: number | undefined,
): Promise<WriteOutput> {
  const check = checkWorkspacePath(rawPath, "write");
  if (!check.ok) return { ok: false, error: `${check.message} Nothing was written.` };
  try {
    const written = await writeWorkspaceFile(context.db, { ...context, path: check.path, change, baseVersion, author: "tutor" });
    return {
      ok: true,
      path: check.path,
      version: written.entry.version,
      previousVersion: baseVersion ?? 0,
      patch: createTwoFilesPatch(check.path, check.path, written.previous ?? "", written.content, "", "", { context: 2 }),
    };
  } catch (error) {
    if (isAppError(error) && error.status < 500) return { ok: false, error: `${error.message} Nothing was written.` };
    throw error;
  }
}
