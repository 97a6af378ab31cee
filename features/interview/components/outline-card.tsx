"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { useOutlineSaveRetry } from "../hooks/use-outline-save-retry";
import type { DesignedOutline } from "../lib/interview-schemas";
import { formatDuration } from "./duration";
import type { InterviewStrings } from "./interview-messages";

/** The finished outline, readable at a glance: what, for whom, how long, and module by module. */
export function OutlineCard({ outline, strings }: { outline: DesignedOutline; strings: InterviewStrings }) {
  const chapterCount = outline.modules.reduce((count, module) => count + module.chapters.length, 0);
  const save = useOutlineSaveRetry(outline);
  return (
    // A plain CSS entrance (globals.css .animate-rise): it only fades and lifts, so no animation library ships for it.
    <article
      className="animate-rise overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      data-testid="outline-card"
      aria-label={outline.title}
    >
      <header className="border-b border-zinc-100 bg-gradient-to-br from-indigo-50 to-white p-5 dark:border-zinc-800 dark:from-indigo-950/40 dark:to-zinc-900">
        <p className="text-xs font-medium uppercase tracking-wide text-indigo-600 dark:text-indigo-400">{strings.outlineBadge}</p>
        <h2 className="mt-1 text-xl font-semibold text-zinc-900 dark:text-zinc-50" data-testid="outline-title">
          {outline.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-zinc-600 dark:text-zinc-300">{outline.description}</p>
        {outline.standIn ? (
          <p className="mt-2 text-xs text-fg-muted" role="note" data-testid="stand-in-note">
            {strings.standIn}
          </p>
        ) : null}
        <ul className="mt-3 flex flex-wrap gap-2 text-xs">
          {[
            strings.difficulty[outline.difficulty],
            formatDuration(outline.estimatedMinutes, strings),
            strings.modules({ count: outline.modules.length }),
            strings.chapters({ count: chapterCount }),
          ].map((label) => (
            <li
              key={label}
              className="rounded-full bg-white/80 px-2.5 py-1 text-zinc-700 ring-1 ring-zinc-200 dark:bg-zinc-800 dark:text-zinc-200 dark:ring-zinc-700"
            >
              {label}
            </li>
          ))}
        </ul>
      </header>
      <ol className="divide-y divide-zinc-100 dark:divide-zinc-800">
        {outline.modules.map((module, moduleIndex) => (
          <li key={`${moduleIndex}-${module.title}`} className="p-5" data-testid="outline-module">
            <p className="text-xs font-medium text-fg-subtle">{strings.moduleLabel({ index: moduleIndex + 1 })}</p>
            <h3 className="font-medium text-zinc-900 dark:text-zinc-100">{module.title}</h3>
            <ol className="mt-2 space-y-2">
              {module.chapters.map((chapter, chapterIndex) => (
                <li key={`${chapterIndex}-${chapter.title}`} className="flex gap-3 text-sm">
                  <span className="mt-0.5 w-8 shrink-0 text-xs tabular-nums text-fg-subtle">
                    {moduleIndex + 1}.{chapterIndex + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-zinc-800 dark:text-zinc-200">{chapter.title}</p>
                    <p className="text-xs leading-relaxed text-fg-subtle dark:text-fg-subtle">{chapter.objective}</p>
                  </div>
                  <span className="shrink-0 text-xs tabular-nums text-fg-subtle">{formatDuration(chapter.minutes, strings)}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      <details className="border-t border-zinc-100 p-5 text-sm dark:border-zinc-800">
        <summary className="cursor-pointer font-medium text-zinc-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-zinc-200">
          {strings.rationale}
        </summary>
        <p className="mt-2 leading-relaxed text-zinc-600 dark:text-zinc-300">{outline.designRationale}</p>
      </details>
      {/* A link once the outline is saved as a draft course; "not saved" + Retry when saving failed. */}
      {save.state.kind === "saved" ? (
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-100 p-5 dark:border-zinc-800">
          <p className="text-sm text-zinc-600 dark:text-zinc-300">{strings.reviewOutlineHint}</p>
          <Link
            href={`/courses/${encodeURIComponent(save.state.courseId)}`}
            className={buttonClasses({ variant: "primary" })}
            data-testid="review-outline"
          >
            {strings.reviewOutline}
          </Link>
        </footer>
      ) : save.state.kind === "unsaved" || save.state.kind === "saving" ? (
        <footer
          className="flex flex-wrap items-center justify-between gap-3 border-t border-amber-200 bg-amber-50 p-5 dark:border-amber-900 dark:bg-amber-950/40"
          data-testid="outline-not-saved"
        >
          <p role="alert" className="text-sm text-amber-900 dark:text-amber-200">
            {strings.outlineNotSaved}
            {save.state.kind === "unsaved" && save.state.error ? ` ${save.state.error}` : null}
          </p>
          <button
            type="button"
            className={buttonClasses({ variant: "primary" })}
            disabled={save.state.kind === "saving"}
            onClick={() => void save.retry()}
            data-testid="retry-save-outline"
          >
            {save.state.kind === "saving" ? strings.outlineSaving : strings.retry}
          </button>
        </footer>
      ) : null}
    </article>
  );
}
