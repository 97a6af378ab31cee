"use client";

import Link from "next/link";
import { useState } from "react";
import { PageQueries } from "@/lib/api/query-provider";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useCoursePractice } from "../api/get-course-practice";
import type { PracticeQuestion } from "../contract";
import { inReviewOrder } from "../lib/review-order";
import { PracticeExportLinks } from "./practice-export-links";
import { PracticeLoadError, PracticeLoading } from "./practice-load-states";
import { practiceMessages } from "./practice-messages";
import { PracticeSession } from "./practice-session";

/**
 * The questions a session on this course asks: the due reviews (the most overdue first), then the new
 * ones; or all active ones when asked (then the reviews not yet due last).
 */
export function sessionQuestions(questions: readonly PracticeQuestion[], all: boolean, now: number): PracticeQuestion[] {
  const active = questions.filter((question) => question.status === "active");
  // A new question is always on offer (its card is due from when it was made, which may be this very read).
  const chosen = all ? active : active.filter((question) => question.card.reps === 0 || new Date(question.card.due).getTime() <= now);
  return inReviewOrder(chosen, now);
}

/** /courses/[id]/practice: this course's questions, due ones first. */
export function CoursePracticePage({ courseId }: { courseId: string }) {
  return (
    <PageQueries>
      <CoursePracticeContent courseId={courseId} />
    </PageQueries>
  );
}

function CoursePracticeContent({ courseId }: { courseId: string }) {
  const t = useMessages(practiceMessages);
  const { state, retry } = useCoursePractice(courseId);
  // Which questions the session asks, fixed when it starts (a question falling due mid-session joins the next one).
  const [session, setSession] = useState(() => ({ all: false, at: Date.now() }));
  const ready = state.status === "ready" ? state.data : null;
  const questions = ready ? sessionQuestions(ready.questions, session.all, session.at) : [];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-10" data-testid="course-practice-page">
      <nav className="text-sm">
        <Link href={`/courses/${encodeURIComponent(courseId)}`} className="inline-flex items-center text-fg-muted hover:text-fg">
          ← {t.backToCourse}
        </Link>
      </nav>
      <header>
        <h1 className="text-2xl font-semibold">{t.practiceTitle}</h1>
        <p className="text-sm text-fg-muted">{t.practiceIntro}</p>
        {ready ? (
          <p className="mt-1 text-sm" data-testid="practice-counts">
            {t.counts({ total: ready.counts.total, due: ready.counts.due, new: ready.counts.new })}
          </p>
        ) : null}
      </header>
      {state.status === "loading" ? <PracticeLoading /> : null}
      {state.status === "error" ? (
        <PracticeLoadError message={state.error.message || state.error.code} onRetry={() => void retry()} />
      ) : null}
      {state.status === "not-found" ? <p role="alert">{t.notFound}</p> : null}
      {ready && questions.length === 0 && !session.all ? (
        <div className="flex flex-col items-start gap-3">
          <p>{t.nothingDue}</p>
          {ready.counts.total > 0 ? (
            <button
              type="button"
              className="min-h-11 rounded-lg border border-line px-4 text-sm"
              onClick={() => setSession({ all: true, at: Date.now() })}
            >
              {t.practiseAnyway({ count: ready.counts.total })}
            </button>
          ) : null}
        </div>
      ) : null}
      {ready && questions.length > 0 ? (
        <PracticeSession
          key={`${session.all}-${session.at}`}
          questions={questions}
          onRestart={() => void retry().then(() => setSession({ all: false, at: Date.now() }))}
        />
      ) : null}
      {ready && ready.counts.total > 0 ? <PracticeExportLinks courseId={courseId} /> : null}
    </div>
  );
}
