"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, type ReactNode } from "react";
import { useCourse } from "../api/get-course";
import { useDocumentTitle } from "../hooks/use-document-title";
import { CourseView } from "./course-view";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { courseMessages } from "./course-messages";
import { CourseSkeleton } from "./course-skeleton";
import { CourseNotFound, LoadError } from "./load-states";
import { PageQueries } from "@/lib/api/query-provider";

// The outline editor (and the zod schemas it validates edits with) is only for a draft:
// its own chunk, so a confirmed course's page never loads it.
const OutlineReview = dynamic(() => import("./outline-review").then((module) => module.OutlineReview), {
  loading: () => <CourseLoading />,
});

/**
 * /courses/[id]: the outline review while the course is a draft, the live
 * course view once it is confirmed. Everything comes from the server (through
 * the hook), so a reload lands on the same view with the same progress.
 */
export function CoursePage(props: { courseId: string; workspaceEntry?: ReactNode; progress?: ReactNode }) {
  return (
    <PageQueries>
      <CoursePageContent {...props} />
    </PageQueries>
  );
}

function CoursePageContent({ courseId, workspaceEntry, progress }: { courseId: string; workspaceEntry?: ReactNode; progress?: ReactNode }) {
  const { state, retry, setCourse, patchChapter } = useCourse(courseId);
  const course = state.status === "ready" ? state.course : null;
  useDocumentTitle(course?.title);

  // Confirming swaps the editor for the course view: start it from the top.
  const wasDraft = useRef<boolean | null>(null);
  const isDraft = course ? course.status === "draft" : null;
  useEffect(() => {
    if (wasDraft.current === true && isDraft === false) window.scrollTo({ top: 0 });
    wasDraft.current = isDraft;
  }, [isDraft]);

  if (state.status === "loading") return <CourseLoading />;
  if (state.status === "not-found") return <CourseNotFound />;
  if (state.status === "error") return <LoadError error={state.error} onRetry={() => void retry()} />;
  if (state.course.status === "draft") return <OutlineReview key={state.course.id} course={state.course} onCourse={setCourse} />;
  return (
    <CourseView
      course={state.course}
      refreshError={state.refreshError}
      onChapter={patchChapter}
      workspaceEntry={workspaceEntry}
      progress={progress}
    />
  );
}

function CourseLoading() {
  return <CourseSkeleton label={useMessages(courseMessages).loadingCourse} />;
}
