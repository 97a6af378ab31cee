"use client";

import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * A modal form on the native <dialog>: the browser traps focus, closes on
 * Escape and returns focus to the button that opened it. Submitting runs
 * `onSubmit`; while it runs the buttons are disabled; an error it reports is
 * shown inside the dialog (role=alert) and the dialog stays open with the
 * learner's input intact.
 */
export function SourceDialog({
  open,
  title,
  description,
  submitLabel,
  cancelLabel,
  busy,
  error,
  danger,
  onSubmit,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  description?: string;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  error: string | null;
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // Closed properly when the dialog leaves the page too, so the browser gives focus back to the opener.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => open && onClose()}
      onCancel={(event) => {
        // Escape while saving would hide a request still in flight.
        if (busy) event.preventDefault();
      }}
      data-testid={testId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-black/40"
    >
      {open ? (
        <form onSubmit={submit} className="flex flex-col gap-3 p-4">
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm text-fg-muted">
              {description}
            </p>
          ) : null}
          {children}
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              size="sm"
              disabled={busy}
              className={danger ? "bg-danger-soft text-danger hover:bg-danger-soft" : undefined}
              data-testid={testId ? `${testId}-submit` : undefined}
            >
              {submitLabel}
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
