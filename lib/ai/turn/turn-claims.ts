import "server-only";
import type { TextStreamPart, ToolSet, UIMessage } from "ai";
import { getToolName, isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { findClaims } from "./claim-patterns";
import { CLAIMS_FIELD, type ClaimMark } from "./claim-marks";

/** One tool call of the turn with its result. */
export interface ToolFact {
  toolName: string;
  input: unknown;
  output: unknown;
}

/** What, for a tutor, backs a claim: the feature knows its tools. */
export interface ClaimBacking {
  /** The file a call changed (a write that succeeded), else null. */
  writtenPath(call: ToolFact): string | null;
  /** Whether a call read the learner's material and found something. */
  readMaterial(call: ToolFact): boolean;
  /** Whether the learner's own message brought material (e.g. referenced lines). */
  groundedByRequest?(history: readonly UIMessage[]): boolean;
}

/**
 * The message this turn continues (after a proposal was answered), if any: its words and calls are this
 * turn's too, so its claims are checked again against everything the message now holds.
 */
function continued(history: readonly UIMessage[]): { facts: ToolFact[]; text: string; marked: boolean } {
  const last = history.at(-1);
  if (last?.role !== "assistant") return { facts: [], text: "", marked: false };
  const facts = last.parts.flatMap((part) =>
    isToolUIPart(part) && part.state === "output-available"
      ? [{ toolName: getToolName(part), input: part.input, output: part.output }]
      : [],
  );
  const text = last.parts.map((part) => (part.type === "text" ? `${part.text}\n` : "")).join("");
  const marked = Array.isArray((last.metadata as Record<string, unknown> | undefined)?.[CLAIMS_FIELD]);
  return { facts, text, marked };
}

const sameFile = (claimed: string, written: string) => written === claimed || written.endsWith(`/${claimed}`);

/**
 * Checks the tutor's claims against its turn (issue 23 item 3). Fed every
 * part of the turn (toUIMessageStream's messageMetadata hook sees each one);
 * at the end its marks go into the message's metadata (`claims`), which the
 * browser renders beside the answer. A claim of action needs a write that
 * succeeded (to the file it names, if it names one); a claim of grounding a
 * read of material that found something, or material the learner sent.
 */
export function claimChecker(backing: ClaimBacking, history: readonly UIMessage[]) {
  const before = continued(history);
  const written: string[] = [];
  let read = backing.groundedByRequest?.(history) ?? false;
  let pending = false;
  let text = before.text;
  const record = (fact: ToolFact) => {
    const path = backing.writtenPath(fact);
    if (path !== null) written.push(path);
    if (backing.readMaterial(fact)) read = true;
  };
  before.facts.forEach(record);

  function marks(): ClaimMark[] {
    const out: ClaimMark[] = [];
    for (const claim of findClaims(text)) {
      if (claim.kind === "grounding") {
        if (!read) out.push({ kind: "not-grounded", claim: claim.sentence });
        continue;
      }
      const done = claim.paths.length ? claim.paths.every((path) => written.some((file) => sameFile(path, file))) : written.length > 0;
      if (!done) out.push({ kind: pending ? "awaiting-approval" : "not-done", claim: claim.sentence });
    }
    return out.slice(0, 20);
  }

  function observe(part: TextStreamPart<ToolSet>) {
    if (part.type === "text-delta") text += part.text;
    else if (part.type === "text-end") text += "\n";
    else if (part.type === "tool-result" && !part.preliminary) record({ toolName: part.toolName, input: part.input, output: part.output });
    else if (part.type === "tool-approval-request") pending = true;
  }

  return {
    observe,
    marks,
    /** toUIMessageStream's `messageMetadata`: sees every part; the marks go on the finish chunk, when there are any. */
    messageMetadata: ({ part }: { part: TextStreamPart<ToolSet> }) => {
      if (part.type !== "finish") {
        observe(part);
        return undefined;
      }
      const found = marks();
      // Marks replace the continued message's (an accepted proposal backs its claim now): sent when either has any.
      return found.length || before.marked ? { [CLAIMS_FIELD]: found } : undefined;
    },
  };
}
