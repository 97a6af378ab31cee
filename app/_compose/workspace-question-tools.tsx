"use client";

import { useId, useState } from "react";
import { MakeQuestionDialog, type SelectedRange } from "@/features/practice/components/make-question-dialog";
import { ownQuestionMessages } from "@/features/practice/components/own-question-messages";
import type { SelectionToolsProps } from "@/features/workspace/components/workspace-extensions";
import { CHAPTERS_DIR } from "@/lib/course-scope/chapter-file-path";
import { useMessages } from "@/lib/i18n/i18n-provider";

/**
 * "Make a question" beside "Ask the tutor" under lines selected in the workspace editor: on a
 * chapter file it asks the practice feature for a question on those lines (cited as
 * `chapters/…md:start-end`, checked by the server against the chapter). A question's citation must
 * be chapter lines, and the practice check reads chapters, not the learner's notes: on any other
 * file the button stays, disabled, with the reason beside it.
 */
export function WorkspaceQuestionTools({ courseId, selection }: SelectionToolsProps) {
  const t = useMessages(ownQuestionMessages);
  const reason = useId();
  const [picked, setPicked] = useState<(SelectedRange & { path: string }) | null>(null);
  const chapter = selection.path.startsWith(`${CHAPTERS_DIR}/`);
  return (
    <>
      <button
        type="button"
        data-testid="make-question-selection"
        disabled={!chapter}
        aria-describedby={chapter ? undefined : reason}
        // Keep the editor's selection: a mousedown on the button would move focus before the click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setPicked({ ...selection })}
        className="min-h-8 rounded-full border border-accent bg-surface px-3 py-1 text-xs font-medium text-accent-ink shadow-soft disabled:border-line disabled:text-fg-muted"
      >
        {t.make}
      </button>
      {chapter ? null : (
        <span id={reason} className="text-xs text-fg-muted" data-testid="make-question-unavailable">
          {t.onlyChapters}
        </span>
      )}
      {picked ? (
        <MakeQuestionDialog
          key={`${picked.path}:${picked.start}-${picked.end}`}
          courseId={courseId}
          chapter={{ path: picked.path }}
          lines={picked}
          onClose={() => setPicked(null)}
        />
      ) : null}
    </>
  );
}
