"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { LazyMarkdown as Markdown } from "@/components/lazy-markdown";
import { SelectionAsk } from "@/components/selection-ask";
import { revealInScroller } from "@/lib/dom/reveal-in-scroller";
import type { OpenFile, SaveState } from "../hooks/use-file-autosave";
import { useIsPhone } from "../hooks/use-workspace";
import type { LineSelection } from "./code-editor";
import { EditorUnavailable } from "./editor-unavailable";
import type { WorkspaceExtensions } from "./workspace-extensions";
import type { WorkspaceStrings } from "./workspace-messages";

// CodeMirror touches the DOM on import: load it in the browser only. Its code arrives after the page: when it
// cannot (the connection dropped), the editor says so in place; the rejection would otherwise take the page down.
const CodeEditor = dynamic(() => import("./code-editor").catch(() => ({ default: EditorUnavailable })), {
  ssr: false,
  loading: () => <div className="p-3 text-sm text-fg-muted">…</div>,
});

type Mode = "source" | "split" | "preview";

export function EditorPane({
  file,
  save,
  documentKey,
  onEdit,
  onSaveNow,
  onResolve,
  onAsk,
  reveal,
  courseId,
  SelectionTools,
  t,
}: {
  file: OpenFile | null;
  save: SaveState;
  documentKey: string;
  onEdit: (draft: string) => void;
  onSaveNow: () => void;
  onResolve: (choice: "theirs" | "mine") => void;
  onAsk: (reference: { path: string; start: number; end: number }) => void;
  /** Lines to select and scroll to in the source view (a citation opened in this file). */
  reveal?: { start: number; end: number; key: number } | null;
  courseId: string;
  /** Another feature's tools for the selected lines (composed by app/), beside "Ask the tutor". */
  SelectionTools?: WorkspaceExtensions["SelectionTools"];
  t: WorkspaceStrings;
}) {
  const [chosen, setMode] = useState<Mode>("split");
  // Side by side on a phone would be two columns of a few words each: there it is the source or the preview.
  const phone = useIsPhone();
  const modes: readonly Mode[] = phone ? ["source", "preview"] : ["source", "split", "preview"];
  const mode: Mode = phone && chosen === "split" ? "source" : chosen;
  const [selection, setSelection] = useState<LineSelection | null>(null);
  const preview = useRef<HTMLDivElement>(null);
  const revealKey = reveal?.key;
  const revealStart = reveal?.start;
  const revealEnd = reveal?.end;
  useEffect(() => {
    // The preview follows a revealed range too: the rendered blocks carry the source lines they came from.
    const scroller = preview.current;
    if (!scroller || revealStart === undefined || revealEnd === undefined) return;
    const reveal = () => {
      const blocks = [...scroller.querySelectorAll<HTMLElement>("[data-line-start]")].filter(
        (block) => Number(block.dataset.lineEnd ?? block.dataset.lineStart) >= revealStart && Number(block.dataset.lineStart) <= revealEnd,
      );
      if (blocks.length === 0) return false;
      const top = Math.min(...blocks.map((block) => block.getBoundingClientRect().top));
      const bottom = Math.max(...blocks.map((block) => block.getBoundingClientRect().bottom));
      revealInScroller(scroller, { top, bottom });
      return true;
    };
    if (reveal()) return;
    // The renderer loads after the file opens: reveal once its blocks are there.
    const rendered = new MutationObserver(() => reveal() && rendered.disconnect());
    rendered.observe(scroller, { childList: true, subtree: true });
    return () => rendered.disconnect();
  }, [revealKey, revealStart, revealEnd, mode]);
  if (!file) return <p className="p-6 text-sm text-fg-muted">{t.noFile}</p>;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-1.5 text-sm">
        <span className="min-w-0 truncate font-mono text-xs" data-testid="open-path">
          {file.path}
        </span>
        {file.readOnly ? <span className="rounded bg-surface-2 px-1.5 text-xs text-fg-muted">{t.readOnly}</span> : null}
        <span className="ml-auto text-xs" data-testid="save-state" data-state={save.kind} aria-live="polite">
          {save.kind === "saving"
            ? t.saving
            : save.kind === "saved"
              ? t.saved
              : save.kind === "unsaved"
                ? t.unsaved
                : save.kind === "error"
                  ? t.saveFailed({ message: save.message })
                  : null}
        </span>
        <div role="group" className="flex overflow-hidden rounded border border-line text-xs">
          {modes.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={`px-2 py-0.5 ${mode === option ? "bg-accent-soft font-medium" : ""}`}
            >
              {option === "source" ? t.source : option === "split" ? t.split : t.preview}
            </button>
          ))}
        </div>
      </div>
      {save.kind === "conflict" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 border-b border-line bg-danger-soft px-3 py-2 text-sm"
          data-testid="save-conflict"
        >
          <span>{t.conflict({ path: file.path, version: save.version })}</span>
          <button type="button" className="underline" onClick={() => onResolve("mine")}>
            {t.keepMine}
          </button>
          <button type="button" className="underline" onClick={() => onResolve("theirs")}>
            {t.takeTheirs}
          </button>
        </div>
      ) : null}
      <div className={`grid min-h-0 flex-1 ${mode === "split" ? "grid-cols-2" : "grid-cols-1"}`}>
        {mode !== "preview" ? (
          <div className="min-h-0 overflow-hidden border-r border-line">
            <CodeEditor
              value={file.draft}
              readOnly={file.readOnly}
              documentKey={documentKey}
              onChange={onEdit}
              onSave={onSaveNow}
              onSelection={setSelection}
              label={file.path}
              reveal={reveal}
            />
          </div>
        ) : null}
        {mode !== "source" ? (
          // A scrolling region keyboard users can reach and scroll (tabIndex), named for screen readers.
          <div ref={preview} className="min-h-0 overflow-auto p-4" data-testid="preview" tabIndex={0} role="region" aria-label={t.preview}>
            <SelectionAsk
              label={t.askTutor}
              describe={(lines) => `${file.path}:${lines.start}-${lines.end}`}
              onAsk={(lines) => onAsk({ path: file.path, ...lines })}
            >
              <Markdown sourceLineOffset={0} demoteH1>
                {file.draft}
              </Markdown>
            </SelectionAsk>
          </div>
        ) : null}
      </div>
      {selection && mode !== "preview" ? (
        // Under the text, not over it: the selected lines stay readable, and on a phone it sits by the thumb.
        <div className="flex flex-wrap items-center justify-center gap-2 border-t border-line px-3 py-1.5">
          <button
            type="button"
            data-testid="ask-tutor"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onAsk({ path: file.path, start: selection.start, end: selection.end })}
            className="max-w-full rounded-full bg-accent px-3 py-1 text-xs font-medium [overflow-wrap:anywhere] text-accent-fg shadow-soft"
          >
            {t.askTutor} · {file.path}:{selection.start}-{selection.end}
          </button>
          {SelectionTools ? (
            <SelectionTools courseId={courseId} selection={{ path: file.path, start: selection.start, end: selection.end }} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
