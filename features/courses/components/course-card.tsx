"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import type { CourseSummary } from "../contract";
import type { CourseStrings } from "./course-messages";
import { formatDuration } from "./format";
import { ClockIcon, TrashIcon } from "./icons";
import type { LibraryStrings } from "./library-messages";
import { ProgressBar } from "./progress-bar";
import { StatusBadge } from "./status-badge";

interface CourseCardProps {
  course: CourseSummary;
  onDelete: (course: CourseSummary) => void;
  t: LibraryStrings;
  tc: CourseStrings;
  /** Another feature's figures for this course (the library's composition passes them). */
  extra?: ReactNode;
}

/** A library card. The title is the link (its hit area covers the card); Delete sits above it. */
export function CourseCard({ course, onDelete, t, tc, extra }: CourseCardProps) {
  const draft = course.status === "draft";
  return (
    <li
      data-testid="course-card"
      data-course-id={course.id}
      data-status={course.status}
      className="card group relative flex flex-col gap-3 p-4 shadow-sm transition-[border-color,box-shadow] focus-within:border-accent/50 hover:border-line-strong hover:shadow-soft sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <StatusBadge status={course.status} label={tc.courseStatus[course.status]} />
        <button
          type="button"
          onClick={() => onDelete(course)}
          aria-label={t.deleteLabel({ title: course.title })}
          title={t.delete}
          data-testid="delete-course"
          // Above the card-wide link overlay, so it stays clickable.
          className="relative z-10 -mt-1 -mr-1 inline-flex size-9 items-center justify-center rounded-lg text-fg-subtle transition-colors hover:bg-danger-soft hover:text-danger"
        >
          <TrashIcon />
        </button>
      </div>
      <h2 className="text-base font-semibold leading-snug text-balance text-fg">
        <Link
          href={`/courses/${encodeURIComponent(course.id)}`}
          data-testid="course-link"
          className="rounded-sm after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
        >
          {course.title}
        </Link>
      </h2>
      <div className="mt-auto space-y-2">
        {draft ? (
          <p className="text-xs text-fg-subtle">{t.outlineOnly}</p>
        ) : (
          <>
            <div className="flex items-center justify-between text-xs text-fg-muted tabular-nums">
              <span data-testid="course-card-progress">{t.progress({ done: course.doneCount, total: course.chapterCount })}</span>
              {course.failedCount > 0 ? <span className="text-danger">{t.failed({ count: course.failedCount })}</span> : null}
            </div>
            <ProgressBar
              value={course.doneCount}
              max={course.chapterCount}
              label={t.progress({ done: course.doneCount, total: course.chapterCount })}
              size="sm"
            />
          </>
        )}
        {extra}
        {/* Items apart by a gap, no "·" between them: a separator of its own would dangle at a line's end or start when the row wraps. */}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-fg-subtle" data-testid="course-card-meta">
          <span className="whitespace-nowrap">{tc.difficulty[course.difficulty]}</span>
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <ClockIcon />
            {formatDuration(course.estimatedMinutes, tc)}
          </span>
          <span className="whitespace-nowrap">{t.created({ date: new Date(course.createdAt) })}</span>
        </p>
      </div>
    </li>
  );
}
