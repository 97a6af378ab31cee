"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { useMemo } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { settle, type ApiError } from "@/lib/api/api-error";
import { retryChapter } from "../api/retry-chapter";
import { useSetChapterRead } from "../api/set-chapter-read";
import type { ChapterSummary, CourseDetail } from "../contract";
import { isCourseActive } from "../api/get-course";
import { ChapterRow } from "./chapter-row";
import { courseMessages } from "./course-messages";
import { courseViewMessages } from "./course-view-messages";
import { formatDuration } from "./format";
import { ArrowRightIcon, ClockIcon } from "./icons";
import { ProgressBar } from "./progress-bar";
import { StatusBadge } from "./status-badge";

interface CourseViewProps {
  /** The workspace entry (app/ composes it from the workspace feature): link and milestones done / total. */
  workspaceEntry?: ReactNode;
  /** The course's practice and progress (app/ composes it from the practice feature), under the header. */
  progress?: ReactNode;
  course: CourseDetail;
  /** A background refresh failed; the page still shows the last good data. */
  refreshError: ApiError | null;
  /** The server's answer to a retry, merged into the course so the row shows "queued" at once. */
  onChapter: (chapter: ChapterSummary) => void;
}

interface ModuleGroup {
  index: number;
  title: string;
  chapters: ChapterSummary[];
}

/** Chapters in reading order, grouped by module (the server's rows carry module index and position). */
export function groupByModule(chapters: readonly ChapterSummary[]): ModuleGroup[] {
  const sorted = [...chapters].sort((a, b) => a.moduleIndex - b.moduleIndex || a.position - b.position);
  const groups: ModuleGroup[] = [];
  for (const chapter of sorted) {
    const last = groups.at(-1);
    if (last && last.index === chapter.moduleIndex) last.chapters.push(chapter);
    else groups.push({ index: chapter.moduleIndex, title: chapter.moduleTitle, chapters: [chapter] });
  }
  return groups;
}

/** A confirmed course: header, overall progress, and every chapter's live status. */
export function CourseView({ course, refreshError, onChapter, workspaceEntry, progress }: CourseViewProps) {
  const t = useMessages(courseViewMessages);
  const tc = useMessages(courseMessages);
  const groups = useMemo(() => groupByModule(course.chapters), [course.chapters]);
  const total = course.chapters.length || course.chapterCount;
  const done = course.chapters.filter((chapter) => chapter.status === "done").length;
  const failed = course.chapters.filter((chapter) => chapter.status === "failed").length;
  const read = course.chapters.filter((chapter) => chapter.readAt !== null).length;
  const firstReadable = groups.flatMap((group) => group.chapters).find((chapter) => chapter.status === "done");
  const statusLine = course.status === "draft" ? null : t.status[course.status];
  const readMark = useSetChapterRead(course.id, onChapter);

  async function retry(chapter: ChapterSummary) {
    const result = await settle(retryChapter(course.id, chapter.id));
    if (!result.ok) return result.error;
    onChapter(result.value);
    return null;
  }

  async function markRead(chapter: ChapterSummary, read: boolean) {
    const result = await settle(readMark.mutateAsync({ chapter, read }));
    return result.ok ? null : result.error;
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10" data-testid="course-view" data-course-status={course.status}>
      <nav className="mb-4 text-sm">
        <Link href="/courses" className="inline-flex items-center text-fg-muted hover:text-fg">
          ← {tc.myCourses}
        </Link>
      </nav>

      <header className="card animate-rise overflow-hidden">
        <div className="bg-[radial-gradient(ellipse_80%_100%_at_0%_0%,color-mix(in_oklab,var(--nn-accent)_10%,transparent),transparent)] p-5 sm:p-7">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={course.status} label={tc.courseStatus[course.status]} />
            <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs text-fg-muted ring-1 ring-line">
              {tc.difficulty[course.difficulty]}
            </span>
            <span className="inline-flex items-center gap-1 rounded-full bg-surface px-2.5 py-0.5 text-xs text-fg-muted ring-1 ring-line">
              <ClockIcon />
              {formatDuration(course.estimatedMinutes, tc)}
            </span>
          </div>
          <h1 className="mt-3 text-2xl font-semibold tracking-tight text-balance text-fg sm:text-3xl" data-testid="course-title">
            {course.title}
          </h1>
          <p className="mt-2 max-w-2xl text-sm leading-relaxed text-fg-muted sm:text-base">{course.outline.description}</p>

          <div className="mt-5" data-testid="course-progress" data-done={done} data-total={total}>
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
              <span className="font-medium text-fg tabular-nums">{t.progress({ done, total })}</span>
              {failed > 0 ? <span className="text-danger tabular-nums">{t.failedCount({ count: failed })}</span> : null}
              {read > 0 ? (
                <span className="text-fg-muted tabular-nums" data-testid="read-progress">
                  {t.readProgress({ read, total })}
                </span>
              ) : null}
            </div>
            <ProgressBar value={done} max={total} label={t.progress({ done, total })} live={isCourseActive(course)} />
            {statusLine ? (
              <p className="mt-3 text-sm text-fg-muted" role="status">
                {statusLine}
              </p>
            ) : null}
          </div>

          {firstReadable ? (
            <Link
              href={`/courses/${encodeURIComponent(course.id)}/chapters/${encodeURIComponent(firstReadable.id)}`}
              className={buttonClasses({ className: "mt-4" })}
            >
              {t.startReading}
              <ArrowRightIcon />
            </Link>
          ) : null}
          {workspaceEntry}
        </div>
      </header>
      {progress}

      {refreshError ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-warning/30 bg-warning/10 px-4 py-2 text-sm text-fg"
          data-testid="refresh-error"
        >
          {t.reconnecting}
        </p>
      ) : null}

      {groups.length === 0 ? (
        <p className="mt-6 flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" label={t.preparing} />
          <span aria-hidden="true">{t.preparing}</span>
        </p>
      ) : null}

      <ol className="mt-6 space-y-6">
        {groups.map((group) => (
          <li key={group.index}>
            <h2 className="mb-2 flex items-baseline gap-2 px-1">
              <span className="text-xs font-semibold text-accent-ink">{t.moduleNumber({ index: group.index + 1 })}</span>
              <span className="font-semibold text-fg">{group.title}</span>
            </h2>
            <ol className="space-y-2">
              {group.chapters.map((chapter) => (
                <ChapterRow
                  key={chapter.id}
                  courseId={course.id}
                  chapter={chapter}
                  number={`${group.index + 1}.${chapter.position + 1}`}
                  onRetry={retry}
                  onRead={markRead}
                  t={t}
                  tc={tc}
                />
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}
