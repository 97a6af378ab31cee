"use client";

import { useState } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useProgressSummary } from "../api/get-progress-summary";
import { AttemptsDialog, type FigureAttempts } from "./attempts-dialog";
import { progressMessages } from "./progress-messages";

const figureButton =
  "relative z-10 min-h-11 rounded-md px-1 text-left text-xs text-fg-muted tabular-nums underline decoration-dotted underline-offset-2 hover:text-fg sm:min-h-0";

/**
 * On a library card: the course's modules by mastery status and what is due, each opening its
 * attempts (above the card's link). Read from the library's one summary (the query is shared).
 */
export function LibraryCourseFigures({ courseId }: { courseId: string }) {
  const t = useMessages(progressMessages);
  const { state } = useProgressSummary(null);
  const [open, setOpen] = useState<FigureAttempts | null>(null);
  const course = state.status === "ready" ? state.data.courses.find((entry) => entry.courseId === courseId) : undefined;
  if (!course) return null;
  const { earned, in_progress: progress, not_started: none } = course.modules;
  return (
    <div className="flex flex-col items-start gap-0.5" data-testid="course-card-figures">
      <button
        type="button"
        className={figureButton}
        data-testid="course-card-modules"
        onClick={() => setOpen({ courseId, filter: { counted: true }, title: t.dialog.course })}
      >
        {t.modules({ earned, progress, none })}
      </button>
      <button
        type="button"
        className={figureButton}
        data-testid="course-card-answers"
        onClick={() => setOpen({ courseId, filter: {}, title: t.dialog.course })}
      >
        {t.courseFigures({ due: course.dueNow, count: course.attempts })}
      </button>
      {open ? <AttemptsDialog figure={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
