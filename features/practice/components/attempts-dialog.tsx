"use client";

import { ModalDialog } from "@/components/ui/modal-dialog";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useAttemptList } from "../api/get-attempt-list";
import type { AttemptFilter, AttemptRow } from "../contract-progress";
import { progressMessages, type ProgressStrings } from "./progress-messages";

/** Which attempts a figure opens: a course's (or, null, all the learner's) narrowed by `filter`. */
export interface FigureAttempts {
  courseId: string | null;
  filter: AttemptFilter;
  title: string;
  note?: string;
}

/** The attempts behind a figure: question, the answer given, the right one, right or wrong, counted or not, when. */
export function AttemptsDialog({ figure, onClose }: { figure: FigureAttempts; onClose: () => void }) {
  const t = useMessages(progressMessages);
  const list = useAttemptList(figure.courseId, figure.filter);
  return (
    <ModalDialog
      title={figure.title}
      description={
        list.state.status === "ready" ? (
          <span data-testid="attempts-total">
            {t.dialog.total({ count: list.total })}
            {figure.note ? ` · ${figure.note}` : ""}
          </span>
        ) : undefined
      }
      onClose={onClose}
      testId="attempts-dialog"
    >
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
        {list.state.status === "loading" ? (
          <p role="status" className="text-sm text-fg-muted">
            {t.dialog.loading}
          </p>
        ) : null}
        {list.state.status === "error" || list.state.status === "not-found" ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>{t.dialog.failed({ message: list.state.status === "error" ? list.state.error.message : "404" })}</p>
            <button type="button" onClick={list.retry} className="min-h-11 rounded-lg border border-line px-4">
              {t.retry}
            </button>
          </div>
        ) : null}
        {list.state.status === "ready" && list.attempts.length === 0 ? <p className="text-sm text-fg-muted">{t.dialog.empty}</p> : null}
        {list.attempts.length > 0 ? (
          <ol className="flex flex-col gap-2" data-testid="attempt-list">
            {list.attempts.map((attempt) => (
              <AttemptItem key={attempt.id} attempt={attempt} t={t} />
            ))}
          </ol>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {list.more ? (
          <button
            type="button"
            onClick={list.more}
            disabled={list.loadingMore}
            className="min-h-11 rounded-lg border border-line px-4 text-sm"
          >
            {list.loadingMore ? t.dialog.loading : t.dialog.more}
          </button>
        ) : null}
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg bg-accent px-4 text-sm font-medium text-accent-fg">
          {t.dialog.close}
        </button>
      </div>
    </ModalDialog>
  );
}

function AttemptItem({ attempt, t }: { attempt: AttemptRow; t: ProgressStrings }) {
  const at = new Date(attempt.createdAt);
  return (
    <li
      className="rounded-lg border border-line p-3 text-sm"
      data-testid="attempt-row"
      data-correct={attempt.correct}
      data-counted={attempt.counted}
    >
      <p className="font-medium whitespace-pre-wrap">{attempt.prompt}</p>
      <p className="mt-1 break-words">{attempt.answer ? t.attempt.yourAnswer({ answer: attempt.answer }) : t.attempt.noAnswer}</p>
      {attempt.expected ? <p className="break-words text-fg-muted">{t.attempt.expected({ answer: attempt.expected })}</p> : null}
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className={`rounded-full border px-2 ${attempt.correct ? "border-success text-success" : "border-danger text-danger"}`}>
          {attempt.correct ? t.attempt.right : t.attempt.wrong}
        </span>
        {attempt.counted ? <span className="rounded-full border border-line px-2">{t.attempt.counted}</span> : null}
        {attempt.answerShown ? <span className="text-fg-muted">{t.attempt.shown}</span> : null}
        <time dateTime={attempt.createdAt} className="text-fg-muted">
          {t.attempt.when({ at })}
        </time>
        {attempt.timeTakenMs !== null ? (
          <span className="text-fg-muted">{t.attempt.took({ seconds: Math.round(attempt.timeTakenMs / 1000) })}</span>
        ) : null}
        <span className="text-fg-muted">{attempt.citation}</span>
      </p>
    </li>
  );
}
