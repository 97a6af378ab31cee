"use client";

import Link from "next/link";
import { StatusPage } from "@/components/status-page";
import { Button, buttonClasses } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import type { ApiError } from "@/lib/api/api-error";
import { courseMessages } from "./course-messages";
import { describeError } from "./format";

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
