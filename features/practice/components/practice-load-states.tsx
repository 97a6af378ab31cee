"use client";

import { useMessages } from "@/lib/i18n/i18n-provider";
import { practiceMessages } from "./practice-messages";

/** While questions load, and when they could not be read (with a Retry). */
export function PracticeLoading() {
  return (
    <p className="text-sm text-fg-muted" role="status">
      {useMessages(practiceMessages).loading}
    </p>
  );
}

export function PracticeLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(practiceMessages);
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="text-sm">{t.loadFailed({ message })}</p>
      <button type="button" onClick={onRetry} className="min-h-11 rounded-lg border border-line px-4 text-sm">
        {t.retry}
      </button>
    </div>
  );
}
