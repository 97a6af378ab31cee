"use client";

import { useFormatter, useNow } from "use-intl";

/**
 * When a chat was last active, relative to now ("5 minutes ago", "5分钟前"),
 * formatted by use-intl for the UI language and refreshed every minute.
 */
export function SessionTime({ at }: { at: number }) {
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const date = new Date(at);
  return (
    <time
      dateTime={date.toISOString()}
      title={format.dateTime(date, { dateStyle: "medium", timeStyle: "short" })}
      className="block text-xs font-normal text-fg-muted"
    >
      {format.relativeTime(date, now)}
    </time>
  );
}
