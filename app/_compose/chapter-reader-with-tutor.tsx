"use client";

import { ChapterReader, type AskHref } from "@/features/courses/components/chapter-reader";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";

/**
 * The reader with "Ask the tutor" on a selection: the selected lines become a
 * chip of the workspace's read-only chapter file (`chapters/…md:start-end`),
 * handed to the workspace through its `?ask=` entry.
 */
export function ChapterReaderWithTutor({ courseId, chapterId }: { courseId: string; chapterId: string }) {
  const askHref: AskHref = (chapter, lines) => {
    const path = chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title);
    return `/courses/${encodeURIComponent(courseId)}/workspace?ask=${encodeURIComponent(`${path}:${lines.start}-${lines.end}`)}`;
  };
  return <ChapterReader courseId={courseId} chapterId={chapterId} askHref={askHref} />;
}
