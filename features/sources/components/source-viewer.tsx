"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import type { SourceDetailResponse } from "../contract";
import { SourcesApiError, sourcesClient } from "../api/sources-client";
import { describeError } from "./source-errors";
import { StatusChip } from "./source-row";
import { sourcesMessages } from "./sources-messages";
import { NumberedLines, clampRange } from "./source-lines";

type ViewerState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: SourcesApiError }
  | { status: "ready"; detail: SourceDetailResponse };

/** While the source is still being processed, look again this often. */
export const VIEWER_RETRY_MS = 2000;

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
  const [state, setState] = useState<{ key: string; view: ViewerState }>({ key: "", view: { status: "loading" } });
  const key = `${courseId}/${sourceId}`;
  const view: ViewerState = state.key === key ? state.view : { status: "loading" };

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const detail = await sourcesClient.get(courseId, sourceId, controller.signal);
        setState({ key, view: { status: "ready", detail } });
        const settled = detail.source.status === "ready" || detail.source.status === "failed";
        if (!settled) timer = setTimeout(() => void load(), VIEWER_RETRY_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        const apiError = error instanceof SourcesApiError ? error : new SourcesApiError("network", 0, "");
        setState({ key, view: apiError.notFound ? { status: "not-found" } : { status: "error", error: apiError } });
      }
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [courseId, sourceId, key]);

  const detail = view.status === "ready" ? view.detail : null;
  const lines = useMemo(() => (detail ? detail.text.split(/\r\n|\r|\n/) : []), [detail]);
  const range = highlight && lines.length ? clampRange(highlight, lines.length) : null;
  const highlightRef = useRef<HTMLDivElement>(null);
  const rangeStart = range?.start;
  const rangeEnd = range?.end;
  useEffect(() => {
    if (rangeStart === undefined) return;
    const marked = highlightRef.current;
    if (!marked) return;
    marked.scrollIntoView?.({ block: "center" });
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
