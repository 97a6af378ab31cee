import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import type { ChapterSummary } from "../contract";
import { chapterUrl, courseSchemas } from "./course-requests";

/** Marks a chapter read (or unread again); the answer is the chapter with its new readAt. */
export async function setChapterRead(courseId: string, chapterId: string, read: boolean) {
  const schema = async () => (await courseSchemas()).chapterResponseSchema;
  return (await apiRequest(`${chapterUrl(courseId, chapterId)}/read`, { method: "PUT", json: { read }, schema })).chapter;
}

type ReadMark = { chapter: ChapterSummary; read: boolean };

/**
 * Shown at once; the server's answer (or, on failure, the chapter as it was)
 * replaces it. `onChapter` puts a chapter into the course on screen (useCourse's patchChapter).
 */
export function setChapterReadMutationOptions(courseId: string, onChapter: (chapter: ChapterSummary) => void) {
  return {
    mutationFn: ({ chapter, read }: ReadMark) => setChapterRead(courseId, chapter.id, read),
    onMutate: ({ chapter, read }: ReadMark) => onChapter({ ...chapter, readAt: read ? new Date().toISOString() : null }),
    onError: (_error: unknown, { chapter }: ReadMark) => onChapter(chapter),
    onSuccess: (saved: ChapterSummary) => onChapter(saved),
  };
}

export function useSetChapterRead(courseId: string, onChapter: (chapter: ChapterSummary) => void) {
  return useMutation(setChapterReadMutationOptions(courseId, onChapter));
}
