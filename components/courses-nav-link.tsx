"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useMessages } from "@/lib/i18n/i18n-provider";

// Kept here (not in shell-messages) so placing the link touches only the header.
const messages = {
  en: { label: "My courses" },
  zh: { label: "我的课程" },
} satisfies Record<"en" | "zh", { label: string }>;

/** Header link to the course library (/courses); marked current on any /courses page. */
export function CoursesNavLink({ className }: { className?: string }) {
  const t = useMessages(messages);
  const pathname = usePathname();
  const current = pathname === "/courses" || pathname.startsWith("/courses/");
  return (
    <Link
      href="/courses"
      aria-current={current ? "page" : undefined}
      data-testid="courses-nav-link"
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
          d="M2.5 3.5a1 1 0 0 1 1-1H7v11H3.5a1 1 0 0 1-1-1v-9ZM9 2.5h3.5a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H9v-11Z"
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
