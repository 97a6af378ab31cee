"use client";

import { useMessages } from "@/lib/i18n/i18n-provider";
import type { FileReference } from "../contract";
import { referenceForPaste } from "../lib/copied-reference";
import { refLabel } from "../lib/tutor-request";
import { tutorMessages } from "./workspace-messages";

/**
 * Where the learner writes to the tutor: the reference chip the next message carries, the draft
 * (Enter sends, Shift+Enter is a new line, a paste of editor text becomes the chip), and Send —
 * or Stop while the tutor answers.
 */
export function TutorComposer({
  draft,
  onDraft,
  reference,
  onClearReference,
  onPasteReference,
  onSend,
  busy,
  onStop,
  onPrepare,
}: {
  draft: string;
  onDraft: (draft: string) => void;
  reference: FileReference | null;
  onClearReference: () => void;
  onPasteReference: (reference: FileReference) => void;
  onSend: () => void;
  busy: boolean;
  onStop: () => void;
  /** The learner turns to the composer: what a reply needs can be fetched now. */
  onPrepare: () => void;
}) {
  const t = useMessages(tutorMessages);
  return (
    <form
      className="space-y-2 border-t border-line p-3"
      // Pointing at or focusing the composer fetches what a reply needs before the first send.
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {reference ? (
        <span className="inline-flex items-center gap-1 rounded bg-accent-soft px-2 py-0.5 font-mono text-xs" data-testid="reference-chip">
          {refLabel(reference)}
          <button type="button" aria-label={t.removeReference} onClick={onClearReference}>
            ×
          </button>
        </span>
      ) : null}
      <div className="flex gap-2">
        <textarea
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          onPaste={(event) => {
            const pasted = referenceForPaste(event.clipboardData);
            if (!pasted) return;
            event.preventDefault();
            onPasteReference(pasted);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onSend();
            }
          }}
          placeholder={t.placeholder}
          rows={2}
          className="min-w-0 flex-1 resize-none rounded border border-line bg-surface p-2 text-sm"
          data-testid="tutor-input"
        />
        {busy ? (
          <button type="button" onClick={onStop} className="rounded border border-line px-3 text-sm">
            {t.stop}
          </button>
        ) : (
          <button type="submit" className="rounded bg-accent px-3 text-sm font-medium text-accent-fg" data-testid="tutor-send">
            {t.send}
          </button>
        )}
      </div>
    </form>
  );
}
