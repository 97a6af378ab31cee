import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import type { z } from "zod";
import { editFileInputSchema, writeOutputSchema } from "../lib/tool-schemas";
import { tutorWrite, type TutorWriteCall, type WorkspaceToolContext } from "./tool-context";

/** The write an editFile call asks for (run by the tool, previewed by the agent's approval rule). */
export const editFileCall = ({ path, baseVersion, oldText, newText }: z.infer<typeof editFileInputSchema>): TutorWriteCall => ({
  path,
  change: { kind: "exact", oldText, newText },
  baseVersion,
});

export function createEditFileTool(context: WorkspaceToolContext) {
  return tool({
    description:
      "Replace an exact piece of text in a file. oldText must occur exactly once (copy it from readFile, without the line numbers); baseVersion is the version you read. Edits to the learner's files are proposals they accept or reject.",
    inputSchema: cachedSchema(editFileInputSchema),
    outputSchema: cachedSchema(writeOutputSchema),
    execute: (input) => tutorWrite(context, editFileCall(input)),
  });
}

export type EditFileUIInvocation = UIToolInvocation<ReturnType<typeof createEditFileTool>>;
