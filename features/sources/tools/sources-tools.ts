import { SOURCES_TOOL } from "../contract";
import { createReadSourceTool } from "./read-source";
import { createSearchMaterialTool } from "./search-material";
import type { SourcesToolContext } from "./tool-context";

/** The tutor's material tools for one turn (one ref registry shared by both). */
export function createSourcesTools(context: SourcesToolContext) {
  return {
    [SOURCES_TOOL.searchMaterial]: createSearchMaterialTool(context),
    [SOURCES_TOOL.readSource]: createReadSourceTool(context),
  };
}

export type SourcesTools = ReturnType<typeof createSourcesTools>;
