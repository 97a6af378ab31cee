"use client";

import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while `pending`. */
  pendingLabel?: string;
  pending?: boolean;
  /** A failure to show inside the dialog (it stays open so the learner can retry or cancel). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  confirmTestId?: string;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A small modal for destructive confirmations. Focus moves to Cancel (the safe
 * choice), Tab stays inside the dialog, Escape or a click outside cancels, and
 * focus returns to whatever opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open || typeof document === "undefined") return null;
  return createPortal(<DialogBody {...props} />, document.body);
}

function DialogBody({
  title,
  body,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending = false,
  error,
  onConfirm,
  onCancel,
  confirmTestId,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelButton.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!pending) onCancel();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 p-4 backdrop-blur-[2px] sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !pending) onCancel();
      }}
    >
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={handleKeyDown}
        className="card animate-rise w-full max-w-md p-6 shadow-soft"
        data-testid="confirm-dialog"
      >
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        <p id={bodyId} className="mt-2 text-sm leading-relaxed text-fg-muted">
          {body}
        </p>
        {error ? (
          <p role="alert" className="mt-3 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelButton} variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            onClick={onConfirm}
            disabled={pending}
            data-testid={confirmTestId}
            // `!` wins over the primary variant's accent colours: a destructive action is red.
            className="bg-danger! text-white! hover:bg-danger/90! disabled:hover:bg-danger!"
          >
            {pending ? <Spinner size="sm" label={pendingLabel ?? confirmLabel} /> : null}
            {pending && pendingLabel ? <span aria-hidden="true">{pendingLabel}</span> : confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
