import "server-only";
import { createTwoFilesPatch } from "diff";
import type { Database } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { LEARNING_FILES } from "../contract";
import type { WriteOutput } from "../lib/tool-schemas";
import type { EvidenceFor } from "../lib/milestone-evidence";
import { checkWorkspacePath } from "../lib/workspace-path";
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

/** The agent's approval rule for a write tool (AI SDK 7 `toolApproval`): the learner decides on their own files. */
export function learnerWriteApproval({ path }: { path: string }): "user-approval" | undefined {
  return needsLearnerApproval(path) ? "user-approval" : undefined;
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
