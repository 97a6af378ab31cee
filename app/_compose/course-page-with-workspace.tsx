"use client";

import { CoursePage } from "@/features/courses/components/course-page";
import { CourseProgress } from "@/features/practice/components/course-progress";
import { WorkspaceEntry } from "@/features/workspace/components/workspace-entry";

/**
 * The course page with its way into the workspace (milestones done / total) and its practice and
 * progress (mastery per module, reviews due): one chunk, loaded by app/courses/_lazy/course-page.tsx.
 */
export function CoursePageWithWorkspace({ courseId }: { courseId: string }) {
  return (
    <CoursePage
      courseId={courseId}
      workspaceEntry={<WorkspaceEntry courseId={courseId} />}
      progress={<CourseProgress courseId={courseId} />}
    />
  );
}
