import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import { createFileInputSchema, writeOutputSchema } from "../lib/tool-schemas";
import { tutorWrite, type WorkspaceToolContext } from "./tool-context";

export function createCreateFileTool(context: WorkspaceToolContext) {
  return tool({
    description:
      "Create a new markdown file (fails if it exists: then read and edit it). New files under notes/ are proposals the learner accepts.",
    inputSchema: cachedSchema(createFileInputSchema),
    outputSchema: cachedSchema(writeOutputSchema),
    execute: ({ path, content }) => tutorWrite(context, path, { kind: "content", content }, undefined),
  });
}

export type CreateFileUIInvocation = UIToolInvocation<ReturnType<typeof createCreateFileTool>>;
