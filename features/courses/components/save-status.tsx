"use client";

import type { SaveStatus } from "../hooks/use-outline-editor";
import type { EditorStrings } from "./editor-messages";
import { AlertIcon, CheckIcon } from "./icons";

/** "Saving… / Saved / Couldn't save — Retry", announced politely as it changes. */
export function SaveStatusIndicator({ status, onRetry, t }: { status: SaveStatus; onRetry: () => void; t: EditorStrings }) {
  return (
    <div data-testid="save-status" data-status={status} className="flex min-w-0 items-center gap-2 text-sm" aria-live="polite">
      {status === "saving" ? (
        <span className="inline-flex items-center gap-1.5 text-fg-muted">
          <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent" />
          {t.save.saving}
        </span>
      ) : status === "saved" ? (
        <span className="inline-flex items-center gap-1.5 text-success">
          <CheckIcon />
          {t.save.saved}
        </span>
      ) : status === "pending" ? (
        <span className="inline-flex items-center gap-1.5 text-fg-subtle">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-warning" />
          {t.save.pending}
        </span>
      ) : status === "invalid" ? (
        <span className="inline-flex min-w-0 items-center gap-1.5 text-warning">
          <AlertIcon />
          <span className="truncate">{t.save.invalid}</span>
        </span>
      ) : (
        <span className="inline-flex items-center gap-2 text-danger">
          <AlertIcon />
          {t.save.error}
          <button
            type="button"
            onClick={onRetry}
            data-testid="save-retry"
            className="rounded-md px-1.5 py-0.5 font-medium underline underline-offset-2 hover:bg-danger-soft"
          >
            {t.save.retry}
          </button>
        </span>
      )}
    </div>
  );
}
