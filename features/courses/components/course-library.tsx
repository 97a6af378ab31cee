"use client";
import BookOpen from "lucide-react/icons/book-open";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { toApiError } from "@/lib/api/api-error";
import { useCourses } from "../api/get-courses";
import { useDeleteCourse } from "../api/delete-course";
import type { CourseSummary } from "../contract";
import { ConfirmDialog } from "./confirm-dialog";
import { CourseCard } from "./course-card";
import { courseMessages } from "./course-messages";
import { describeError } from "./format";
import { PlusIcon } from "./icons";
import { libraryMessages } from "./library-messages";
import { LibrarySkeleton } from "./library-skeleton";
import { LoadError } from "./load-states";
import { PageQueries } from "@/lib/api/query-provider";

/** What another feature shows in the library (composed in app/_compose): above the courses, and on each card. */
export interface LibrarySlots {
  progress?: ReactNode;
  cardExtra?: (courseId: string) => ReactNode;
}

/** /courses: the learner's courses, newest first, with delete (confirmed in a dialog). */
export function CourseLibrary(slots: LibrarySlots) {
  return (
    <PageQueries>
      <Library {...slots} />
    </PageQueries>
  );
}

function Library({ progress, cardExtra }: LibrarySlots) {
  const t = useMessages(libraryMessages);
  const tc = useMessages(courseMessages);
  const { state, retry } = useCourses();
  const { mutateAsync: remove } = useDeleteCourse();
  const [deleting, setDeleting] = useState<CourseSummary | null>(null);
  const [pending, setPending] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  async function confirmDelete() {
    if (!deleting || pending) return;
    setPending(true);
    setDeleteError(null);
    try {
      await remove(deleting.id);
      setAnnouncement(t.deleted({ title: deleting.title }));
      setDeleting(null);
    } catch (caught) {
      setDeleteError(`${t.dialog.failed} ${describeError(toApiError(caught), tc)}`);
    } finally {
      setPending(false);
    }
  }

  const newCourse = (
    <Link href="/" className={buttonClasses({ variant: "primary" })} data-testid="new-course">
      <PlusIcon />
      {t.newCourse}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12" data-testid="course-library">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{t.title}</h1>
          <p className="mt-1 text-sm text-fg-muted">{t.subtitle}</p>
        </div>
        {state.status === "ready" && state.courses.length > 0 ? newCourse : null}
      </div>

      <div className="mt-8">
        {state.status === "loading" ? (
          <LibrarySkeleton label={t.loading} />
        ) : state.status === "error" ? (
          <LoadError title={t.loadError} error={state.error} onRetry={() => void retry()} />
        ) : state.courses.length === 0 ? (
          <div className="card animate-rise flex flex-col items-center px-6 py-14 text-center" data-testid="library-empty">
            <div aria-hidden="true" className="mb-4 grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent-ink">
              <BookOpen className="size-6" strokeWidth={1.6} />
            </div>
            <h2 className="text-lg font-semibold text-fg">{t.empty.title}</h2>
            <p className="mt-1 max-w-sm text-sm text-fg-muted">{t.empty.body}</p>
            <Link href="/" className={buttonClasses({ className: "mt-6" })} data-testid="library-start">
              {t.empty.cta}
            </Link>
          </div>
        ) : (
          <>
            {progress ? <div className="mb-6">{progress}</div> : null}
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {state.courses.map((course) => (
                <CourseCard
                  key={course.id}
                  course={course}
                  onDelete={(target) => {
                    setDeleteError(null);
                    setDeleting(target);
                  }}
                  t={t}
                  tc={tc}
                  extra={cardExtra?.(course.id)}
                />
              ))}
            </ul>
          </>
        )}
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title={t.dialog.title}
        body={t.dialog.body({ title: deleting?.title ?? "" })}
        confirmLabel={t.dialog.confirm}
        cancelLabel={t.dialog.cancel}
        pendingLabel={t.dialog.pending}
        pending={pending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        confirmTestId="confirm-delete"
      />
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
