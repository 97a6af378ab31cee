"use client";

import { useState } from "react";
import { ChapterReader, type AskHref } from "@/features/courses/components/chapter-reader";
import { MakeQuestionDialog, type SelectedRange } from "@/features/practice/components/make-question-dialog";
import { ownQuestionMessages } from "@/features/practice/components/own-question-messages";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { useMessages } from "@/lib/i18n/i18n-provider";

/**
 * The reader with "Ask the tutor" on a selection: the selected lines become a
 * chip of the workspace's read-only chapter file (`chapters/…md:start-end`),
 * handed to the workspace through its `?ask=` entry. Beside it, "Make a
 * question" asks the practice feature for a question on those lines.
 */
export function ChapterReaderWithTutor({ courseId, chapterId }: { courseId: string; chapterId: string }) {
  const t = useMessages(ownQuestionMessages);
  const [picked, setPicked] = useState<SelectedRange | null>(null);
  const askHref: AskHref = (chapter, lines) => {
    const path = chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title);
    return `/courses/${encodeURIComponent(courseId)}/workspace?ask=${encodeURIComponent(`${path}:${lines.start}-${lines.end}`)}`;
  };
  return (
    <>
      <ChapterReader
        courseId={courseId}
        chapterId={chapterId}
        askHref={askHref}
        selectionActions={[{ label: t.make, testId: "make-question-selection", onPick: (lines) => setPicked(lines) }]}
      />
      {picked ? (
        <MakeQuestionDialog
          key={`${picked.start}-${picked.end}`}
          courseId={courseId}
          chapter={{ chapterId }}
          lines={picked}
          onClose={() => setPicked(null)}
        />
      ) : null}
    </>
  );
}
