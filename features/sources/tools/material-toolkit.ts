import type { UIMessage } from "ai";
import { SOURCES_TOOL } from "../contract";
import { passagesOf } from "../lib/citations";
import { buildMaterialInstructions } from "../prompts/material-instructions";
import { createRefRegistry } from "./ref-registry";
import { createSourcesTools } from "./sources-tools";
import type { SourcesToolContext } from "./tool-context";

/** The search and the reader the tools run against (owner- and course-scoped by their inputs). */
export type MaterialAccess = Pick<SourcesToolContext, "search" | "read">;

/**
 * The sources feature's part of one tutor turn, for whichever tutor offers it:
 * searchMaterial and readSource (one ref registry per turn, so refs are unique
 * within it), the instructions on searching, citing and treating material as
 * material, and what to do before the model runs.
 */
export function createMaterialToolkit(input: { ownerId: string; courseId: string; access: MaterialAccess }) {
  const refs = createRefRegistry();
  return {
    tools: createSourcesTools({ ownerId: input.ownerId, courseId: input.courseId, ...input.access, refs }),
    // Both return text the learner's sources (and the course's chapters) hold: material, never instructions.
    materialTools: [SOURCES_TOOL.searchMaterial, SOURCES_TOOL.readSource],
    instructions: ({ language }: { language: Parameters<typeof buildMaterialInstructions>[0] }) => buildMaterialInstructions(language),
    // A turn that continues an answer (after a proposal was answered) keeps that answer's refs.
    beginTurn: (history: readonly Pick<UIMessage, "role" | "parts">[]) => {
      const last = history.at(-1);
      if (last?.role === "assistant") for (const passage of passagesOf(last).values()) refs.adopt(passage);
    },
  };
}
