"use client";

import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";

/**
 * A modal form for the Sources section on the shared ModalDialog (native
 * <dialog>: focus trap, Escape, focus back to the opener). Mount it while it is
 * open. Submitting runs `onSubmit`; while it runs the buttons are disabled and
 * Escape does nothing (closing would hide a request still in flight); an error
 * it reports is shown inside the dialog (role=alert) with the learner's input intact.
 */
export function SourceDialog({
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <ModalDialog title={title} description={description} onClose={() => !busy && onClose()} testId={testId}>
      <form onSubmit={submit} className="flex flex-col gap-3">
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
    </ModalDialog>
  );
}
