"use client";

import { useRef, useState, type DragEvent } from "react";
import type { Attachment } from "../hooks/use-material-attachments";
import { MATERIAL_ACCEPT, MAX_MATERIAL_DOCUMENTS } from "../lib/material-attachment";
import type { InterviewStrings } from "./interview-messages";

function reasonOf(attachment: Attachment, strings: InterviewStrings["material"]): string | null {
  if (attachment.step !== "failed") return null;
  switch (attachment.refusal) {
    case "too-large":
      return strings.tooLarge;
    case "unsupported":
      return strings.unsupported;
    case "empty":
      return strings.empty;
    case "too-many":
      return strings.tooMany({ max: MAX_MATERIAL_DOCUMENTS });
    case "network":
      return strings.networkError;
    default:
      return attachment.error;
  }
}

const stepTone: Record<Attachment["step"], string> = {
  uploading: "text-fg-subtle",
  queued: "text-fg-subtle",
  reading: "text-fg-subtle",
  splitting: "text-fg-subtle",
  indexing: "text-fg-subtle",
  ready: "text-emerald-700 dark:text-emerald-400",
  failed: "text-red-700 dark:text-red-400",
};

/**
 * "Build the course from this chapter": a picker and a drop zone for the
 * learner's documents, each with its live status and a remove button. The
 * picker is a real button (keyboard and screen readers); the drop zone is extra.
 */
export function MaterialAttachments({
  strings,
  attachments,
  onFiles,
  onRemove,
}: {
  strings: InterviewStrings["material"];
  attachments: readonly Attachment[];
  onFiles: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      className={`mt-4 rounded-xl border border-dashed p-3 sm:p-4 ${dragging ? "border-indigo-500 bg-indigo-50/60 dark:bg-indigo-950/30" : "border-zinc-300 dark:border-zinc-700"}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="material-dropzone"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="shrink-0 self-start whitespace-nowrap rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm font-medium text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          aria-describedby="material-hint"
          data-testid="material-attach"
        >
          {strings.attach}
        </button>
        <p id="material-hint" className="text-xs text-fg-subtle">
          {dragging ? strings.drop : strings.hint({ max: MAX_MATERIAL_DOCUMENTS })}
        </p>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        accept={MATERIAL_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="material-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      {attachments.length > 0 && (
        <ul aria-label={strings.listLabel} aria-live="polite" className="mt-3 space-y-2" data-testid="material-list">
          {attachments.map((attachment) => {
            const reason = reasonOf(attachment, strings);
            return (
              <li
                key={attachment.key}
                className="flex items-start gap-2 rounded-lg bg-zinc-50 px-3 py-2 text-sm dark:bg-zinc-900"
                data-testid="material-item"
                data-step={attachment.step}
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-zinc-900 dark:text-zinc-100" title={attachment.fileName}>
                    {attachment.fileName}
                  </p>
                  <p className={`text-xs ${stepTone[attachment.step]}`}>
                    {strings.steps[attachment.step]}
                    {reason ? ` — ${reason}` : ""}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => onRemove(attachment.key)}
                  aria-label={strings.remove({ name: attachment.fileName })}
                  className="flex size-9 shrink-0 items-center justify-center rounded-md text-base text-fg-subtle hover:bg-zinc-200 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
