"use client";

import { useState, type ReactNode } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useProgressSummary } from "../api/get-progress-summary";
import type { ProgressSummary } from "../contract-progress";
import { spentTime } from "../lib/spent-time";
import { AttemptsDialog, type FigureAttempts } from "./attempts-dialog";
import { DueChart } from "./due-chart";
import { progressMessages, type ProgressStrings } from "./progress-messages";

/**
 * The learner's figures — streak, time spent, questions due, the due chart — of one course or (null)
 * all of them. Every figure is a button that opens the attempts behind it.
 */
export function ProgressFigures({ courseId, title }: { courseId: string | null; title?: boolean }) {
  const t = useMessages(progressMessages);
  const { state, retry } = useProgressSummary(courseId);
  const [open, setOpen] = useState<FigureAttempts | null>(null);
  return (
    <section className="flex flex-col gap-3" data-testid="progress-figures" aria-label={t.figuresTitle}>
      {title ? <h2 className="text-lg font-semibold">{t.figuresTitle}</h2> : null}
      {state.status === "loading" ? (
        <p role="status" className="text-sm text-fg-muted">
          {t.dialog.loading}
        </p>
      ) : null}
      {state.status === "error" || state.status === "not-found" ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <p>{t.loadFailed({ message: state.status === "error" ? state.error.message : "404" })}</p>
          <button type="button" onClick={() => void retry()} className="min-h-11 rounded-lg border border-line px-4">
            {t.retry}
          </button>
        </div>
      ) : null}
      {state.status === "ready" ? <Figures summary={state.data} courseId={courseId} onOpen={setOpen} t={t} /> : null}
      {open ? <AttemptsDialog figure={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function Figures({
  summary,
  courseId,
  onOpen,
  t,
}: {
  summary: ProgressSummary;
  courseId: string | null;
  onOpen: (figure: FigureAttempts) => void;
  t: ProgressStrings;
}) {
  const spent = spentTime(summary.timeSpentMs);
  const time = "hours" in spent ? t.timeHours(spent) : "minutes" in spent ? t.timeMinutes(spent) : t.timeSeconds(spent);
  const streakFrom = summary.streak.from;
  return (
    <>
      {summary.attempts === 0 ? <p className="text-sm text-fg-muted">{t.figuresEmpty}</p> : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Figure
          testId="figure-streak"
          value={t.streak({ days: summary.streak.days })}
          hint={summary.streak.days > 0 ? t.streakHint({ today: String(summary.streak.today) }) : t.streakNone}
          // No streak has no attempts behind it: the list is asked for none (before 1970) and says so.
          onOpen={() =>
            onOpen({ courseId, filter: streakFrom ? { from: streakFrom } : { to: new Date(0).toISOString() }, title: t.dialog.streak })
          }
          t={t}
        />
        <Figure
          testId="figure-time"
          value={time}
          hint={t.answered({ count: summary.attempts, correct: summary.correct })}
          label={t.timeSpent}
          onOpen={() => onOpen({ courseId, filter: {}, title: t.dialog.time })}
          t={t}
        />
        <Figure
          testId="figure-due"
          value={t.dueNow({ count: summary.dueNow })}
          onOpen={() => onOpen({ courseId, filter: { dueTo: new Date().toISOString() }, title: t.dialog.due, note: t.dialog.dueNote })}
          t={t}
        />
      </div>
      <DueChart
        days={summary.dueDays}
        dueNow={summary.dueNow}
        t={t}
        onOpen={(day, index) =>
          onOpen({
            courseId,
            // Today's bar holds what is overdue too: from the start of time to the end of today.
            filter: index === 0 ? { dueTo: day.to } : { dueFrom: day.from, dueTo: day.to },
            title: index === 0 ? t.dialog.today : t.dialog.day({ day: new Date(day.from) }),
            // A question never answered is due from the moment it is made: only today's bar holds any.
            note: index === 0 ? t.dialog.dueNote : undefined,
          })
        }
      />
    </>
  );
}

function Figure({
  testId,
  value,
  hint,
  label,
  onOpen,
  t,
}: {
  testId: string;
  value: string;
  hint?: ReactNode;
  label?: string;
  onOpen: () => void;
  t: ProgressStrings;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid={testId}
      className="flex min-h-11 flex-col items-start gap-0.5 rounded-lg border border-line p-3 text-left hover:border-line-strong focus-visible:outline-2 focus-visible:outline-accent"
    >
      {label ? <span className="text-xs text-fg-muted">{label}</span> : null}
      <span className="font-semibold tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </span>
      {hint ? <span className="text-xs text-fg-muted">{hint}</span> : null}
      {/* The name is the figure as shown (WCAG 2.5.3), then what the button does. */}
      <span className="sr-only">{t.open}</span>
    </button>
  );
}
