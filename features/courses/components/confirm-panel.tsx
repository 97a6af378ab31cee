"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ApiError } from "@/lib/api/api-error";
import type { EditorOutline } from "../lib/outline-operations";
import type { CourseStrings } from "./course-messages";
import type { EditorStrings } from "./editor-messages";
import { describeError, formatDuration } from "./format";

interface ConfirmPanelProps {
  outline: EditorOutline;
  onConfirm: () => void;
  confirming: boolean;
  blocked: boolean;
  invalid: boolean;
  error: ApiError | null;
  t: EditorStrings;
  tc: CourseStrings;
}

/** The one primary action of the page. Disabled while pending: a double click never confirms twice. */
export function ConfirmPanel({ outline, onConfirm, confirming, blocked, invalid, error, t, tc }: ConfirmPanelProps) {
  const chapters = outline.modules.reduce((count, module) => count + module.chapters.length, 0);
  const errorText = error ? (error.code === "unsaved" ? t.confirm.unsaved : `${t.confirm.failed} ${describeError(error, tc)}`) : null;
  return (
    <section className="card p-4">
      <h2 className="text-sm font-semibold text-fg">{t.confirm.title}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-surface-2 px-3 py-2">
          <dt className="text-xs text-fg-subtle">{t.summary.total}</dt>
          <dd className="font-semibold text-fg tabular-nums" data-testid="confirm-total-time">
            {formatDuration(outline.estimatedMinutes, tc)}
          </dd>
        </div>
        <div className="rounded-lg bg-surface-2 px-3 py-2">
          <dt className="text-xs text-fg-subtle">{tc.modules({ count: outline.modules.length })}</dt>
          <dd className="font-semibold text-fg tabular-nums">{tc.chapters({ count: chapters })}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-fg-muted">{t.confirm.body({ count: chapters })}</p>
      <Button
        size="lg"
        className="mt-3 w-full"
        onClick={onConfirm}
        disabled={confirming || blocked || invalid}
        aria-busy={confirming || undefined}
        data-testid="confirm-course"
      >
        {confirming ? (
          <>
            <Spinner size="sm" label={t.confirm.pending} />
            <span aria-hidden="true">{t.confirm.pending}</span>
          </>
        ) : (
          t.confirm.button
        )}
      </Button>
      {invalid ? <p className="mt-2 text-xs text-warning">{t.confirm.unsaved}</p> : null}
      {errorText ? (
        <p role="alert" className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-xs text-danger" data-testid="confirm-error">
          {errorText}
        </p>
      ) : null}
    </section>
  );
}
