"use client";

import { useMessages } from "@/lib/i18n/i18n-provider";
import { comingDue, type SessionResult } from "../lib/practice-session";
import { practiceMessages } from "./practice-messages";

/** The end of a session: how many were right, and when the answered questions come back (FSRS). */
export function SessionSummary({ results, onRestart }: { results: readonly SessionResult[]; onRestart?: () => void }) {
  const t = useMessages(practiceMessages);
  const due = comingDue(results, new Date());
  const correct = results.filter((result) => result.correct).length;
  return (
    <section className="flex w-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:p-6" data-testid="session-done">
      {results.length > 0 ? (
        <>
          <h2 className="text-lg font-semibold">{t.doneTitle}</h2>
          <p>{t.doneScore({ correct, total: results.length })}</p>
          <p className="text-sm text-fg-muted" data-testid="coming-due">
            {t.comingDue({ tomorrow: due.tomorrow, week: due.thisWeek, later: due.later })}
          </p>
        </>
      ) : (
        <p className="text-fg-muted">{t.emptyReview}</p>
      )}
      {onRestart ? (
        <button type="button" onClick={onRestart} className="min-h-11 self-start rounded-lg border border-line px-4 text-sm">
          {t.reviewAgain}
        </button>
      ) : null}
    </section>
  );
}
