"use client";

import { fieldPath, type EditorOutline, type FieldIssue } from "../lib/outline-operations";
import type { CourseStrings } from "./course-messages";
import type { EditorStrings } from "./editor-messages";
import { formatDuration } from "./format";
import { ClockIcon } from "./icons";
import { TextField } from "./text-field";

interface CourseFieldsProps {
  outline: EditorOutline;
  issues: Map<string, FieldIssue>;
  onChange: (patch: { title?: string; description?: string }) => void;
  t: EditorStrings;
  tc: CourseStrings;
}

/** The outline's head: editable title and description, and live totals. */
export function CourseFields({ outline, issues, onChange, t, tc }: CourseFieldsProps) {
  const chapters = outline.modules.reduce((count, module) => count + module.chapters.length, 0);
  const totalIssue = issues.get(fieldPath.totalMinutes);
  return (
    <header className="card animate-rise overflow-hidden">
      <div className="bg-[radial-gradient(ellipse_80%_100%_at_0%_0%,color-mix(in_oklab,var(--nn-accent)_10%,transparent),transparent)] p-4 sm:p-6">
        <h1 className="px-2 text-xs font-semibold tracking-wide text-accent-ink uppercase">{t.eyebrow}</h1>
        <p className="mt-1 max-w-2xl px-2 text-sm text-fg-muted">{t.intro}</p>
        <div className="mt-4 space-y-1">
          <TextField
            label={t.courseTitle}
            value={outline.title}
            onChange={(title) => onChange({ title })}
            issue={issues.get(fieldPath.courseTitle)}
            size="lg"
            data-testid="course-title-input"
            focusId="course-title"
          />
          <TextField
            label={t.courseDescription}
            value={outline.description}
            onChange={(description) => onChange({ description })}
            issue={issues.get(fieldPath.courseDescription)}
            multiline
            size="sm"
            data-testid="course-description-input"
            focusId="course-description"
          />
        </div>
        <ul className="mt-3 flex flex-wrap gap-2 px-2 text-xs">
          <li className="rounded-full bg-surface px-2.5 py-1 text-fg-muted ring-1 ring-line">{tc.difficulty[outline.difficulty]}</li>
          <li
            className="inline-flex items-center gap-1 rounded-full bg-surface px-2.5 py-1 text-fg-muted ring-1 ring-line"
            data-testid="outline-total-time"
          >
            <ClockIcon />
            {formatDuration(outline.estimatedMinutes, tc)}
          </li>
          <li className="rounded-full bg-surface px-2.5 py-1 text-fg-muted ring-1 ring-line">
            {t.summary.structure({ modules: outline.modules.length, chapters })}
          </li>
        </ul>
        {totalIssue?.kind === "total_out_of_range" ? (
          <p className="mt-2 px-2 text-xs text-danger" role="alert">
            {t.issues.totalOutOfRange({ min: totalIssue.min, max: totalIssue.max })}
          </p>
        ) : null}
      </div>
      <details className="group border-t border-line px-4 py-3 text-sm sm:px-6">
        <summary className="cursor-pointer px-2 font-medium text-fg-muted select-none hover:text-fg">{t.rationale}</summary>
        <p className="mt-2 px-2 leading-relaxed text-fg-muted">{outline.designRationale}</p>
      </details>
    </header>
  );
}
