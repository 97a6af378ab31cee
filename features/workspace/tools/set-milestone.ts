import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import type { z } from "zod";
import { LEARNING_FILES } from "../contract";
import { milestoneModules, missingEvidence, type ModuleEvidence } from "../lib/milestone-evidence";
import { parseMilestones, setMilestoneDone } from "../lib/milestones";
import { setMilestoneInputSchema, writeOutputSchema } from "../lib/tool-schemas";
import { readWorkspaceFile } from "../data/file-storage";
import { tutorWrite, type PlannedWrite, type WorkspaceToolContext } from "./tool-context";

/** How the line under a ticked milestone reads, in the course's language: what earned it and where its attempts are. */
export interface EvidenceWording {
  label: string;
  line: (attempts: number, links: string) => string;
}

const linksTo = (modules: ModuleEvidence[]) => modules.map((module) => `[${module.title}](${module.href})`).join(" · ");

/**
 * The write a setMilestone call asks for, or its refusal: run by the tool, and by the agent's approval rule
 * before a tick is offered as a proposal. A tick rests on the learner's practice answers (the mastery rule,
 * asked through `context.evidenceFor`), never on the tutor's word: without them it is refused with what is
 * missing; with them the new milestones.md carries a line linking to the attempts.
 */
export function setMilestonePlan(context: WorkspaceToolContext, wording: EvidenceWording) {
  return async ({ index, done, baseVersion }: z.infer<typeof setMilestoneInputSchema>): Promise<PlannedWrite> => {
    const path = LEARNING_FILES.milestones;
    let current;
    try {
      current = await readWorkspaceFile(context.db, context.ownerId, context.courseId, path);
    } catch {
      return { ok: false, error: "milestones.md does not exist. Nothing was written." };
    }
    if (current.entry.version !== baseVersion) {
      return {
        ok: false,
        error: `milestones.md is now version ${current.entry.version}, not ${baseVersion}: read it again. Nothing was written.`,
      };
    }
    const milestone = parseMilestones(current.content)[index];
    let evidenceLine: { label: string; text: string } | undefined;
    if (done && milestone && !milestone.done) {
      const evidence = await context.evidenceFor(context.courseId);
      const missing = missingEvidence(milestone, evidence);
      const modules = milestoneModules(milestone, evidence);
      if (missing !== null || typeof modules === "string") {
        return {
          ok: false,
          error: `Milestone ${index} ("${milestone.title}") is not earned: ${missing ?? "no module"}. ${evidence.rule} Ask the learner the course's practice questions (${evidence.practiceHref}); your word is not evidence. Nothing was written.`,
        };
      }
      const attempts = modules.reduce((sum, module) => sum + module.attemptIds.length, 0);
      evidenceLine = { label: wording.label, text: wording.line(attempts, linksTo(modules)) };
    }
    const updated = setMilestoneDone(current.content, index, done, evidenceLine);
    if (!updated.ok) return { ok: false, error: `${updated.message} Nothing was written.` };
    return { path, change: { kind: "content", content: updated.content }, baseVersion };
  };
}

/** Ticks or unticks a milestone in milestones.md; the storage checks the tick's evidence again as it writes. */
export function createSetMilestoneTool(context: WorkspaceToolContext, wording: EvidenceWording) {
  const plan = setMilestonePlan(context, wording);
  return tool({
    description:
      "Tick (done: true) or untick a milestone of milestones.md. A tick is allowed only when the learner's answers to the course's practice questions earn the milestone's module (checked by the tool, which writes the evidence under it); otherwise the tool says what is missing — quiz the learner instead.",
    inputSchema: cachedSchema(setMilestoneInputSchema),
    outputSchema: cachedSchema(writeOutputSchema),
    execute: async (input) => tutorWrite(context, await plan(input)),
  });
}

export type SetMilestoneUIInvocation = UIToolInvocation<ReturnType<typeof createSetMilestoneTool>>;
