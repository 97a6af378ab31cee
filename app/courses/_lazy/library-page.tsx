"use client";

import dynamic from "next/dynamic";
import { LibraryLoading } from "./page-loading";

/** /courses, in its own chunk with its data layer (./page-loading.tsx says why). */
export const CourseLibraryPage = dynamic(
  () => import("@/features/courses/components/course-library").then((module) => module.CourseLibrary),
  {
    loading: LibraryLoading,
  },
);
