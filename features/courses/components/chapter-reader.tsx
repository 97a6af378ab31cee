"use client";

import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { LazyMarkdown as Markdown } from "@/components/lazy-markdown";
import { SelectionAsk, type SelectionAction } from "@/components/selection-ask";
import type { SelectedLines } from "@/lib/markdown/selection-lines";
import { StatusPage } from "@/components/status-page";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { settle } from "@/lib/api/api-error";
import { useChapter, type ChapterWithContent } from "../api/get-chapter";
import { useCourse } from "../api/get-course";
import { courseKeys } from "../api/course-requests";
import { rewriteChapter } from "../api/rewrite-chapter";
import type { ChapterSummary } from "../contract";
import { courseMessages } from "./course-messages";
import { groupByModule } from "./course-view";
import { courseViewMessages, type CourseViewStrings } from "./course-view-messages";
import { formatDuration } from "./format";
import { ArrowLeftIcon, ArrowRightIcon, ClockIcon } from "./icons";
import { CourseSkeleton } from "./course-skeleton";
import { CourseNotFound, LoadError } from "./load-states";
import { RewritePanel } from "./rewrite-panel";
import { StatusBadge } from "./status-badge";
import { PageQueries } from "@/lib/api/query-provider";

/** Chapters often open with their own "# Title"; the page already shows it, so drop the repeat. */
export function withoutLeadingTitle(content: string, title: string): string {
  return splitLeadingTitle(content, title).body;
}

/** The chapter without its leading title, and how many source lines were cut (so selections map to the file's lines). */
export function splitLeadingTitle(content: string, title: string): { body: string; cutLines: number } {
  const match = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(content);
  if (!match?.[1]) return { body: content, cutLines: 0 };
  const normalise = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s*_`]+/g, " ")
      .trim();
  if (normalise(match[1]) !== normalise(title)) return { body: content, cutLines: 0 };
  return { body: content.slice(match[0].length), cutLines: (match[0].match(/\n/g) ?? []).length };
}

const chapterHref = (courseId: string, chapterId: string) =>
  `/courses/${encodeURIComponent(courseId)}/chapters/${encodeURIComponent(chapterId)}`;

/** The reader: one chapter's markdown, where it sits in the course, prev/next, and "regenerate this chapter". */
/**
 * Where "Ask the tutor" on a selection goes: app/ composes it (the workspace's chapter
 * path and its `?ask=` entry), since this feature does not know the workspace.
 */
export type AskHref = (chapter: { moduleIndex: number; position: number; title: string }, lines: SelectedLines) => string;

type TextProps = { chapter: ChapterSummary; content: string; askHref?: AskHref; label: string; more?: readonly SelectionAction[] };

function ChapterText({ chapter, content, askHref, label, more }: TextProps) {
  const router = useRouter();
  const { body, cutLines } = splitLeadingTitle(content, chapter.title);
  const text = (
    <Markdown data-testid="chapter-content" demoteH1 sourceLineOffset={askHref ? cutLines : undefined}>
      {body}
    </Markdown>
  );
  if (!askHref) return text;
  return (
    <SelectionAsk
      label={label}
      describe={(lines) => `${lines.start}-${lines.end}`}
      onAsk={(lines) => router.push(askHref(chapter, lines))}
      more={more}
    >
      {text}
    </SelectionAsk>
  );
}

/** `selectionActions`: what else a selection offers (another feature's, composed by app/: "Make a question"). */
type ReaderProps = { courseId: string; chapterId: string; askHref?: AskHref; selectionActions?: readonly SelectionAction[] };

export function ChapterReader(props: ReaderProps) {
  return (
    <PageQueries>
      <ChapterReaderContent {...props} />
    </PageQueries>
  );
}

function ChapterReaderContent({ courseId, chapterId, askHref, selectionActions }: ReaderProps) {
  const t = useMessages(courseViewMessages);
  const tc = useMessages(courseMessages);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { state: courseState } = useCourse(courseId);
  const course = courseState.status === "ready" ? courseState.course : null;
  const ordered = course ? groupByModule(course.chapters).flatMap((group) => group.chapters) : [];
  const index = ordered.findIndex((chapter) => chapter.id === chapterId);
  const summary: ChapterSummary | undefined = ordered[index];
  // Refetch the text when the polled summary says it changed (written or rewritten).
  const { state, retry } = useChapter(courseId, chapterId, summary ? `${summary.status}:${summary.attempts}` : undefined);

  if (courseState.status === "not-found") return <CourseNotFound />;
  if (state.status === "loading" || courseState.status === "loading") return <CourseSkeleton label={t.reader.loading} />;
  if (state.status === "not-found") {
    return (
      <StatusPage
        eyebrow="404"
        title={t.reader.notFoundTitle}
        body={t.reader.notFoundBody}
        actions={
          <Link href={`/courses/${encodeURIComponent(courseId)}`} className={buttonClasses()}>
            {tc.backToCourse}
          </Link>
        }
      />
    );
  }
  if (state.status === "error") return <LoadError error={state.error} onRetry={() => void retry()} />;

  const chapter: ChapterWithContent = { ...state.chapter, ...(summary ? { status: summary.status, lastError: summary.lastError } : {}) };
  const previous = index > 0 ? ordered[index - 1] : undefined;
  const next = index >= 0 ? ordered[index + 1] : undefined;

  async function requestRewrite(reason: string) {
    const result = await settle(rewriteChapter(courseId, chapterId, reason));
    if (!result.ok) return result.error;
    // The cached course still says "done": the course page starts from a fresh read (queued, polling) instead.
    void queryClient.resetQueries({ queryKey: courseKeys.course(courseId) });
    router.push(`/courses/${encodeURIComponent(courseId)}`);
    return null;
  }

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10" data-testid="chapter-reader" data-status={chapter.status}>
      <nav className="mb-6 text-sm">
        <Link
          href={`/courses/${encodeURIComponent(courseId)}`}
          className="inline-flex items-center text-fg-muted hover:text-fg"
          data-testid="back-to-course"
        >
          ← {course?.title ?? tc.backToCourse}
        </Link>
        <Link
          href={`/courses/${encodeURIComponent(courseId)}/workspace`}
          className="ml-4 inline-flex items-center text-accent-ink hover:underline"
          data-testid="open-workspace"
        >
          {t.reader.workspace}
        </Link>
      </nav>

      <header className="animate-rise border-b border-line pb-6">
        <p className="text-xs font-semibold tracking-wide text-accent-ink uppercase">
          {t.moduleNumber({ index: chapter.moduleIndex + 1 })} · {chapter.moduleTitle}
        </p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-balance text-fg sm:text-3xl">{chapter.title}</h1>
        <p className="mt-3 text-sm leading-relaxed text-fg-muted sm:text-base">
          <span className="font-medium text-fg">{t.reader.objective}: </span>
          {chapter.objective}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-fg-subtle">
          {index >= 0 ? <span className="tabular-nums">{t.reader.chapterOf({ number: index + 1, total: ordered.length })}</span> : null}
          <span className="inline-flex items-center gap-1">
            <ClockIcon />
            {formatDuration(chapter.minutes, tc)}
          </span>
          {chapter.status !== "done" ? <StatusBadge status={chapter.status} label={tc.chapterStatus[chapter.status]} /> : null}
        </div>
      </header>

      <div className="py-8">
        {chapter.content ? (
          <ChapterText chapter={chapter} content={chapter.content} askHref={askHref} label={t.reader.askTutor} more={selectionActions} />
        ) : (
          <ChapterPending status={chapter.status} reason={chapter.lastError} t={t} />
        )}
      </div>

      <footer className="space-y-6 border-t border-line pt-6">
        {chapter.status === "done" ? <RewritePanel onSubmit={requestRewrite} t={t} tc={tc} /> : null}
        <nav className="grid grid-cols-2 gap-3" aria-label={t.reader.navigation}>
          {previous ? (
            <Link
              href={chapterHref(courseId, previous.id)}
              className="card group flex flex-col gap-1 p-3 hover:border-line-strong"
              data-testid="previous-chapter"
              rel="prev"
            >
              <span className="inline-flex items-center gap-1 text-xs text-fg-subtle">
                <ArrowLeftIcon />
                {t.reader.previous}
              </span>
              <span className="line-clamp-2 text-sm font-medium text-fg group-hover:text-accent-ink">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              href={chapterHref(courseId, next.id)}
              className="card group flex flex-col items-end gap-1 p-3 text-right hover:border-line-strong"
              data-testid="next-chapter"
              rel="next"
            >
              <span className="inline-flex items-center gap-1 text-xs text-fg-subtle">
                {t.reader.next}
                <ArrowRightIcon />
              </span>
              <span className="line-clamp-2 text-sm font-medium text-fg group-hover:text-accent-ink">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      </footer>
    </article>
  );
}

function ChapterPending({ status, reason, t }: { status: ChapterSummary["status"]; reason: string | null; t: CourseViewStrings }) {
  const text =
    status === "queued"
      ? t.reader.queued
      : status === "writing"
        ? t.reader.writing
        : status === "failed"
          ? t.reader.failed
          : t.reader.empty;
  return (
    <div className="card flex items-start gap-3 p-5 text-sm text-fg-muted" data-testid="chapter-pending">
      {status === "queued" || status === "writing" ? <Spinner size="sm" label={text} className="mt-0.5 text-accent-ink" /> : null}
      <div>
        <p aria-hidden={status === "queued" || status === "writing" || undefined}>{text}</p>
        {status === "failed" && reason ? <p className="mt-1 text-danger">{reason}</p> : null}
      </div>
    </div>
  );
}
