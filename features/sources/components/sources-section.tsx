"use client";

import { useId, useRef, useState } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { UPLOAD_ACCEPT } from "@/lib/uploads/upload-types";
import type { SearchMode, SourceSummary } from "../contract";
import type { SourcesOperations } from "../api/sources-operations";
import { useSources } from "../hooks/use-sources";
import { PasteDialog, RemoveDialog, RenameDialog, type SourcesDialogState } from "./source-dialogs";
import { describeError } from "./source-errors";
import { PendingRow, SourceRow } from "./source-row";
import { sourcesMessages, type SourcesStrings } from "./sources-messages";
import { useFileDrop } from "./use-file-drop";

const headerButton = "rounded px-2 py-0.5 text-xs font-medium text-accent-ink hover:bg-accent-soft";

/**
 * The Sources section of the workspace's file tree: add files (picker, or drop
 * them on the section or anywhere on the tree) or pasted text; each source with
 * its live status; open (in the workspace's view area), rename, remove.
 */
export function SourcesSection({
  courseId,
  activeSourceId,
  onOpen,
  onRemoved,
  client,
}: {
  courseId: string;
  activeSourceId?: string | null;
  onOpen: (source: SourceSummary) => void;
  /** After a source is removed (e.g. close its open view). */
  onRemoved?: (source: SourceSummary) => void;
  /** The operations' fetchers (tests pass scripted ones). */
  client?: SourcesOperations;
}) {
  const t = useMessages(sourcesMessages);
  const { state, pending, refusals, changes, refresh, upload, paste, rename, remove, dismissRefusal } = useSources(courseId, { client });
  const [dialog, setDialog] = useState<SourcesDialogState>(null);
  const picker = useRef<HTMLInputElement>(null);
  const section = useRef<HTMLElement>(null);
  const dragging = useFileDrop(section, (files) => void upload(files));
  const headingId = useId();

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className={`border-t border-line ${dragging ? "outline-2 -outline-offset-2 outline-accent outline-dashed" : ""}`}
      data-testid="sources-section"
    >
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {t.heading}
        </h2>
        <div className="flex gap-1">
          <button type="button" className={headerButton} onClick={() => picker.current?.click()} data-testid="sources-add">
            + {t.add}
          </button>
          <button type="button" className={headerButton} onClick={() => setDialog({ kind: "paste" })} data-testid="sources-paste">
            {t.pasteText}
          </button>
        </div>
        <input
          ref={picker}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t.addFiles}
          data-testid="sources-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so picking the same file again still fires a change.
            event.target.value = "";
            if (files.length) void upload(files);
          }}
        />
      </div>
      {state.status === "ready" ? <SearchModeLine search={state.search} t={t} /> : null}
      {dragging ? <p className="px-3 pb-2 text-xs text-accent-ink">{t.dropHere}</p> : null}
      <p className="sr-only" role="status" aria-live="polite">
        {changes.map((change) => t.statusChanged({ title: change.title, status: t.status[change.status] })).join(". ")}
      </p>
      {refusals.length ? (
        <ul className="mx-2 mb-2 flex flex-col gap-1" data-testid="source-refusals">
          {refusals.map((refusal) => (
            <li
              key={refusal.key}
              role="alert"
              className="flex items-start gap-2 rounded bg-danger-soft px-2 py-1 text-xs text-danger"
              data-testid="source-refusal"
            >
              <span className="min-w-0 flex-1 break-words">
                {t.refused({ fileName: refusal.fileName, reason: describeError(refusal, t) })}
              </span>
              <button type="button" onClick={() => dismissRefusal(refusal.key)} aria-label={`${t.dismiss}: ${refusal.fileName}`}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === "loading" ? <p className="px-3 pb-2 text-xs text-fg-muted">{t.loading}</p> : null}
      {state.status === "error" ? (
        <p className="px-3 pb-2 text-xs text-danger" role="alert">
          {t.loadFailed({ message: describeError(state.error, t) })}{" "}
          <button type="button" className="underline" onClick={() => void refresh()}>
            {t.retry}
          </button>
        </p>
      ) : null}
      {state.status === "ready" && state.refreshError ? (
        <p className="px-3 pb-2 text-xs text-danger">{t.refreshFailed({ message: describeError(state.refreshError, t) })}</p>
      ) : null}
      {state.status === "ready" && state.sources.length === 0 && pending.length === 0 ? (
        <div className="mx-2 mb-2 rounded-lg border border-dashed border-line px-3 py-2 text-xs text-fg-muted" data-testid="sources-empty">
          <p className="font-medium text-fg">{t.emptyTitle}</p>
          <p className="mt-1">{t.emptyBody}</p>
        </div>
      ) : null}
      <ul className="pb-2" aria-labelledby={headingId}>
        {pending.map((row) => (
          <PendingRow key={row.key} upload={row} t={t} />
        ))}
        {state.status === "ready"
          ? state.sources.map((source) => (
              <SourceRow
                key={source.id}
                source={source}
                active={source.id === activeSourceId}
                onOpen={() => onOpen(source)}
                onRename={() => setDialog({ kind: "rename", source })}
                onRemove={() => setDialog({ kind: "remove", source })}
                t={t}
              />
            ))
          : null}
      </ul>
      {dialog?.kind === "paste" ? <PasteDialog t={t} onPaste={paste} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "rename" ? (
        <RenameDialog t={t} source={dialog.source} onRename={(title) => rename(dialog.source, title)} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "remove" ? (
        <RemoveDialog
          t={t}
          source={dialog.source}
          onRemove={async () => {
            await remove(dialog.source);
            onRemoved?.(dialog.source);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

/** Which search the tutor runs over these sources, and why semantic search is off when it is. */
export function SearchModeLine({ search, t }: { search: SearchMode; t: SourcesStrings }) {
  const text =
    search.mode === "hybrid"
      ? search.embeddingModel
        ? t.searchHybrid({ model: search.embeddingModel })
        : t.searchHybridNoModel
      : search.note
        ? `${t.searchKeyword} · ${t.semanticOff({ note: search.note })}`
        : t.searchKeyword;
  return (
    <p className="px-3 pb-2 text-[11px] text-fg-muted" data-testid="search-mode" data-mode={search.mode}>
      {text}
    </p>
  );
}
