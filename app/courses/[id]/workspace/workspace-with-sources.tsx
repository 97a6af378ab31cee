"use client";

import { guidedTutorPanel } from "@/app/_compose/guided-tutor-ui";
import { sourcesTreeSection } from "@/app/_compose/sources-workspace-ui";
import { sourcesTutorExtensions } from "@/app/_compose/sources-tutor-ui";
import { WorkspaceMilestoneEvidence } from "@/app/_compose/workspace-milestone-evidence";
import { WorkspaceQuestionTools } from "@/app/_compose/workspace-question-tools";
import type { WorkspaceExtensions } from "@/features/workspace/components/workspace-extensions";
import { WorkspacePage } from "@/features/workspace/components/workspace-page";

/**
 * The workspace with the learner's sources in it: the sources feature's tree
 * section, source views, search steps and citation chips, composed here
 * because features never import each other.
 */
const sourcesExtensions: WorkspaceExtensions = {
  treeSection: sourcesTreeSection,
  ...sourcesTutorExtensions,
  // Guided mode's hint ladder and its guided / "just explain" switch (the practice feature's).
  tutorPanel: guidedTutorPanel,
  // "Make a question" from lines selected in a chapter file (the practice feature's).
  SelectionTools: WorkspaceQuestionTools,
  // Each milestone's evidence status beside its tick (the practice feature's mastery).
  MilestoneEvidence: WorkspaceMilestoneEvidence,
};

export function WorkspaceWithSources({ courseId }: { courseId: string }) {
  return <WorkspacePage courseId={courseId} extensions={sourcesExtensions} />;
}
