import type { EditorStrings } from "./editor-messages";

/** The outline changed in another tab: this one shows the newer outline (Undo brings the learner's back), and says so until dismissed. */
export function ConflictNotice({ onDismiss, t }: { onDismiss: () => void; t: EditorStrings }) {
  return (
    <div
      role="status"
      className="mt-4 flex items-start justify-between gap-3 rounded-lg border border-warning/30 bg-warning/10 px-4 py-3 text-sm text-fg"
      data-testid="conflict-notice"
    >
      <span>{t.conflict}</span>
      <button
        type="button"
        onClick={onDismiss}
        className="shrink-0 text-sm font-medium text-fg-muted underline underline-offset-2 hover:text-fg"
      >
        {t.dismiss}
      </button>
    </div>
  );
}
