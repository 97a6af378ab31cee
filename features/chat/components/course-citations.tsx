import Link from "next/link";
import type { CourseCitation } from "../lib/chat-schemas";

/** The learner's courses a tool found, each once, the chapters that matched under their course. */
export function Citations({ citations, title }: { citations: CourseCitation[]; title: string }) {
  if (citations.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-xs font-medium uppercase tracking-wide text-fg-subtle">{title}</p>
      <ul className="mt-1 space-y-1 text-sm">
        {citations.map((citation) => (
          <li key={`${citation.courseId}-${citation.chapterId ?? ""}`}>
            <Link href={citation.href} className="text-accent-ink underline-offset-2 hover:underline" data-testid="course-citation">
              {citation.courseTitle}
              {citation.chapterTitle ? ` · ${citation.chapterTitle}` : ""}
            </Link>
            {citation.chapters && citation.chapters.length > 0 && (
              <ul className="ml-4 mt-1 space-y-1">
                {citation.chapters.map((chapter) => (
                  <li key={chapter.chapterId}>
                    <Link
                      href={chapter.href}
                      className="text-accent-ink underline-offset-2 hover:underline"
                      data-testid="course-citation-chapter"
                    >
                      {chapter.chapterTitle}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
