"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import type { WorkspaceView } from "./workspace-extensions";

/**
 * The editor area: the editor itself, or a view another feature showed (with
 * its title and a close button; Escape inside it closes it). The editor stays
 * mounted while a view covers it, so an unsaved draft and its cursor survive.
 */
export function EditorArea({
  view,
  onClose,
  closeLabel,
  children,
}: {
  view: WorkspaceView | null;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const pane = useRef<HTMLElement>(null);
  const key = view?.key;
  useEffect(() => {
    // A new view takes focus unless it moved focus inside itself already (e.g. to highlighted lines).
    if (key && pane.current && !pane.current.contains(document.activeElement)) pane.current.focus({ preventScroll: true });
  }, [key]);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className={view ? "hidden" : "flex h-full min-h-0 flex-col"}>{children}</div>
      {view ? (
        <section
          ref={pane}
          tabIndex={-1}
          aria-labelledby={titleId}
          className="flex h-full min-h-0 flex-col outline-none"
          data-testid="workspace-view"
          data-view-key={view.key}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !event.defaultPrevented) {
              event.preventDefault();
              onClose();
            }
          }}
        >
          <div className="flex items-center gap-2 border-b border-line px-3 py-2">
            <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold" data-testid="workspace-view-title">
              {view.title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded px-2 py-0.5 text-sm text-fg-muted hover:bg-surface-2 hover:text-fg"
              aria-label={`${closeLabel}: ${view.title}`}
              data-testid="workspace-view-close"
            >
              ×
            </button>
          </div>
          <div className="min-h-0 flex-1" key={view.key}>
            {view.node}
          </div>
        </section>
      ) : null}
    </div>
  );
}
