"use client";

import dynamic from "next/dynamic";
import { PracticeLoading } from "./page-loading";

/** /courses/[id]/practice, in its own chunk with its data layer (./page-loading.tsx says why). */
export const CoursePracticePage = dynamic(
  () => import("@/features/practice/components/course-practice-page").then((module) => module.CoursePracticePage),
  { loading: PracticeLoading },
);
