import type { CourseDetail } from "@/features/courses/api/course-api";
import { confirmCourse } from "@/features/courses/server/course-queries";
import { seedLearningFiles } from "@/features/workspace/server/seed-learning-files";
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
  try {
    await seedLearningFiles(db, ownerId, courseId);
  } catch (error) {
    console.error("[workspace] learning files not seeded at confirm:", error);
  }
  return course;
}
