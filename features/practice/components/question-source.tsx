"use client";

import Link from "next/link";
import { workspaceHrefAt } from "@/lib/course-scope/workspace-at-lines";
import type { PracticeQuestion, QuestionPlace } from "../contract";
import type { PracticeStrings } from "./practice-messages";

/**
 * The line above a question: its kind, the course and chapter it comes from (when the queue says,
 * as /review does across courses), and its citation as a link that opens the chapter at the cited
 * lines (the course's workspace, its chapter file with those lines selected and scrolled to, as a
 * citation chip there does); a citation without lines opens the chapter. The link is an ordinary tab
 * stop, so the session's keys (1–4, A–F, Space, Enter) are unchanged.
 */
export function QuestionSource({ question, place, t }: { question: PracticeQuestion; place?: QuestionPlace; t: PracticeStrings }) {
  const chapterHref =
    workspaceHrefAt(question.courseId, question.citation) ??
    `/courses/${encodeURIComponent(question.courseId)}/chapters/${encodeURIComponent(question.chapterId)}`;
  return (
    <div className="flex flex-col gap-1 text-xs text-fg-muted">
      {place ? (
        <p className="text-sm font-medium break-words text-fg" data-testid="question-place">
          {t.place({ course: place.courseTitle, chapter: place.chapterTitle })}
        </p>
      ) : null}
      <p className="break-words">
        <span className="font-medium tracking-wide uppercase">{t.kind[question.kind]}</span> ·{" "}
        <Link
          href={chapterHref}
          // Its own box, not a run of text: on a phone the global 44 px minimum then makes it a target a thumb can hit.
          className="inline-flex max-w-full items-center text-accent underline [overflow-wrap:anywhere]"
          aria-label={t.openLines({ citation: question.citation })}
          data-testid="question-citation"
        >
          {t.from({ citation: question.citation })}
        </Link>
      </p>
    </div>
  );
}
