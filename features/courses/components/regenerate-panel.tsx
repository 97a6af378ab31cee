"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextareaAutosize } from "@/components/ui/textarea-autosize";
import type { ApiError } from "@/lib/api/api-error";
import type { CourseStrings } from "./course-messages";
import type { EditorStrings } from "./editor-messages";
import { describeError } from "./format";
import { SparkIcon } from "./icons";

const INSTRUCTION_MAX = 1000;

interface RegeneratePanelProps {
  onSubmit: (instruction: string) => Promise<boolean>;
  regenerating: boolean;
  /** Another long action (confirm) is running, or the outline can't be saved as it is. */
  blocked: boolean;
  invalid: boolean;
  error: ApiError | null;
  t: EditorStrings;
  tc: CourseStrings;
}

/** "Ask for changes in words": presets or free text, sent to the curriculum designer. */
export function RegeneratePanel({ onSubmit, regenerating, blocked, invalid, error, t, tc }: RegeneratePanelProps) {
  const [instruction, setInstruction] = useState("");
  const [done, setDone] = useState(false);
  const inputId = useId();
  const trimmed = instruction.trim();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || regenerating || blocked || invalid) return;
    setDone(false);
    if (await onSubmit(trimmed.slice(0, INSTRUCTION_MAX))) {
      setInstruction("");
      setDone(true);
    }
  }

  const errorText =
    error && error.status !== 409
      ? error.code === "unsaved"
        ? t.regenerate.unsaved
        : `${t.regenerate.failed} ${describeError(error, tc)}`
      : null;

  return (
    <section className="card p-4" aria-labelledby={`${inputId}-title`} aria-busy={regenerating || undefined}>
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-sm font-semibold text-fg">
        <span className="text-accent-ink">
          <SparkIcon />
        </span>
        {t.regenerate.title}
      </h2>
      <p className="mt-1 text-xs leading-relaxed text-fg-muted">{t.regenerate.hint}</p>

      <form onSubmit={handleSubmit} className="mt-3 space-y-2">
        <div role="group" aria-label={t.regenerate.presetsLabel} className="flex flex-wrap gap-1.5">
          {t.regenerate.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              disabled={regenerating}
              aria-pressed={instruction === preset}
              data-testid="regenerate-preset"
              onClick={() => {
                setInstruction(preset);
                setDone(false);
              }}
              className="rounded-full border border-line bg-surface px-2.5 py-1 text-xs text-fg-muted transition-colors hover:border-accent/40 hover:text-accent-ink disabled:opacity-50 aria-pressed:border-accent/50 aria-pressed:bg-accent-soft aria-pressed:text-accent-ink"
            >
              {preset}
            </button>
          ))}
        </div>
        <label htmlFor={inputId} className="sr-only">
          {t.regenerate.label}
        </label>
        <TextareaAutosize
          id={inputId}
          data-testid="regenerate-input"
          // Ctrl+Z here undoes typing in this box, not the outline.
          data-native-undo
          rows={2}
          maxLength={INSTRUCTION_MAX}
          value={instruction}
          disabled={regenerating}
          onChange={(event) => {
            setInstruction(event.target.value);
            setDone(false);
          }}
          placeholder={t.regenerate.placeholder}
          className="block max-h-40 min-h-16 w-full resize-none rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-subtle focus:border-accent/60 focus:ring-4 focus:ring-accent/10 focus-visible:outline-none disabled:opacity-60"
        />
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          disabled={!trimmed || regenerating || blocked || invalid}
          data-testid="regenerate-submit"
        >
          {regenerating ? <Spinner size="sm" label={t.regenerate.busyTitle} /> : null}
          {t.regenerate.submit}
        </Button>
      </form>

      {regenerating ? <RegenerateProgress t={t} /> : null}
      {invalid && trimmed && !regenerating ? <p className="mt-2 text-xs text-warning">{t.regenerate.unsaved}</p> : null}
      {errorText ? (
        <p role="alert" className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-xs text-danger" data-testid="regenerate-error">
          {errorText}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mt-2 text-xs text-success">
          {t.regenerate.done}
        </p>
      ) : null}
    </section>
  );
}

/** A long wait needs a sign of life: a step line that changes and the seconds so far. */
function RegenerateProgress({ t }: { t: EditorStrings }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  const steps = t.regenerate.busySteps;
  const step = steps[Math.min(Math.floor(seconds / 3), steps.length - 1)] ?? "";
  return (
    <div className="mt-3 rounded-lg bg-accent-soft px-3 py-2 text-xs text-accent-ink" data-testid="regenerate-progress">
      <p className="font-medium">{t.regenerate.busyTitle}</p>
      <p className="mt-0.5 flex justify-between gap-2">
        <span aria-live="polite">{step}</span>
        <span className="tabular-nums opacity-70">{t.regenerate.elapsed({ seconds })}</span>
      </p>
    </div>
  );
}
