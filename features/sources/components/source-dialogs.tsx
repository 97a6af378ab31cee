"use client";

import { useId, useState } from "react";
import { SOURCE_LIMITS, type SourceSummary } from "../contract";
import { toApiError } from "@/lib/api/api-error";
import { SourceDialog } from "./source-dialog";
import type { SourcesStrings } from "./sources-messages";
import { describeError } from "./source-errors";

/** Which dialog the Sources section has open. */
export type SourcesDialogState =
  { kind: "paste" } | { kind: "rename"; source: SourceSummary } | { kind: "remove"; source: SourceSummary } | null;

const field = "w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm focus:border-accent focus:outline-none";

/** Runs an action for a dialog: busy while it runs, its error shown, closes on success. */
function useDialogAction(t: SourcesStrings, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onDone();
    } catch (caught) {
      setError(t.actionFailed({ reason: describeError(toApiError(caught), t) }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function PasteDialog({
  t,
  onPaste,
  onClose,
}: {
  t: SourcesStrings;
  onPaste: (title: string, text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const titleId = useId();
  const textId = useId();
  const { busy, error, run } = useDialogAction(t, onClose);
  return (
    <SourceDialog
      title={t.pasteTitle}
      description={t.pasteHint({ max: SOURCE_LIMITS.pasteChars })}
      submitLabel={busy ? t.working : t.pasteAdd}
      cancelLabel={t.cancel}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        if (!text.trim()) return;
        void run(() => onPaste(title.trim() || t.pasteDefaultTitle, text));
      }}
      testId="paste-dialog"
    >
      <label htmlFor={titleId} className="text-sm font-medium">
        {t.titleLabel}
      </label>
      <input
        id={titleId}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={SOURCE_LIMITS.titleLength}
        placeholder={t.pasteDefaultTitle}
        className={field}
        data-testid="paste-title"
      />
      <label htmlFor={textId} className="text-sm font-medium">
        {t.textLabel}
      </label>
      <textarea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={SOURCE_LIMITS.pasteChars}
        required
        rows={10}
        className={`${field} min-h-40 font-mono`}
        data-testid="paste-text"
      />
    </SourceDialog>
  );
}

export function RenameDialog({
  t,
  source,
  onRename,
  onClose,
}: {
  t: SourcesStrings;
  source: SourceSummary;
  onRename: (title: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(source.title);
  const inputId = useId();
  const { busy, error, run } = useDialogAction(t, onClose);
  return (
    <SourceDialog
      title={t.renameTitle}
      submitLabel={busy ? t.working : t.save}
      cancelLabel={t.cancel}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        const next = title.trim();
        if (!next) return;
        if (next === source.title) return onClose();
        void run(() => onRename(next));
      }}
      testId="rename-dialog"
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {t.titleLabel}
      </label>
      <input
        id={inputId}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onFocus={(event) => event.target.select()}
        maxLength={SOURCE_LIMITS.titleLength}
        required
        className={field}
        data-testid="rename-input"
      />
    </SourceDialog>
  );
}

export function RemoveDialog({
  t,
  source,
  onRemove,
  onClose,
}: {
  t: SourcesStrings;
  source: SourceSummary;
  onRemove: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { busy, error, run } = useDialogAction(t, onClose);
  return (
    <SourceDialog
      danger
      title={t.removeTitle({ title: source.title })}
      description={t.removeBody}
      submitLabel={busy ? t.working : t.remove}
      cancelLabel={t.cancel}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => void run(onRemove)}
      testId="remove-dialog"
    />
  );
}
