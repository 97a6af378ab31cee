"use client";

import { useFormatter, useNow } from "use-intl";

/** Under a minute ago reads as "just now": a fresh chat is never "in 1 second" or "1 second ago". */
const RECENT_MS = 60_000;

/**
 * When a chat was last active, relative to now ("5 minutes ago", "5分钟前"),
 * formatted by use-intl for the UI language and refreshed every minute. The
 * clock read for "now" can be a little older than the chat's last change, so a
 * time in the future counts as now.
 */
export function SessionTime({ at, justNow }: { at: number; justNow: string }) {
  const format = useFormatter();
  const now = useNow({ updateInterval: RECENT_MS });
  const date = new Date(at);
  return (
    <time
      dateTime={date.toISOString()}
      title={format.dateTime(date, { dateStyle: "medium", timeStyle: "short" })}
      className="block text-xs font-normal text-fg-muted"
    >
      {now.getTime() - at < RECENT_MS ? justNow : format.relativeTime(date, now)}
    </time>
  );
}
