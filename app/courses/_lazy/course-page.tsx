"use client";

import dynamic from "next/dynamic";
import { CourseLoading } from "./page-loading";

/** /courses/[id], in its own chunk with its data layer and its way into the workspace (./page-loading.tsx says why). */
export const CoursePage = dynamic(
  () => import("@/app/_compose/course-page-with-workspace").then((module) => module.CoursePageWithWorkspace),
  { loading: CourseLoading },
);
