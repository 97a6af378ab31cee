"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { PageQueries } from "@/lib/api/query-provider";
import { toApiError } from "@/lib/api/api-error";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useMakeQuestion } from "../api/own-questions";
import { ownQuestionMessages } from "./own-question-messages";
import { QuestionEditor } from "./question-editor";

export interface SelectedRange {
  start: number;
  end: number;
}

/** The chapter the lines are in: by id (the reader) or by its workspace file path (the workspace editor). */
export type ChapterTarget = { chapterId: string } | { path: string };

/**
 * "Make a question from these lines": asks the server for a question on the selected lines of the
 * chapter (made from them, citing them, checked) and shows it, with Edit and the way to practise.
 */
export function MakeQuestionDialog(props: { courseId: string; chapter: ChapterTarget; lines: SelectedRange; onClose: () => void }) {
  return (
    <PageQueries>
      <MakeQuestion {...props} />
    </PageQueries>
  );
}

function MakeQuestion({
  courseId,
  chapter,
  lines,
  onClose,
}: {
  courseId: string;
  chapter: ChapterTarget;
  lines: SelectedRange;
  onClose: () => void;
}) {
  const t = useMessages(ownQuestionMessages);
  const make = useMakeQuestion(courseId);
  const [editing, setEditing] = useState(false);
  // One request per selection, even when React runs effects twice in development.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    make.mutate({ ...chapter, lineStart: lines.start, lineEnd: lines.end });
  }, [make, chapter, lines]);
  const question = make.data;
  if (editing && question) return <QuestionEditor itemId={question.id} onClose={onClose} />;
  return (
    <ModalDialog title={t.made({ lines: `${lines.start}-${lines.end}` })} onClose={onClose} testId="make-question-dialog">
      {make.isPending ? <p role="status">{t.making}</p> : null}
      {make.error ? (
        <p role="alert" className="text-sm text-danger">
          {t.makeFailed({ message: toApiError(make.error).message })}
        </p>
      ) : null}
      {question ? (
        <div className="flex flex-col gap-2 text-sm" data-testid="made-question" data-kind={question.kind}>
          <p className="font-medium whitespace-pre-wrap">{question.prompt}</p>
          <p className="text-fg-muted">{question.citation}</p>
          <p className="text-fg-muted">{t.madeBody}</p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {question ? (
          <>
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="min-h-11 rounded-lg border border-line px-4 text-sm"
              data-testid="edit-made-question"
            >
              {t.edit}
            </button>
            <Link
              href={`/courses/${encodeURIComponent(courseId)}/practice`}
              className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 text-sm"
            >
              {t.practise}
            </Link>
          </>
        ) : null}
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg bg-accent px-4 text-sm font-medium text-accent-fg">
          {t.close}
        </button>
      </div>
    </ModalDialog>
  );
}
