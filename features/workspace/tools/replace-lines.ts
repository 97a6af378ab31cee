import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import { replaceLinesInputSchema, writeOutputSchema } from "../lib/tool-schemas";
import { tutorWrite, type WorkspaceToolContext } from "./tool-context";

export function createReplaceLinesTool(context: WorkspaceToolContext) {
  return tool({
    description:
      "Replace lines start..end (1-based, inclusive) of a file with text; start = end + 1 inserts, start = lineCount + 1 appends. baseVersion is the version you read. Edits to the learner's files are proposals.",
    inputSchema: cachedSchema(replaceLinesInputSchema),
    outputSchema: cachedSchema(writeOutputSchema),
    execute: ({ path, baseVersion, start, end, text }) => tutorWrite(context, path, { kind: "lines", start, end, text }, baseVersion),
  });
}

export type ReplaceLinesUIInvocation = UIToolInvocation<ReturnType<typeof createReplaceLinesTool>>;
