"use client";

import { CourseLibrary } from "@/features/courses/components/course-library";
import { LibraryCourseFigures } from "@/features/practice/components/library-course-figures";
import { ProgressFigures } from "@/features/practice/components/progress-figures";

/**
 * The library with the learner's practice: streak, time spent, reviews due and the due chart
 * across all courses above the cards, and each course's modules by mastery status on its card.
 * One chunk, loaded by app/courses/_lazy/library-page.tsx.
 */
export function CourseLibraryWithProgress() {
  return (
    <CourseLibrary
      progress={<ProgressFigures courseId={null} title />}
      cardExtra={(courseId) => <LibraryCourseFigures courseId={courseId} />}
    />
  );
}
