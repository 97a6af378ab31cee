"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useModelOffline } from "./model-status";
import { shellMessages } from "./shell-messages";

/**
 * Where a learner meets the offline model (the interview, the chapter reader, the tutors, the chat)
 * while no model is configured: one line saying it is a demonstration that cannot know subjects,
 * and one click to the settings. Nothing once a model is set. On a phone the line is the short
 * sentence (the long one would take three lines of the workspace); either can be hidden for the
 * tab's session — the header's model badge still says "Offline".
 */
export function OfflineModelNotice({ className }: { className?: string }) {
  const offline = useModelOffline();
  const dismissed = useSyncExternalStore(subscribe, isDismissed, () => false);
  const t = useMessages(shellMessages).offlineNotice;
  if (!offline || dismissed) return null;
  return (
    <p
      data-testid="offline-model-notice"
      className={[
        "flex shrink-0 items-center justify-center gap-x-2 border-b border-warning/40 bg-surface-2 pl-3 text-center text-xs text-fg-muted sm:flex-wrap sm:px-3 sm:py-1",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <span className="min-w-0 py-1 text-left leading-tight sm:hidden">{t.short}</span>
      <span className="hidden sm:inline">{t.text}</span>
      <Link
        href="/settings"
        className="inline-flex min-h-11 shrink-0 items-center font-medium text-accent-ink underline-offset-2 hover:underline sm:min-h-0"
      >
        {t.link}
      </Link>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t.dismiss}
        title={t.dismiss}
        className="inline-flex h-11 w-10 shrink-0 items-center justify-center rounded text-base leading-none text-fg-muted hover:text-fg sm:size-5"
      >
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}

/** Hidden for the tab's session (sessionStorage); in memory alone where the browser refuses storage. */
const DISMISSED_KEY = "nexusnote.offline-notice-dismissed";
let dismissedHere = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function isDismissed(): boolean {
  if (dismissedHere) return true;
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function dismiss() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // Storage refused (private mode, quota): hidden until this page is left.
    dismissedHere = true;
  }
  for (const listener of listeners) listener();
}
