import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import type { z } from "zod";
import { replaceLinesInputSchema, writeOutputSchema } from "../lib/tool-schemas";
import { tutorWrite, type TutorWriteCall, type WorkspaceToolContext } from "./tool-context";

/** The write a replaceLines call asks for (run by the tool, previewed by the agent's approval rule). */
export const replaceLinesCall = ({ path, baseVersion, start, end, text }: z.infer<typeof replaceLinesInputSchema>): TutorWriteCall => ({
  path,
  change: { kind: "lines", start, end, text },
  baseVersion,
});

export function createReplaceLinesTool(context: WorkspaceToolContext) {
  return tool({
    description:
      "Replace lines start..end (1-based, inclusive) of a file with text; start = end + 1 inserts, start = lineCount + 1 appends. baseVersion is the version you read. Edits to the learner's files are proposals.",
    inputSchema: cachedSchema(replaceLinesInputSchema),
    outputSchema: cachedSchema(writeOutputSchema),
    execute: (input) => tutorWrite(context, replaceLinesCall(input)),
  });
}

export type ReplaceLinesUIInvocation = UIToolInvocation<ReturnType<typeof createReplaceLinesTool>>;
