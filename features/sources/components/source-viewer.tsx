"use client";

import { useEffect, useMemo, useRef } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import type { SourceDetailResponse } from "../contract";
import { useQuery } from "@tanstack/react-query";
import type { ApiError } from "@/lib/api/api-error";
import { readState } from "@/lib/api/read-state";
import { getSourceQueryOptions } from "../api/get-source";
import { describeError } from "./source-errors";
import { StatusChip } from "./source-row";
import { sourcesMessages } from "./sources-messages";
import { NumberedLines, clampRange } from "./source-lines";
import { revealInScroller } from "@/lib/dom/reveal-in-scroller";

type ViewerState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: ApiError }
  | { status: "ready"; detail: SourceDetailResponse };

/**
 * One source's extracted text: line numbers, page markers for PDFs, and the
 * `highlight` range (1-based lines, inclusive) marked, scrolled into view,
 * focused and announced. A source still being ingested is re-fetched until it
 * is ready (or failed).
 */
export function SourceViewer({
  courseId,
  sourceId,
  highlight,
}: {
  courseId: string;
  sourceId: string;
  highlight?: { start: number; end: number };
}) {
  const t = useMessages(sourcesMessages);
  const query = useQuery(getSourceQueryOptions(courseId, sourceId));
  const read = readState(query);
  const view: ViewerState = read.status === "ready" ? { status: "ready", detail: read.data } : read;

  const detail = view.status === "ready" ? view.detail : null;
  const sourceText = query.data?.text;
  const lines = useMemo(() => (sourceText === undefined ? [] : sourceText.split(/\r\n|\r|\n/)), [sourceText]);
  const range = highlight && lines.length ? clampRange(highlight, lines.length) : null;
  const highlightRef = useRef<HTMLDivElement>(null);
  const rangeStart = range?.start;
  const rangeEnd = range?.end;
  useEffect(() => {
    if (rangeStart === undefined) return;
    const marked = highlightRef.current;
    if (!marked) return;
    // Only the text scrolls (scrollIntoView would move the page and the panes around it too).
    const scroller = marked.closest<HTMLElement>('[data-testid="source-text"]');
    const rows = scroller?.querySelectorAll('[data-highlighted="true"]');
    const last = rows?.[rows.length - 1] ?? marked;
    if (scroller) revealInScroller(scroller, { top: marked.getBoundingClientRect().top, bottom: last.getBoundingClientRect().bottom });
    marked.focus({ preventScroll: true });
  }, [rangeStart, rangeEnd, detail]);

  if (view.status === "loading")
    return (
      <p className="p-4 text-sm text-fg-muted" role="status" data-testid="source-viewer-loading">
        {t.viewer.loading}
      </p>
    );
  if (view.status === "not-found")
    return (
      <p className="p-4 text-sm text-fg-muted" role="alert" data-testid="source-viewer-not-found">
        {t.viewer.notFound}
      </p>
    );
  if (view.status === "error")
    return (
      <p className="p-4 text-sm text-danger" role="alert" data-testid="source-viewer-error">
        {t.viewer.failed({ message: describeError(view.error, t) })}
      </p>
    );

  const { source, pages } = view.detail;
  const settled = source.status === "ready" || source.status === "failed";
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="source-viewer" data-source-id={source.id}>
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-1.5 text-xs text-fg-muted">
        <StatusChip status={source.status} t={t} />
        <span>{t.viewer.lines({ count: lines.length })}</span>
        {source.pageCount ? <span>{t.viewer.pages({ count: source.pageCount })}</span> : null}
        {source.fileName ? <span className="truncate">{source.fileName}</span> : null}
        <span className="sr-only" role="status" aria-live="polite">
          {range ? t.viewer.highlighted({ start: range.start, end: range.end }) : ""}
        </span>
      </div>
      {source.status === "failed" ? (
        <p className="p-4 text-sm text-danger" role="alert">
          {t.viewer.failedSource({ reason: source.error ?? t.failedUnknown })}
        </p>
      ) : !settled && !view.detail.text ? (
        <p className="p-4 text-sm text-fg-muted" role="status">
          {t.viewer.notReady({ status: t.status[source.status] })}
        </p>
      ) : view.detail.text.trim() === "" ? (
        <p className="p-4 text-sm text-fg-muted">{t.viewer.empty}</p>
      ) : (
        <NumberedLines
          lines={lines}
          pages={pages}
          range={range}
          highlightRef={highlightRef}
          label={t.viewer.textLabel({ title: source.title })}
          pageLabel={(page) => t.viewer.page({ page })}
          highlightLabel={range ? t.viewer.highlighted({ start: range.start, end: range.end }) : ""}
        />
      )}
    </div>
  );
}
