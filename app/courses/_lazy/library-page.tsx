"use client";

import dynamic from "next/dynamic";
import { LibraryLoading } from "./page-loading";

/** /courses with the learner's practice figures, in its own chunk with its data layer (./page-loading.tsx says why). */
export const CourseLibraryPage = dynamic(
  () => import("@/app/_compose/course-library-with-progress").then((module) => module.CourseLibraryWithProgress),
  {
    loading: LibraryLoading,
  },
);
