"use client";

import { useState } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { ownQuestionMessages } from "./own-question-messages";
import { QuestionEditor } from "./question-editor";

/** "Edit" on a question just answered (its answer is shown then): opens the editor, whose rule says what an edit keeps. */
export function EditQuestionButton({ itemId }: { itemId: string }) {
  const t = useMessages(ownQuestionMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 min-w-11 self-start rounded-lg px-2 text-sm text-fg-muted underline underline-offset-2 hover:text-fg"
        data-testid="edit-question"
      >
        {t.edit}
      </button>
      {open ? <QuestionEditor itemId={itemId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
