import type { UIMessage } from "ai";
import type { ClaimBacking, ToolFact } from "@/lib/ai/turn/turn-claims";
import { LEARNING_FILES, WORKSPACE_TOOL } from "../contract-constants";

const WRITES = new Set<string>([
  WORKSPACE_TOOL.editFile,
  WORKSPACE_TOOL.replaceLines,
  WORKSPACE_TOOL.createFile,
  WORKSPACE_TOOL.setMilestone,
]);

type Output = { ok?: unknown; path?: unknown; hits?: unknown } | null | undefined;

/**
 * What backs the workspace tutor's claims (lib/ai/turn/turn-claims.ts): a claim of action, a write that
 * succeeded (setMilestone writes milestones.md); a claim of grounding, a read of a file or of the
 * material (`materialTools`, e.g. the sources' search and reader) that found something, or lines the
 * learner referenced in their message.
 */
export function workspaceClaimBacking(materialTools: ReadonlySet<string>): ClaimBacking {
  return {
    writtenPath({ toolName, output }: ToolFact) {
      const result = output as Output;
      if (!WRITES.has(toolName) || result?.ok !== true) return null;
      return typeof result.path === "string" ? result.path : toolName === WORKSPACE_TOOL.setMilestone ? LEARNING_FILES.milestones : "";
    },
    readMaterial({ toolName, output }: ToolFact) {
      if (toolName !== WORKSPACE_TOOL.readFile && !materialTools.has(toolName)) return false;
      const result = output as Output;
      if (result?.ok === false) return false;
      return !(Array.isArray(result?.hits) && result.hits.length === 0);
    },
    groundedByRequest(history: readonly UIMessage[]) {
      const learner = history.findLast((message) => message.role === "user");
      const references = (learner?.metadata as { references?: unknown[] } | undefined)?.references;
      return Array.isArray(references) && references.length > 0;
    },
  };
}
