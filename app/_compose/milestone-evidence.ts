import "server-only";
import { EVIDENCE_QUESTIONS } from "@/features/practice/lib/mastery-rule";
import { courseMastery } from "@/features/practice/server/practice-service";
import type { EvidenceFor } from "@/features/workspace/lib/milestone-evidence";
import type { Database } from "@/lib/db/client";

/**
 * Where the practice and workspace features meet: a milestone of milestones.md ticks only when the
 * practice feature's mastery rule holds for its module. Every writer of the workspace's files (the
 * file route, the tutor's turn) is given this port; the workspace keeps no evidence of its own.
 */
export function evidenceFor(db: Database, ownerId: string): EvidenceFor {
  return async (courseId) => {
    const mastery = await courseMastery(db, ownerId, courseId);
    return {
      rule: mastery.rule,
      needed: EVIDENCE_QUESTIONS,
      practiceHref: `/courses/${courseId}/practice`,
      modules: mastery.modules.map((module) => ({
        moduleIndex: module.moduleIndex,
        title: module.title,
        earned: module.status === "earned",
        chapters: module.chapters.map((chapter) => ({ title: chapter.title, questionsCorrect: chapter.questionsCorrect })),
        attemptIds: module.chapters.flatMap((chapter) => chapter.evidence.map((attempt) => attempt.attemptId)),
        // The course page's progress opens a module's counted attempts (app/courses/[id]).
        href: `/courses/${courseId}?module=${module.moduleIndex + 1}#progress`,
      })),
    };
  };
}
