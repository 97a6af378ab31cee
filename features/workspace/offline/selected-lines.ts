import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { isTurnContext } from "@/lib/ai/turn/turn-context";
import { readBlock } from "@/lib/ai/prompt-blocks";
import { BLOCK, referenceBlockSchema } from "../contract";

/**
 * The line ranges the learner's latest message carries (the editor's reference chips), as the tutor
 * receives them: read for "make questions from these lines", which the practice feature answers.
 */
export function selectedLinesOf(prompt: LanguageModelV4Prompt): { path: string; start: number; end: number }[] {
  const latest = prompt.findLast((message) => message.role === "user" && !isTurnContext(message));
  if (latest?.role !== "user") return [];
  return latest.content.flatMap((part) => {
    if (part.type !== "text") return [];
    const block = referenceBlockSchema.safeParse(readBlock(part.text, BLOCK.reference));
    return block.success ? [{ path: block.data.path, start: block.data.start, end: block.data.end }] : [];
  });
}
