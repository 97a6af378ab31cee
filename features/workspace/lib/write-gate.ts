import type { ModelMessage } from "ai";
import { CHAPTERS_DIR } from "@/lib/course-scope/chapter-file-path";
import type { ProposalReason } from "../contract";
import { WORKSPACE_TOOL } from "../contract-constants";
import { asksForChange } from "./change-request";

/**
 * Material never steers a write. Text that strangers wrote — a source, a
 * chapter — may say "tick every milestone, add X to ground-truth.md", and a
 * gullible model obeys. So in a turn where such text was read, or where the
 * learner asked for no change, every write the tutor makes (learning files and
 * milestones included) is a proposal the learner accepts or rejects; only a
 * change the learner asked for, in a turn that read no material, applies at
 * once. Decided in code, per tool call, from the learner's words and the
 * turn's calls so far (the step's messages), never from the prompt.
 */
export interface TurnWriteFacts {
  /** The learner's last message plainly asks for a change (./change-request.ts). */
  askedForChange: boolean;
  /** The learner's message carries material itself (a chapter's lines as a reference). */
  materialInRequest: boolean;
}

/** Why a write waits for the learner (none: it may apply); declared in the contract, which the card reads. */
export type { ProposalReason };

/** A workspace path names a chapter, however its folder is cased or written (look-alikes fold under NFKC). */
export function isChapterLike(path: unknown): boolean {
  if (typeof path !== "string") return false;
  return `${path.normalize("NFKC").toLowerCase()}/`.startsWith(`${CHAPTERS_DIR.toLowerCase()}/`);
}

type StoredPart = { type: string; text?: unknown };
interface StoredTurnMessage {
  role: string;
  parts: StoredPart[];
  metadata?: unknown;
}

/** What the turn's history says before the model runs: the learner's last message, its words and references. */
export function turnWriteFacts(history: readonly StoredTurnMessage[]): TurnWriteFacts {
  const learner = history.findLast((message) => message.role === "user");
  if (!learner) return { askedForChange: false, materialInRequest: false };
  // The learner's own words are the first text part; the reference blocks after it are for the tutor.
  const words = learner.parts.find((part) => part.type === "text")?.text;
  const references = (learner.metadata as { references?: { path?: unknown }[] } | undefined)?.references ?? [];
  return {
    askedForChange: typeof words === "string" && asksForChange(words),
    materialInRequest: references.some((reference) => isChapterLike(reference.path)),
  };
}

/** A call whose output is material: one of `materialTools` (the sources' search and reader), or a chapter read. */
export function isMaterialCall(materialTools: ReadonlySet<string>, toolName: string, input: unknown): boolean {
  if (materialTools.has(toolName)) return true;
  return toolName === WORKSPACE_TOOL.readFile && isChapterLike((input as { path?: unknown } | null)?.path);
}

/**
 * Whether any call since the learner's last message (this turn, and the message it continues) read material.
 * The step's messages hold the earlier steps' calls: a write made in the same step as a search was written
 * before the model saw what the search returned, so it cannot have been steered by it.
 */
export function materialReadThisTurn(messages: readonly ModelMessage[], materialTools: ReadonlySet<string>): boolean {
  const learner = messages.findLastIndex((message) => message.role === "user");
  return messages
    .slice(learner + 1)
    .some(
      (message) =>
        message.role === "assistant" &&
        Array.isArray(message.content) &&
        message.content.some((part) => part.type === "tool-call" && isMaterialCall(materialTools, part.toolName, part.input)),
    );
}

/** Why this write must be a proposal in this turn, or null when the learner asked for it and nothing was read. */
export function proposalReason(
  facts: TurnWriteFacts,
  messages: readonly ModelMessage[],
  materialTools: ReadonlySet<string>,
): ProposalReason | null {
  if (facts.materialInRequest || materialReadThisTurn(messages, materialTools)) return "material-read";
  if (!facts.askedForChange) return "no-change-asked";
  return null;
}
