"use client";

import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useCoursePractice } from "../api/get-course-practice";
import { useMastery } from "../api/get-mastery";
import type { MasteryResponse, MasteryStatus, PracticeQuestion } from "../contract";
import { EVIDENCE_QUESTIONS as NEEDED } from "../lib/mastery-rule";
import { AttemptsDialog, type FigureAttempts } from "./attempts-dialog";
import { ChapterClaim, ClaimBadge } from "./chapter-claim";
import { practiceMessages, type PracticeStrings } from "./practice-messages";
import { ProgressFigures } from "./progress-figures";
import { progressMessages } from "./progress-messages";

const STATUS_STYLE: Record<MasteryStatus, string> = {
  earned: "border-success text-success",
  in_progress: "border-warning text-fg",
  not_started: "border-line text-fg-muted",
};

/** The module `?module=n` names (the link under a ticked milestone), opened when the page loads. */
function linkedModule(): number | null {
  if (typeof window === "undefined") return null;
  const value = Number(new URLSearchParams(window.location.search).get("module"));
  return Number.isInteger(value) && value > 0 ? value - 1 : null;
}

/**
 * On the course page: the questions due (never-answered ones included) with the way into practice, and mastery per module (earned, in
 * progress, not started) where each figure opens the attempts that count for it.
 */
export function CourseProgress({ courseId }: { courseId: string }) {
  const t = useMessages(practiceMessages);
  const practice = useCoursePractice(courseId);
  const mastery = useMastery(courseId);
  const questions = useMemo(
    () => new Map((practice.state.status === "ready" ? practice.state.data.questions : []).map((question) => [question.id, question])),
    [practice.state],
  );
  // The link under a ticked milestone (?module=n#progress) opens that module's attempts once they are shown.
  const ready = mastery.state.status === "ready";
  useEffect(() => {
    const linked = ready ? linkedModule() : null;
    const target = linked === null ? null : document.getElementById(`module-${linked + 1}`);
    target?.querySelector("details")?.setAttribute("open", "");
    target?.scrollIntoView({ block: "nearest" });
  }, [ready]);
  const due = practice.state.status === "ready" ? practice.state.data.counts.due : null;
  const [open, setOpen] = useState<FigureAttempts | null>(null);
  return (
    <section id="progress" className="mt-6 flex flex-col gap-3 rounded-xl border border-line p-4" data-testid="practice-progress">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t.progressTitle}</h2>
        <div className="flex items-center gap-3">
          {due !== null ? (
            <span className="text-sm text-fg-muted" data-testid="reviews-due">
              {t.dueNow({ count: due })}
            </span>
          ) : null}
          <Link
            href={`/courses/${encodeURIComponent(courseId)}/practice`}
            className="inline-flex min-h-11 items-center rounded-lg bg-accent px-4 text-sm font-medium text-accent-fg"
            data-testid="open-practice"
          >
            {t.practise} →
          </Link>
        </div>
      </div>
      <ProgressFigures courseId={courseId} />
      {mastery.state.status === "ready" ? (
        <MasteryList mastery={mastery.state.data} questions={questions} t={t} onOpen={setOpen} courseId={courseId} />
      ) : null}
      {open ? <AttemptsDialog figure={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function MasteryList({
  mastery,
  questions,
  t,
  onOpen,
  courseId,
}: {
  mastery: MasteryResponse;
  questions: Map<string, PracticeQuestion>;
  t: PracticeStrings;
  onOpen: (figure: FigureAttempts) => void;
  courseId: string;
}) {
  const tp = useMessages(progressMessages);
  return (
    <>
      <p className="text-xs text-fg-muted">{t.progressRule({ rule: mastery.rule })}</p>
      <ul className="flex flex-col gap-2" data-testid="mastery">
        {mastery.modules.map((module) => (
          <li key={module.moduleIndex} id={`module-${module.moduleIndex + 1}`} data-status={module.status} data-testid="mastery-module">
            <details className="rounded-lg border border-line">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2">
                <span className="font-medium">{module.title}</span>
                <span className={`shrink-0 rounded-full border px-2 text-xs whitespace-nowrap ${STATUS_STYLE[module.status]}`}>
                  {t.status[module.status]}
                </span>
              </summary>
              <button
                type="button"
                className="mx-3 mb-2 min-h-11 rounded-lg border border-line px-3 text-sm"
                data-testid="module-attempts"
                onClick={() =>
                  onOpen({
                    courseId,
                    filter: { module: module.moduleIndex + 1, counted: true },
                    title: tp.dialog.module({ title: module.title }),
                  })
                }
              >
                {tp.moduleAttempts} · {tp.open}
              </button>
              <ul className="flex flex-col gap-2 px-3 pb-3">
                {module.chapters.map((chapter) => (
                  <li key={chapter.chapterId} data-testid="mastery-chapter" data-status={chapter.status}>
                    <details>
                      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 text-sm">
                        <span className="flex flex-wrap items-center gap-2">
                          {chapter.title}
                          {chapter.claimed ? <ClaimBadge /> : null}
                        </span>
                        <span className="text-fg-muted">
                          {t.chapterCount({ correct: Math.min(chapter.questionsCorrect, NEEDED), needed: NEEDED })} ·{" "}
                          {t.attemptsOpen({ count: chapter.evidence.length })}
                        </span>
                      </summary>
                      {chapter.evidence.length === 0 ? (
                        <p className="pl-3 text-sm text-fg-muted">{t.noEvidence}</p>
                      ) : (
                        <ol className="flex flex-col gap-1 pl-3 text-sm" data-testid="evidence">
                          {chapter.evidence.map((attempt) => (
                            <li key={attempt.attemptId} data-attempt-id={attempt.attemptId}>
                              <span>{questions.get(attempt.itemId)?.prompt ?? attempt.itemId}</span>{" "}
                              <span className="text-fg-muted">— {t.attemptAt({ at: new Date(attempt.createdAt) })}</span>
                            </li>
                          ))}
                        </ol>
                      )}
                      <ChapterClaim courseId={courseId} chapterId={chapter.chapterId} claimed={chapter.claimed === true} />
                    </details>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
