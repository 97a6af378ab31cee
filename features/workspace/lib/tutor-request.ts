import type { UIMessage } from "ai";
import { isToolUIPart } from "@/lib/ai/browser/ui-parts";
import type { TutorMode } from "@/lib/ai/tutor-mode";
import type { FileReference, WorkspaceMessageMetadata } from "../contract";

/** A message of the workspace tutor's conversation, as the browser holds it. */
export type TutorMessage = UIMessage<WorkspaceMessageMetadata>;

/** A reference as its chip shows it: path:start-end. */
export const refLabel = (reference: FileReference) => `${reference.path}:${reference.start}-${reference.end}`;

/**
 * The request body: the learner's new message with its references, their answers to proposals,
 * or a retry (the server answers its stored last message again instead of storing it twice).
 */
export function bodyFor(messages: TutorMessage[], trigger?: string, mode?: TutorMode, openFile?: string | null): Record<string, unknown> {
  if (trigger === "regenerate-message") return { retry: true, ...(mode ? { mode } : {}) };
  const last = messages.at(-1);
  if (last?.role === "user") {
    const text = last.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
    // The file open in the editor goes with a new message: "is line 3 right?" means a line of it.
    return { text, references: last.metadata?.references ?? [], ...(openFile ? { openFile } : {}), ...(mode ? { mode } : {}) };
  }
  const approvals = (last?.parts ?? []).flatMap((part) =>
    isToolUIPart(part) && part.state === "approval-responded" ? [{ approvalId: part.approval.id, approved: part.approval.approved }] : [],
  );
  return { approvals };
}

/** Paths the tutor wrote in a message (so the tree and the open file refresh). */
export function writtenPaths(message: TutorMessage | undefined): string[] {
  return (message?.parts ?? []).flatMap((part) => {
    if (!isToolUIPart(part) || part.state !== "output-available") return [];
    const output = part.output as { ok?: boolean; path?: string };
    return output?.ok && output.path ? [output.path] : [];
  });
}
