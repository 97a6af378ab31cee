"use client";

import type { ReactNode, RefObject } from "react";

/** Lines per block; past CHUNKED_FROM lines, blocks off screen skip layout (content-visibility) so a long book stays quick. */
const BLOCK = 200;
const CHUNKED_FROM = 2000;

/** A requested range within 1..lineCount, start ≤ end; null when it lies wholly outside the text. */
export function clampRange(range: { start: number; end: number }, lineCount: number): { start: number; end: number } | null {
  if (!Number.isFinite(range.start) || !Number.isFinite(range.end)) return null;
  const start = Math.max(1, Math.floor(Math.min(range.start, range.end)));
  const end = Math.min(lineCount, Math.floor(Math.max(range.start, range.end)));
  return start > lineCount || end < 1 ? null : { start, end };
}

/**
 * The text as numbered lines, a marker where each PDF page starts, and the
 * highlighted range marked; its first line takes `highlightRef` (focusable,
 * labelled) so the viewer can scroll to it and move focus there.
 */
export function NumberedLines({
  lines,
  pages,
  range,
  highlightRef,
  label,
  pageLabel,
  highlightLabel,
}: {
  lines: string[];
  pages: Array<{ page: number; startLine: number }>;
  range: { start: number; end: number } | null;
  highlightRef: RefObject<HTMLDivElement | null>;
  label: string;
  pageLabel: (page: number) => string;
  highlightLabel: string;
}) {
  const pageAt = new Map(pages.map((page) => [page.startLine, page.page]));
  const digits = String(lines.length).length;
  const row = (text: string, index: number): ReactNode => {
    const number = index + 1;
    const marked = range !== null && number >= range.start && number <= range.end;
    const first = marked && number === range.start;
    const page = pageAt.get(number);
    return (
      <div key={number}>
        {page !== undefined ? (
          <div
            className="my-1 border-t border-dashed border-line pt-1 pl-2 text-[11px] font-medium text-fg-muted"
            data-testid="page-marker"
          >
            {pageLabel(page)}
          </div>
        ) : null}
        <div
          className={`flex gap-3 ${marked ? "bg-accent-soft" : ""}`}
          data-line={number}
          data-highlighted={marked ? "true" : undefined}
          ref={first ? highlightRef : undefined}
          tabIndex={first ? -1 : undefined}
          aria-label={first ? highlightLabel : undefined}
          role={first ? "group" : undefined}
        >
          <span aria-hidden="true" className="shrink-0 text-right text-fg-muted select-none" style={{ width: `${digits + 1}ch` }}>
            {number}
          </span>
          <span className="min-w-0 flex-1 break-words whitespace-pre-wrap">{text || "\u00a0"}</span>
        </div>
      </div>
    );
  };

  const body =
    lines.length < CHUNKED_FROM
      ? lines.map(row)
      : Array.from({ length: Math.ceil(lines.length / BLOCK) }, (_, block) => {
          const from = block * BLOCK;
          const holdsHighlight = range !== null && range.start <= from + BLOCK && range.end > from;
          return (
            <div
              key={block}
              style={holdsHighlight ? undefined : { contentVisibility: "auto", containIntrinsicSize: `auto ${BLOCK * 20}px` }}
            >
              {lines.slice(from, from + BLOCK).map((text, offset) => row(text, from + offset))}
            </div>
          );
        });

  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-auto px-2 py-2 font-mono text-[13px] leading-5"
      data-testid="source-text"
    >
      {body}
    </div>
  );
}
