"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useMessages } from "@/lib/i18n/i18n-provider";

// Kept here (not in shell-messages) so placing the link touches only the header.
const messages = {
  en: { label: "Chat" },
  zh: { label: "对话" },
} satisfies Record<"en" | "zh", { label: string }>;

/** Header link to the tutor chat (/chat); marked current on /chat. */
export function ChatNavLink({ className }: { className?: string }) {
  const t = useMessages(messages);
  const pathname = usePathname();
  const current = pathname === "/chat" || pathname.startsWith("/chat/");
  return (
    <Link
      href="/chat"
      aria-current={current ? "page" : undefined}
      data-testid="chat-nav-link"
      className={[
        "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium transition-colors",
        current ? "bg-surface-2 text-fg" : "text-fg-muted hover:bg-surface-2 hover:text-fg",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
        <path
          d="M2.5 4a1.5 1.5 0 0 1 1.5-1.5h8A1.5 1.5 0 0 1 13.5 4v5.5A1.5 1.5 0 0 1 12 11H7l-3 2.5V11a1.5 1.5 0 0 1-1.5-1.5V4Z"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      </svg>
      {/* The icon alone on narrow screens; the accessible name stays. */}
      <span className="sr-only sm:not-sr-only">{t.label}</span>
    </Link>
  );
}
