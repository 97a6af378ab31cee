"use client";

import { CoursePage } from "@/features/courses/components/course-page";
import { WorkspaceEntry } from "@/features/workspace/components/workspace-entry";

/** The course page with its way into the workspace (milestones done / total): one chunk, loaded by app/courses/_lazy/course-page.tsx. */
export function CoursePageWithWorkspace({ courseId }: { courseId: string }) {
  return <CoursePage courseId={courseId} workspaceEntry={<WorkspaceEntry courseId={courseId} />} />;
}
