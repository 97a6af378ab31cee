"use client";

import { useMessages } from "@/lib/i18n/i18n-provider";
import type { PracticeExportFormat } from "../contract";
import { practiceExportMessages } from "./export-messages";

const FORMATS: readonly PracticeExportFormat[] = ["anki", "csv", "json"];

/** Downloads of the course's practice (GET /api/courses/:id/practice/export): plain links, so they work with any keyboard or touch. */
export function PracticeExportLinks({ courseId }: { courseId: string }) {
  const t = useMessages(practiceExportMessages);
  const href = (format: PracticeExportFormat) => `/api/courses/${encodeURIComponent(courseId)}/practice/export?format=${format}`;
  return (
    <section
      aria-labelledby="practice-export-title"
      className="flex flex-col gap-2 border-t border-line pt-4"
      data-testid="practice-export"
    >
      <h2 id="practice-export-title" className="text-sm font-semibold">
        {t.title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {FORMATS.map((format) => (
          <li key={format}>
            <a
              href={href(format)}
              download
              className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 text-sm hover:bg-surface-2"
              data-testid={`practice-export-${format}`}
            >
              {t[format]}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-xs text-fg-muted">{t.hint}</p>
    </section>
  );
}
