import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import type { z } from "zod";
import { createFileInputSchema, writeOutputSchema } from "../lib/tool-schemas";
import { tutorWrite, type TutorWriteCall, type WorkspaceToolContext } from "./tool-context";

/** The write a createFile call asks for (run by the tool, previewed by the agent's approval rule). */
export const createFileCall = ({ path, content }: z.infer<typeof createFileInputSchema>): TutorWriteCall => ({
  path,
  change: { kind: "content", content },
  baseVersion: undefined,
});

export function createCreateFileTool(context: WorkspaceToolContext) {
  return tool({
    description:
      "Create a new markdown file (fails if it exists: then read and edit it). New files under notes/ are proposals the learner accepts.",
    inputSchema: cachedSchema(createFileInputSchema),
    outputSchema: cachedSchema(writeOutputSchema),
    execute: (input) => tutorWrite(context, createFileCall(input)),
  });
}

export type CreateFileUIInvocation = UIToolInvocation<ReturnType<typeof createCreateFileTool>>;
