"use client";

import dynamic from "next/dynamic";
import { CourseLoading } from "./page-loading";

/** /courses/[id]/chapters/[chapterId], in its own chunk with its data layer (./page-loading.tsx says why). */
export const ChapterPage = dynamic(
  () => import("@/app/_compose/chapter-reader-with-tutor").then((module) => module.ChapterReaderWithTutor),
  {
    loading: CourseLoading,
  },
);
