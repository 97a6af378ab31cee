import { lazyModule } from "@/lib/api/api-client";
import type { ApiError } from "@/lib/api/api-error";
import type { CourseDetail } from "../contract";

/**
 * What every courses operation file shares: its URLs, its query keys and its
 * schemas, loaded right after the page (not part of its first load) and
 * normally long before the first answer arrives.
 */
export const courseSchemas = lazyModule(() => import("./response-schemas"), { eager: true });

export const courseUrl = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;
export const chapterUrl = (courseId: string, chapterId: string) => `${courseUrl(courseId)}/chapters/${encodeURIComponent(chapterId)}`;

export const courseKeys = {
  all: ["courses"] as const,
  list: () => ["courses", "list"] as const,
  course: (courseId: string) => ["courses", "detail", courseId] as const,
  chapter: (courseId: string, chapterId: string) => ["courses", "chapter", courseId, chapterId] as const,
};

/** An outline edit's or a regeneration's 409: the server's current course (validated by the request's errorDetails). */
export const conflictDetails = async () => (await courseSchemas()).conflictDetailsSchema;

export function conflictCourse(error: ApiError): CourseDetail | null {
  return error.status === 409 ? ((error.details as { course?: CourseDetail } | undefined)?.course ?? null) : null;
}
