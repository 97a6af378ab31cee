"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { shellMessages } from "./shell-messages";

/**
 * A header link to one section of the app (/chat, /courses), marked current on
 * any page of that section. On narrow screens only the icon shows; the
 * accessible name stays.
 */
export function HeaderNavLink(props: {
  href: `/${string}`;
  label: string;
  /** The SVG path of a 16×16 outline icon. */
  iconPath: string;
  testId: string;
}) {
  const pathname = usePathname();
  const current = pathname === props.href || pathname.startsWith(`${props.href}/`);
  return (
    <Link
      href={props.href}
      aria-current={current ? "page" : undefined}
      data-testid={props.testId}
      className={[
        "inline-flex h-8 shrink-0 items-center justify-center gap-1.5 max-sm:h-11 max-sm:min-w-11 rounded-lg px-2.5 text-sm font-medium transition-colors",
        current ? "bg-surface-2 text-fg" : "text-fg-muted hover:bg-surface-2 hover:text-fg",
      ].join(" ")}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
        <path d={props.iconPath} stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      </svg>
      <span className="sr-only sm:not-sr-only">{props.label}</span>
    </Link>
  );
}

export function ChatNavLink() {
  const t = useMessages(shellMessages).nav;
  return (
    <HeaderNavLink
      href="/chat"
      label={t.chat}
      iconPath="M2.5 4a1.5 1.5 0 0 1 1.5-1.5h8A1.5 1.5 0 0 1 13.5 4v5.5A1.5 1.5 0 0 1 12 11H7l-3 2.5V11a1.5 1.5 0 0 1-1.5-1.5V4Z"
      testId="chat-nav-link"
    />
  );
}

export function CoursesNavLink() {
  const t = useMessages(shellMessages).nav;
  return (
    <HeaderNavLink
      href="/courses"
      label={t.courses}
      iconPath="M2.5 3.5a1 1 0 0 1 1-1H7v11H3.5a1 1 0 0 1-1-1v-9ZM9 2.5h3.5a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H9v-11Z"
      testId="courses-nav-link"
    />
  );
}

export function ReviewNavLink() {
  const t = useMessages(shellMessages).nav;
  return (
    <HeaderNavLink
      href="/review"
      label={t.review}
      iconPath="M13 8a5 5 0 1 1-1.46-3.54M13 2.5V5h-2.5M6 8l1.5 1.5L10.5 6.5"
      testId="review-nav-link"
    />
  );
}
