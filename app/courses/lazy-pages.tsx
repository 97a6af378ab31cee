"use client";

import dynamic from "next/dynamic";
import { shellMessages } from "@/components/shell-messages";
import { CourseSkeleton } from "@/features/courses/components/course-skeleton";
import { LibrarySkeleton } from "@/features/courses/components/library-skeleton";
import { useMessages } from "@/lib/i18n/i18n-provider";

/*
 * The /courses pages (and /review, which is practice across them), each in a chunk of its own that carries its data layer (TanStack Query, the
 * API client, its operations; lib/api/query-provider.tsx `PageQueries`). The server still renders
 * them, and the browser fetches their chunks beside the first load, but hydrating the header and
 * the page's frame does not wait for them: the query library stays off every page's first load
 * (docs/architecture.md, "First load"). During a client-side navigation, the page's skeleton
 * shows until its chunk is there.
 */

function LibraryLoading() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <LibrarySkeleton label={useMessages(shellMessages).loading} />
    </div>
  );
}

function CourseLoading() {
  return <CourseSkeleton label={useMessages(shellMessages).loading} />;
}

function WorkspaceLoading() {
  return <p className="p-6 text-sm text-fg-muted">{useMessages(shellMessages).loading}</p>;
}

export const CourseLibraryPage = dynamic(
  () => import("@/features/courses/components/course-library").then((module) => module.CourseLibrary),
  {
    loading: LibraryLoading,
  },
);

export const CoursePage = dynamic(
  () => import("@/app/_compose/course-page-with-workspace").then((module) => module.CoursePageWithWorkspace),
  {
    loading: CourseLoading,
  },
);

export const ChapterPage = dynamic(
  () => import("@/app/_compose/chapter-reader-with-tutor").then((module) => module.ChapterReaderWithTutor),
  {
    loading: CourseLoading,
  },
);

export const WorkspacePage = dynamic(
  () => import("./[id]/workspace/workspace-with-sources").then((module) => module.WorkspaceWithSources),
  {
    loading: WorkspaceLoading,
  },
);

function PracticeLoading() {
  return <p className="p-6 text-sm text-fg-muted">{useMessages(shellMessages).loading}</p>;
}

export const CoursePracticePage = dynamic(
  () => import("@/features/practice/components/course-practice-page").then((module) => module.CoursePracticePage),
  {
    loading: PracticeLoading,
  },
);

export const ReviewPage = dynamic(() => import("@/features/practice/components/review-page").then((module) => module.ReviewPage), {
  loading: PracticeLoading,
});
