"use client";

import { useEffect, useRef } from "react";
import { useFormatter, useNow } from "use-intl";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { LOCALES } from "@/lib/i18n/locales";
import { quoteText, WRITING } from "@/lib/i18n/writing";
import type { AttemptResponse } from "../contract";
import { practiceMessages } from "./practice-messages";

const HOUR_MS = 3_600_000;

/**
 * The grader's words without the sentence that lists every missing point ("Missing: “a”, “b”."): the list
 * under it names them, and a learner reading them twice in a row sees a stutter, not more feedback.
 */
export function withoutListedPoints(feedback: string, points: readonly string[]): string {
  if (points.length === 0) return feedback;
  return feedback
    .replace(/[^.。!?！？]*(?:[.。!?！？]+|$)\s*/gu, (sentence) => (points.every((point) => sentence.includes(point)) ? "" : sentence))
    .trim();
}

/** The grade, what was missing or what the wrong option reveals, the right answer, and when it comes back. */
export function AnswerFeedback({ reply, last, onNext }: { reply: AttemptResponse; last: boolean; onNext: () => void }) {
  const t = useMessages(practiceMessages);
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const due = new Date(reply.nextDue);
  const next = useRef<HTMLButtonElement>(null);
  // The grader's words often already name the answer and the misconception: say each once.
  const said = (text: string) => reply.feedback.includes(text);
  // FSRS's learning steps are minutes: "in 1 minute (today, 3:05 PM)", not "in 60 seconds (Nov 27, 2026)".
  const nextReview = (at: Date, from: Date) => {
    const soon = at.getTime() - from.getTime() < HOUR_MS;
    const when = format.relativeTime(at, { now: from, ...(soon ? { unit: "minute" as const } : {}) });
    return at.toDateString() === from.toDateString() ? t.nextDueToday({ when, due: at }) : t.nextDue({ when, due: at });
  };
  const feedback = withoutListedPoints(reply.feedback, reply.missingPoints ?? []);
  // The grader quotes the answer as the question's language does (“…” or 「…」): either way it is said.
  const statesAnswer = LOCALES.some((locale) => said(quoteText(reply.expected, WRITING[locale])));
  useEffect(() => next.current?.focus(), []);
  return (
    <div
      className={`flex flex-col gap-2 rounded-lg border p-3 ${reply.correct ? "border-success" : "border-danger"}`}
      data-testid="feedback"
      data-correct={reply.correct}
    >
      <p className="font-semibold">{reply.correct ? t.correct : t.wrong}</p>
      {feedback ? <p className="text-sm">{feedback}</p> : null}
      {reply.missingPoints && reply.missingPoints.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">{t.missing}</p>
          <ul className="list-disc pl-5" data-testid="missing-points">
            {reply.missingPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {reply.misconception && !said(reply.misconception) ? (
        <p className="text-sm" data-testid="misconception">
          <span className="font-medium">{t.misconception}</span> {reply.misconception}
        </p>
      ) : null}
      {reply.correct || statesAnswer ? null : <p className="text-sm">{t.expected({ answer: reply.expected })}</p>}
      <p className="text-xs text-fg-muted">{t.from({ citation: reply.citation })}</p>
      <p className="text-sm text-fg-muted" data-testid="next-due">
        {reply.reviewed ? nextReview(due, now) : t.notReviewed}
      </p>
      <button ref={next} type="button" onClick={onNext} className="mt-1 min-h-12 rounded-lg bg-accent px-4 font-medium text-accent-fg">
        {last ? t.finish : t.next} <EnterKey />
      </button>
    </div>
  );
}

/** The key that does it, for a keyboard; a phone has no use for it. */
export function EnterKey() {
  return <kbd className="rounded border border-current/40 px-1 font-mono text-xs max-sm:hidden">Enter</kbd>;
}
