"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { selectionLines, type SelectedLines } from "@/lib/markdown/selection-lines";

/**
 * Wraps rendered markdown (rendered with `sourceLineOffset`): when the learner
 * selects text in it, a floating "Ask the tutor" button appears by the
 * selection; it hands back the source lines the selection covers.
 */
export interface SelectionAction {
  label: string;
  testId: string;
  onPick: (lines: SelectedLines) => void;
}

export function SelectionAsk({
  children,
  label,
  onAsk,
  describe,
  more = [],
}: {
  children: ReactNode;
  label: string;
  onAsk: (lines: SelectedLines) => void;
  /** The chip text shown on the button, e.g. `chapters/01-01-x.md:3-5`. */
  describe: (lines: SelectedLines) => string;
  /** Other things to do with the selection (another feature's, composed by app/), shown beside "Ask". */
  more?: readonly SelectionAction[];
}) {
  const root = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<{ lines: SelectedLines; top: number; left: number } | null>(null);

  useEffect(() => {
    const update = () => {
      const selection = document.getSelection();
      const host = root.current;
      if (!host || !selection || selection.rangeCount === 0 || selection.isCollapsed) return setPicked(null);
      const range = selection.getRangeAt(0);
      const lines = selectionLines(range, host);
      if (!lines) return setPicked(null);
      const box = range.getBoundingClientRect();
      const frame = host.getBoundingClientRect();
      setPicked({ lines, top: box.top - frame.top + host.scrollTop - 36, left: Math.max(0, box.left - frame.left) });
    };
    document.addEventListener("selectionchange", update);
    return () => document.removeEventListener("selectionchange", update);
  }, []);

  return (
    <div ref={root} className="relative">
      {children}
      {picked ? (
        <div style={{ top: Math.max(0, picked.top), left: picked.left }} className="absolute z-10 flex flex-wrap gap-1">
          <button
            type="button"
            data-testid="ask-tutor-selection"
            // Keep the selection: a mousedown on the button would clear it before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onAsk(picked.lines);
              setPicked(null);
            }}
            className="rounded-full bg-accent px-3 py-1 text-xs font-medium whitespace-nowrap text-accent-fg shadow-soft"
          >
            {label} · {describe(picked.lines)}
          </button>
          {more.map((action) => (
            <button
              key={action.testId}
              type="button"
              data-testid={action.testId}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                action.onPick(picked.lines);
                setPicked(null);
              }}
              className="rounded-full border border-accent bg-surface px-3 py-1 text-xs font-medium whitespace-nowrap text-accent-ink shadow-soft"
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
