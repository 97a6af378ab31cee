import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import { LEARNING_FILES } from "../contract";
import { setMilestoneDone } from "../lib/milestones";
import { setMilestoneInputSchema, writeOutputSchema } from "../lib/tool-schemas";
import { readWorkspaceFile } from "../data/file-storage";
import { tutorWrite, type WorkspaceToolContext } from "./tool-context";

/** Ticks or unticks a milestone in milestones.md; a tick needs evidence, which is written under it. */
export function createSetMilestoneTool(context: WorkspaceToolContext, evidenceLabel: string) {
  return tool({
    description:
      "Tick (done: true) or untick a milestone of milestones.md. Tick only with evidence: a quiz the learner answered correctly in this chat, or a note that covers the objective; the evidence is written under the milestone.",
    inputSchema: cachedSchema(setMilestoneInputSchema),
    outputSchema: cachedSchema(writeOutputSchema),
    execute: async ({ index, done, evidence, baseVersion }) => {
      if (done && evidence.trim().length < 8)
        return { ok: false as const, error: "A tick needs evidence (at least a short sentence). Nothing was written." };
      const path = LEARNING_FILES.milestones;
      let current;
      try {
        current = await readWorkspaceFile(context.db, context.ownerId, context.courseId, path);
      } catch {
        return { ok: false as const, error: "milestones.md does not exist. Nothing was written." };
      }
      if (current.entry.version !== baseVersion) {
        return {
          ok: false as const,
          error: `milestones.md is now version ${current.entry.version}, not ${baseVersion}: read it again. Nothing was written.`,
        };
      }
      const updated = setMilestoneDone(current.content, index, done, done ? { label: evidenceLabel, text: evidence } : undefined);
      if (!updated.ok) return { ok: false as const, error: `${updated.message} Nothing was written.` };
      return tutorWrite(context, { path, change: { kind: "content", content: updated.content }, baseVersion });
    },
  });
}

export type SetMilestoneUIInvocation = UIToolInvocation<ReturnType<typeof createSetMilestoneTool>>;
