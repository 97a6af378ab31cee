import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import { editFileInputSchema, writeOutputSchema } from "../lib/tool-schemas";
import { tutorWrite, type WorkspaceToolContext } from "./tool-context";

export function createEditFileTool(context: WorkspaceToolContext) {
  return tool({
    description:
      "Replace an exact piece of text in a file. oldText must occur exactly once (copy it from readFile, without the line numbers); baseVersion is the version you read. Edits to the learner's files are proposals they accept or reject.",
    inputSchema: cachedSchema(editFileInputSchema),
    outputSchema: cachedSchema(writeOutputSchema),
    execute: ({ path, baseVersion, oldText, newText }) => tutorWrite(context, path, { kind: "exact", oldText, newText }, baseVersion),
  });
}

export type EditFileUIInvocation = UIToolInvocation<ReturnType<typeof createEditFileTool>>;
