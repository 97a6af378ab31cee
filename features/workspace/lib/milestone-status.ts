import type { MilestoneEvidence, MilestoneModuleStatus } from "../components/workspace-extensions";
import { milestoneModuleIndex } from "./learning-files";

export type MilestoneStatus = Pick<MilestoneModuleStatus, "status" | "href">;

/**
 * A milestone's evidence status from its modules', by the same reading the server ticks with
 * (lib/milestone-evidence.ts): "Module n" is that module; any other milestone (the capstone, the
 * learner's own) stands for all of them — earned when all are, not started when none is begun.
 * Null when the milestone names a module the course does not have (nothing to say about it).
 */
export function milestoneStatus(title: string, evidence: MilestoneEvidence): MilestoneStatus | null {
  const { modules } = evidence;
  const index = milestoneModuleIndex(title);
  if (index !== null) return modules.find((module) => module.moduleIndex === index) ?? null;
  if (modules.length === 0) return null;
  const status = modules.every((module) => module.status === "earned")
    ? "earned"
    : modules.every((module) => module.status === "not_started")
      ? "not_started"
      : "in_progress";
  return { status, href: evidence.href };
}
