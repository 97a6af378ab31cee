"use client";

import type { SaveStatus } from "../hooks/use-outline-editor";
import type { EditorStrings } from "./editor-messages";
import { UndoIcon } from "./icons";
import { SaveStatusIndicator } from "./save-status";

interface OutlineToolbarProps {
  saveStatus: SaveStatus;
  onRetrySave: () => void;
  canUndo: boolean;
  onUndo: () => void;
  busy: boolean;
  t: EditorStrings;
}

/** Sticky bar under the header: save state on the left, Undo on the right. */
export function OutlineToolbar({ saveStatus, onRetrySave, canUndo, onUndo, busy, t }: OutlineToolbarProps) {
  return (
    <div className="sticky top-(--header-height) z-30 -mx-4 border-b border-line/70 bg-canvas/85 px-4 backdrop-blur-md sm:-mx-6 sm:px-6">
      <div className="flex h-12 items-center justify-between gap-3">
        <SaveStatusIndicator status={saveStatus} onRetry={onRetrySave} t={t} />
        <div className="flex shrink-0 items-center gap-3">
          <span className="hidden text-xs text-fg-subtle md:inline">{t.keyboardHint}</span>
          <button
            type="button"
            onClick={onUndo}
            disabled={!canUndo || busy}
            title={t.undoTitle}
            aria-keyshortcuts="Control+Z Meta+Z"
            data-testid="undo"
            className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-fg shadow-sm transition-colors hover:border-line-strong hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-surface"
          >
            <UndoIcon />
            {t.undo}
          </button>
        </div>
      </div>
    </div>
  );
}
