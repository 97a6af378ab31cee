"use client";

import type { SourceStatus, SourceSummary } from "../contract";
import type { PendingUpload } from "../hooks/use-sources";
import type { SourcesStrings } from "./sources-messages";

const STEP_STYLE: Record<SourceStatus, string> = {
  queued: "bg-surface-2 text-fg-muted",
  reading: "bg-accent-soft text-accent-ink",
  splitting: "bg-accent-soft text-accent-ink",
  indexing: "bg-accent-soft text-accent-ink",
  ready: "bg-surface-2 text-success",
  failed: "bg-danger-soft text-danger",
};

const chip = "shrink-0 rounded-full px-2 py-0.5 text-[11px] leading-4 font-medium";

/** The status as a chip: reading → splitting → indexing → ready, or failed. */
export function StatusChip({ status, t }: { status: SourceStatus; t: SourcesStrings }) {
  const working = status !== "ready" && status !== "failed";
  return (
    <span className={`${chip} ${STEP_STYLE[status]}`} data-testid="source-status" data-status={status}>
      {working ? (
        <span aria-hidden="true" className="mr-1 inline-block size-1.5 animate-pulse rounded-full bg-current align-middle" />
      ) : null}
      {t.status[status]}
    </span>
  );
}

/** A small type badge (PDF, MD, …); the full kind is read out instead. */
export function TypeIcon({ source, t }: { source: Pick<SourceSummary, "type" | "kind">; t: SourcesStrings }) {
  const type = source.type ?? (source.kind === "paste" ? "paste" : "txt");
  const short = type === "paste" ? "TXT" : type === "docx" ? "DOC" : type.toUpperCase();
  return (
    <>
      <span
        aria-hidden="true"
        className="w-9 shrink-0 rounded border border-line bg-surface-2 py-px text-center font-mono text-[10px] leading-4 text-fg-muted"
      >
        {short}
      </span>
      <span className="sr-only">{t.kind[type]}: </span>
    </>
  );
}

const action = "rounded px-1.5 py-0.5 text-xs hover:bg-surface-2 focus-visible:bg-surface-2";

/** One source: open (type, title, status), rename and remove; a failure's reason under the title. */
export function SourceRow({
  source,
  active,
  onOpen,
  onRename,
  onRemove,
  t,
}: {
  source: SourceSummary;
  active: boolean;
  onOpen: () => void;
  onRename: () => void;
  onRemove: () => void;
  t: SourcesStrings;
}) {
  return (
    <li className="group px-1" data-testid="source-item" data-source-id={source.id} data-status={source.status}>
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={onOpen}
          aria-current={active ? "true" : undefined}
          className={`flex min-w-0 flex-1 items-center gap-2 rounded px-1 py-1 text-left text-sm hover:bg-surface-2 ${active ? "bg-accent-soft font-medium" : ""}`}
          data-testid="source-open"
          title={source.fileName ?? source.title}
        >
          <TypeIcon source={source} t={t} />
          {/* Title on its own line so a narrow tree still shows it; the status under it. */}
          <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
            <span className="w-full truncate" data-testid="source-title">
              {source.title}
            </span>
            <StatusChip status={source.status} t={t} />
          </span>
        </button>
        {/* Always there on touch screens; with a pointer, shown on hover or when the row has keyboard focus. */}
        <span className="flex gap-0.5 md:hidden md:group-focus-within:flex md:group-hover:flex">
          <button
            type="button"
            className={`${action} text-fg-muted hover:text-fg`}
            onClick={onRename}
            aria-label={`${t.rename}: ${source.title}`}
            data-testid="source-rename"
          >
            {t.rename}
          </button>
          <button
            type="button"
            className={`${action} text-danger`}
            onClick={onRemove}
            aria-label={`${t.remove}: ${source.title}`}
            data-testid="source-remove"
          >
            ×
          </button>
        </span>
      </div>
      {source.status === "failed" ? (
        <p className="px-1 pb-1 pl-12 text-xs break-words text-danger" data-testid="source-error">
          {source.error ? t.failedBecause({ reason: source.error }) : t.failedUnknown}
        </p>
      ) : null}
    </li>
  );
}

/** A file still on its way to the server. */
export function PendingRow({ upload, t }: { upload: PendingUpload; t: SourcesStrings }) {
  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  return (
    <li className="flex items-center gap-2 px-2 py-1 text-sm text-fg-muted" data-testid="source-pending" aria-busy="true">
      <span className="min-w-0 flex-1 truncate">{upload.fileName}</span>
      <span className={`${chip} bg-surface-2`}>{percent === null ? t.uploading : t.uploadingPercent({ percent })}</span>
      {percent === null ? null : (
        <progress className="sr-only" max={100} value={percent} aria-label={upload.fileName}>
          {percent}%
        </progress>
      )}
    </li>
  );
}
