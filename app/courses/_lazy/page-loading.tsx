"use client";

import { shellMessages } from "@/components/shell-messages";
import { CourseSkeleton } from "@/features/courses/components/course-skeleton";
import { LibrarySkeleton } from "@/features/courses/components/library-skeleton";
import { useMessages } from "@/lib/i18n/i18n-provider";

/*
 * The /courses pages are loaded by the files beside this one, each page in a chunk of its own that
 * carries its data layer (TanStack Query, the API client, its operations; lib/api/query-provider.tsx
 * `PageQueries`). The server still renders them and the browser fetches their chunks beside the
 * first load, but hydrating the header and the page's frame does not wait for them: the query
 * library stays off every page's first load (docs/architecture.md). One file per page, so a page's
 * first load lists only its own chunks. During a client-side navigation, the skeletons below show
 * until the page's chunk is there.
 */

export function LibraryLoading() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <LibrarySkeleton label={useMessages(shellMessages).loading} />
    </div>
  );
}

export function CourseLoading() {
  return <CourseSkeleton label={useMessages(shellMessages).loading} />;
}

export function WorkspaceLoading() {
  return <p className="p-6 text-sm text-fg-muted">{useMessages(shellMessages).loading}</p>;
}

export function PracticeLoading() {
  return <p className="p-6 text-sm text-fg-muted">{useMessages(shellMessages).loading}</p>;
}
