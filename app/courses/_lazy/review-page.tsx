"use client";

import dynamic from "next/dynamic";
import { PracticeLoading } from "./page-loading";

/** /review (practice across the learner's courses), in its own chunk with its data layer (./page-loading.tsx says why). */
export const ReviewPage = dynamic(() => import("@/features/practice/components/review-page").then((module) => module.ReviewPage), {
  loading: PracticeLoading,
});
