"use client";

import { useMessages } from "@/lib/i18n/i18n-provider";
import { tutorMessages } from "./workspace-messages";

/** In place of the editor whose code could not be downloaded: what happened, and the reload that fixes it. */
export function EditorUnavailable() {
  const t = useMessages(tutorMessages);
  return (
    <div role="alert" className="flex flex-col items-start gap-2 p-3 text-sm text-danger" data-testid="editor-unavailable">
      <p>{t.editorUnavailable}</p>
      <button type="button" onClick={() => window.location.reload()} className="rounded-lg border border-line px-3 py-1 text-fg">
        {t.reload}
      </button>
    </div>
  );
}
