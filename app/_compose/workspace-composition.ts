import type { CourseDetail } from "@/features/courses/contract";
import { confirmCourse } from "@/features/courses/data/course-queries";
import { wakeGenerationWorker } from "@/features/courses/server/generation-worker-registry";
import { readSourceTexts } from "@/features/sources/data/source-queries";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import type { Database } from "@/lib/db/client";

/**
 * Where courses and the workspace meet: confirming a course also gives it its
 * learning files (guidance, milestones, ground truth; notes/ starts empty).
 * Seeding is idempotent, so a repeated confirm changes nothing; a seeding
 * failure is logged and retried when the workspace is first opened, never
 * allowed to fail the confirm itself.
 */
export async function confirmCourseWithWorkspace(db: Database, ownerId: string, courseId: string): Promise<CourseDetail> {
  const course = await confirmCourse(db, ownerId, courseId);
  // This process's worker starts now instead of at its next poll (a no-op when none runs here).
  wakeGenerationWorker();
  try {
    await seedWorkspace(db, ownerId, courseId);
  } catch (error) {
    console.error("[workspace] learning files not seeded at confirm:", error);
  }
  return course;
}

/** The learning files, with ground-truth.md given the definitions the learner's sources state. */
export function seedWorkspace(db: Database, ownerId: string, courseId: string): Promise<boolean> {
  return seedLearningFiles(db, ownerId, courseId, () => readSourceTexts(db, ownerId, courseId));
}
