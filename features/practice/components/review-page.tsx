"use client";

import { useState } from "react";
import { PageQueries } from "@/lib/api/query-provider";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useDueQuestions } from "../api/get-due-questions";
import { PRACTICE_LIMITS } from "../contract-constants";
import { ComingUp } from "./coming-up";
import { PracticeLoadError, PracticeLoading } from "./practice-load-states";
import { practiceMessages } from "./practice-messages";
import { PracticeSession } from "./practice-session";

/** /review: one queue of due questions across all the learner's courses. */
export function ReviewPage() {
  return (
    <PageQueries>
      <ReviewPageContent />
    </PageQueries>
  );
}

function ReviewPageContent() {
  const t = useMessages(practiceMessages);
  const { state, retry } = useDueQuestions(PRACTICE_LIMITS.dueLimit);
  // A new session (after "check for more") starts from a fresh read of the queue.
  const [round, setRound] = useState(0);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-10" data-testid="review-page">
      <header>
        <h1 className="text-2xl font-semibold">{t.reviewTitle}</h1>
        <p className="text-sm text-fg-muted">{t.reviewIntro}</p>
        <ComingUp />
      </header>
      {state.status === "loading" ? <PracticeLoading /> : null}
      {state.status === "error" ? (
        <PracticeLoadError message={state.error.message || state.error.code} onRetry={() => void retry()} />
      ) : null}
      {state.status === "not-found" ? <PracticeLoadError message={t.notFound} onRetry={() => void retry()} /> : null}
      {state.status === "ready" ? (
        <PracticeSession
          key={round}
          questions={state.data.questions}
          places={state.data.places}
          onRestart={() => void retry().then(() => setRound((value) => value + 1))}
        />
      ) : null}
    </div>
  );
}
