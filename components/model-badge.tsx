"use client";

import Link from "next/link";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { shellMessages } from "./shell-messages";

/** What the server knows about the chat model; same shape as lib/ai's ModelInfo, kept local so no server module reaches the client. */
export interface ModelBadgeInfo {
  /** The configured model id, or "offline model". */
  label: string;
  offline: boolean;
}

export interface ModelBadgeProps extends ModelBadgeInfo {
  className?: string;
}

/**
 * A pill naming the model behind the tutor, so nobody mistakes offline answers for a real LLM; it
 * links to the model settings (/settings).
 */
export function ModelBadge({ label, offline, className }: ModelBadgeProps) {
  const t = useMessages(shellMessages).model;
  const text = offline ? t.offline : shortModelName(label);
  // Small screens get one short word instead of a name cut to a letter or two, and phones (under 30rem,
  // where the header's other controls leave no room for even that word) the coloured dot alone; the
  // full name is in the hint, and the offline notice on each learning page says it in words.
  const compact = offline ? t.offlineShort : t.onlineShort;
  const hint = offline ? t.offlineHint : t.onlineHint({ model: label });

  return (
    // The explanation sits beside the pill, not inside it, so the pill's text is just the model name.
    <Link
      href="/settings"
      className={[
        // min-w-0 as before it was a link: a 360 px header has no room for a 44 px box here. The touch
        // target is 44 px all the same: the box is 44 tall and ::after widens it to at least 44.
        "group relative inline-flex min-h-11 min-w-0 items-center rounded-full after:absolute after:inset-y-0 after:left-1/2 after:w-11 after:-translate-x-1/2 after:content-['']",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
      data-testid="model-badge-link"
    >
      <span
        data-testid="model-badge"
        data-offline={offline ? "true" : "false"}
        title={hint}
        className="inline-flex h-8 min-w-0 shrink-0 items-center gap-1.5 rounded-full border border-line bg-surface px-2.5 text-xs font-medium text-fg-muted group-hover:border-line-strong group-hover:text-fg sm:max-w-[16rem]"
      >
        <span aria-hidden="true" className={`size-1.5 shrink-0 rounded-full ${offline ? "bg-warning" : "bg-success"}`} />
        <span className="hidden whitespace-nowrap min-[30rem]:inline sm:hidden">{compact}</span>
        <span className="hidden truncate sm:inline">{text}</span>
      </span>
      {/* `title` only helps mouse users; screen readers get the same explanation here. */}
      <span className="sr-only">
        {hint} {t.settingsLink}
      </span>
    </Link>
  );
}

/** "deepseek-ai/DeepSeek-V3" → "DeepSeek-V3": the vendor prefix only eats header space; the title keeps the full id. */
function shortModelName(label: string): string {
  const lastSegment = label.split("/").pop();
  return lastSegment && lastSegment.length > 0 ? lastSegment : label;
}
