"use client";

import Link from "next/link";
import { StatusPage } from "@/components/status-page";
import { Button, buttonClasses } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import type { ApiError } from "@/lib/api/api-error";
import { courseMessages } from "./course-messages";
import { describeError } from "./format";

/** Grey blocks in the shape of a course page while it loads; the spinner label is what screen readers get. */
export function CourseSkeleton({ label }: { label?: string }) {
  const t = useMessages(courseMessages);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6" aria-busy="true" data-testid="course-loading">
      <span role="status" className="sr-only">
        {label ?? t.loadingCourse}
      </span>
      <div aria-hidden="true" className="animate-pulse space-y-6 motion-reduce:animate-none">
        <div className="card space-y-3 p-6">
          <div className="h-3 w-32 rounded bg-surface-2" />
          <div className="h-7 w-2/3 rounded bg-surface-2" />
          <div className="h-4 w-full max-w-xl rounded bg-surface-2" />
          <div className="flex gap-2 pt-1">
            <div className="h-6 w-20 rounded-full bg-surface-2" />
            <div className="h-6 w-24 rounded-full bg-surface-2" />
          </div>
        </div>
        {[0, 1].map((module) => (
          <div key={module} className="card space-y-3 p-5">
            <div className="h-5 w-1/3 rounded bg-surface-2" />
            {[0, 1, 2].map((chapter) => (
              <div key={chapter} className="h-12 rounded-lg bg-surface-2/70" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

export function CourseNotFound() {
  const t = useMessages(courseMessages).notFound;
  return (
    <div data-testid="course-not-found" className="flex flex-1 flex-col">
      <StatusPage
        eyebrow="404"
        title={t.title}
        body={t.body}
        actions={
          <>
            <Link href="/" className={buttonClasses({ variant: "primary" })}>
              {t.home}
            </Link>
            <Link href="/courses" className={buttonClasses({ variant: "secondary" })}>
              {t.library}
            </Link>
          </>
        }
      />
    </div>
  );
}

/** A failed load with a Retry that fetches again. */
export function LoadError({ title, error, onRetry }: { title?: string; error: ApiError; onRetry: () => void }) {
  const t = useMessages(courseMessages);
  return (
    <div data-testid="course-load-error" className="flex flex-1 flex-col">
      <StatusPage
        title={title ?? t.loadError}
        body={describeError(error, t)}
        actions={
          <Button onClick={onRetry} data-testid="load-retry">
            {t.retry}
          </Button>
        }
      />
    </div>
  );
}
