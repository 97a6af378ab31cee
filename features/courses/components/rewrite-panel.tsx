"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextareaAutosize } from "@/components/ui/textarea-autosize";
import type { ApiError } from "@/lib/api/api-error";
import type { CourseStrings } from "./course-messages";
import type { CourseViewStrings } from "./course-view-messages";
import { describeError } from "./format";
import { RefreshIcon } from "./icons";

const REASON_MAX = 500;

interface RewritePanelProps {
  onSubmit: (reason: string) => Promise<ApiError | null>;
  t: CourseViewStrings;
  tc: CourseStrings;
}

/** "Regenerate this chapter": a reason (preset or own words), then the chapter goes back in the queue. */
export function RewritePanel({ onSubmit, t, tc }: RewritePanelProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const trimmed = reason.trim();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || pending) return;
    setPending(true);
    setError(null);
    const failure = await onSubmit(trimmed.slice(0, REASON_MAX));
    // On success the page navigates away; only a failure needs handling here.
    if (failure) {
      setPending(false);
      setError(`${t.rewrite.failed} ${describeError(failure, tc)}`);
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="rewrite-chapter" aria-expanded={false} aria-controls={id}>
        <RefreshIcon />
        {t.rewrite.open}
      </Button>
    );
  }

  return (
    <form id={id} onSubmit={handleSubmit} className="card animate-rise w-full p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-semibold text-fg">
        {t.rewrite.title}
      </h2>
      <div role="group" aria-label={t.rewrite.presetsLabel} className="mt-3 flex flex-wrap gap-1.5">
        {t.rewrite.presets.map((preset) => (
          <button
            key={preset.label}
            type="button"
            aria-pressed={reason === preset.reason}
            onClick={() => setReason(preset.reason)}
            disabled={pending}
            data-testid="rewrite-preset"
            className="rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-fg-muted transition-colors hover:border-accent/40 hover:text-accent-ink disabled:opacity-50 aria-pressed:border-accent/50 aria-pressed:bg-accent-soft aria-pressed:text-accent-ink"
          >
            {preset.label}
          </button>
        ))}
      </div>
      <label htmlFor={`${id}-reason`} className="sr-only">
        {t.rewrite.label}
      </label>
      <TextareaAutosize
        id={`${id}-reason`}
        data-testid="rewrite-reason"
        autoFocus
        rows={2}
        maxLength={REASON_MAX}
        value={reason}
        disabled={pending}
        onChange={(event) => setReason(event.target.value)}
        placeholder={t.rewrite.placeholder}
        className="mt-3 block max-h-40 min-h-16 w-full resize-none rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-subtle focus:border-accent/60 focus:ring-4 focus:ring-accent/10 focus-visible:outline-none disabled:opacity-60"
      />
      {error ? (
        <p role="alert" className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-xs text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={pending}>
          {t.rewrite.cancel}
        </Button>
        <Button type="submit" disabled={!trimmed || pending} data-testid="rewrite-submit">
          {pending ? <Spinner size="sm" label={t.rewrite.pending} /> : null}
          {pending ? <span aria-hidden="true">{t.rewrite.pending}</span> : t.rewrite.submit}
        </Button>
      </div>
    </form>
  );
}
