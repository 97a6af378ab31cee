"use client";

import Link from "next/link";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { ApiError } from "@/lib/api/api-error";
import type { ChapterSummary } from "../contract";
import type { CourseStrings } from "./course-messages";
import type { CourseViewStrings } from "./course-view-messages";
import { describeError, formatDuration } from "./format";
import { ArrowRightIcon, CheckIcon, RefreshIcon } from "./icons";
import { StatusBadge } from "./status-badge";

interface ChapterRowProps {
  courseId: string;
  chapter: ChapterSummary;
  number: string;
  onRetry: (chapter: ChapterSummary) => Promise<ApiError | null>;
  onRead: (chapter: ChapterSummary, read: boolean) => Promise<ApiError | null>;
  t: CourseViewStrings;
  tc: CourseStrings;
}

/** One chapter of a confirmed course: a link once written, its live status, and Retry when it failed. */
export function ChapterRow({ courseId, chapter, number, onRetry, onRead, t, tc }: ChapterRowProps) {
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const readable = chapter.status === "done" || chapter.hasContent;
  const href = `/courses/${encodeURIComponent(courseId)}/chapters/${encodeURIComponent(chapter.id)}`;

  async function retry() {
    if (retrying) return;
    setRetrying(true);
    setRetryError(null);
    const error = await onRetry(chapter);
    setRetrying(false);
    if (error) setRetryError(t.retryFailed({ message: describeError(error, tc) }));
  }

  async function toggleRead() {
    setRetryError(null);
    const error = await onRead(chapter, chapter.readAt === null);
    if (error) setRetryError(t.markReadFailed({ message: describeError(error, tc) }));
  }

  const title = (
    <span className="min-w-0">
      <span className="block font-medium text-fg group-hover/link:text-accent-ink">{chapter.title}</span>
      <span className="mt-0.5 block text-xs leading-relaxed text-fg-muted">{chapter.objective}</span>
    </span>
  );

  return (
    <li
      data-testid="chapter-row"
      data-status={chapter.status}
      data-chapter-id={chapter.id}
      data-read={chapter.readAt !== null}
      className="rounded-lg border border-line bg-surface transition-colors has-[a:hover]:border-line-strong"
    >
      <div className="flex items-start gap-3 p-3">
        <span className="mt-0.5 w-8 shrink-0 text-right text-xs font-medium text-fg-subtle tabular-nums">{number}</span>
        <div className="min-w-0 flex-1">
          {readable ? (
            <Link
              href={href}
              data-testid="chapter-link"
              className="group/link flex items-start justify-between gap-2 rounded-md focus-visible:outline-offset-4"
            >
              {title}
              <span className="mt-0.5 hidden text-fg-subtle group-hover/link:text-accent-ink sm:inline">
                <ArrowRightIcon />
              </span>
            </Link>
          ) : (
            title
          )}
          {chapter.status === "failed" ? (
            <p className="mt-2 text-xs text-danger" data-testid="chapter-error">
              {chapter.lastError ? t.failedReason({ reason: chapter.lastError }) : t.failedNoReason}
            </p>
          ) : null}
          {chapter.rewriteReason && (chapter.status === "queued" || chapter.status === "writing") ? (
            <p className="mt-2 text-xs text-accent-ink">{t.rewriteQueued({ reason: chapter.rewriteReason })}</p>
          ) : null}
          {retryError ? (
            <p role="alert" className="mt-2 text-xs text-danger">
              {retryError}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <StatusBadge status={chapter.status} label={tc.chapterStatus[chapter.status]} />
          <span className="text-xs text-fg-subtle tabular-nums">{formatDuration(chapter.minutes, tc)}</span>
          {chapter.status === "failed" ? (
            <button
              type="button"
              onClick={() => void retry()}
              disabled={retrying}
              aria-label={t.retryLabel({ title: chapter.title })}
              data-testid="chapter-retry"
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-fg shadow-sm hover:border-line-strong hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-60 sm:h-8"
            >
              {retrying ? <Spinner size="sm" label={t.retrying} /> : <RefreshIcon />}
              <span aria-hidden={retrying || undefined}>{retrying ? t.retrying : t.retry}</span>
            </button>
          ) : null}
          {readable ? <ReadToggle chapter={chapter} onToggle={() => void toggleRead()} t={t} /> : null}
        </div>
      </div>
    </li>
  );
}

/**
 * "Mark chapter read": a pressed toggle, so a screen reader hears whether the chapter is read.
 * Its name starts with the visible text (speech control users say what they see), then the chapter.
 */
function ReadToggle({ chapter, onToggle, t }: { chapter: ChapterSummary; onToggle: () => void; t: CourseViewStrings }) {
  const read = chapter.readAt !== null;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={read}
      aria-label={(read ? t.markUnreadLabel : t.markReadLabel)({ title: chapter.title })}
      data-testid="chapter-read"
      className={`inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium shadow-sm sm:h-8 ${
        read ? "border-success/40 bg-success/10 text-fg" : "border-line bg-surface text-fg hover:border-line-strong hover:bg-surface-2"
      }`}
    >
      {read ? <CheckIcon /> : null}
      <span>{read ? t.markedRead : t.markRead}</span>
    </button>
  );
}
