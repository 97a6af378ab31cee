import "server-only";
import { AppError } from "@/lib/errors";
import { LEARNING_FILES } from "../contract";
import { refusedTicks, type CourseEvidence, type EvidenceFor } from "../lib/milestone-evidence";

/** The evidence rule every write of milestones.md passes (file-storage.ts, file-moves.ts): no tick without practice. */

/**
 * Read before a write to milestones.md (outside its transaction: one connection on PGlite), so
 * the write can refuse a tick without evidence; evidence only ever grows between the two, except
 * for a question deleted in that instant.
 */
export async function evidenceForPath(path: string, courseId: string, evidenceFor: EvidenceFor): Promise<CourseEvidence | null> {
  return path === LEARNING_FILES.milestones ? evidenceFor(courseId) : null;
}

/** Refuses (422) a milestones.md that ticks a milestone whose evidence does not hold; see lib/milestone-evidence.ts. */
export function checkMilestoneTicks(evidence: CourseEvidence | null, previous: string, next: string): void {
  if (!evidence) return;
  const refusal = refusedTicks(previous, next, evidence);
  if (refusal) throw new AppError("evidence_required", refusal);
}
