"use client";

import Link from "next/link";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useModelOffline } from "./model-status";
import { shellMessages } from "./shell-messages";

/**
 * Where a learner meets the offline model (the interview, the chapter reader, the tutors, the chat)
 * while no model is configured: one line saying it is a demonstration that cannot know subjects,
 * and one click to the settings. Nothing once a model is set.
 */
export function OfflineModelNotice({ className }: { className?: string }) {
  const offline = useModelOffline();
  const t = useMessages(shellMessages).offlineNotice;
  if (!offline) return null;
  return (
    <p
      data-testid="offline-model-notice"
      className={[
        "flex shrink-0 flex-wrap items-center justify-center gap-x-2 border-b border-warning/40 bg-surface-2 px-3 py-1 text-center text-xs text-fg-muted",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <span>{t.text}</span>
      <Link
        href="/settings"
        className="inline-flex min-h-11 items-center font-medium text-accent-ink underline-offset-2 hover:underline sm:min-h-0"
      >
        {t.link}
      </Link>
    </p>
  );
}
