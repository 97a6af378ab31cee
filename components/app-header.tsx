"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { ChatNavLink, CoursesNavLink, ReviewNavLink } from "./header-nav-link";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo-mark";
import { ModelBadge, type ModelBadgeInfo } from "./model-badge";
import { shellMessages } from "./shell-messages";

export interface AppHeaderProps {
  /** From modelRegistry().info("chat") on the server, passed as plain data. */
  model: ModelBadgeInfo;
  /** The account entry (sign in, or the signed-in menu), composed by app/layout.tsx. */
  account?: ReactNode;
}

/** Sticky, translucent top bar; its height is the --header-height CSS variable. */
export function AppHeader({ model, account }: AppHeaderProps) {
  const t = useMessages(shellMessages);

  return (
    <header className="sticky top-0 z-40 h-(--header-height) border-b border-line/80 bg-canvas/80 backdrop-blur-md backdrop-saturate-150">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-2 px-2 min-[26rem]:px-3 sm:gap-3 sm:px-6">
        <Link
          href="/"
          aria-label={t.homeLink}
          className="-mx-1 flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md px-1 py-1 text-[15px] font-semibold tracking-tight text-fg"
        >
          <LogoMark className="size-6 shrink-0" />
          {/* Phones keep the mark only: the link's label names it, and the header has no room to spare
              (with the account entry, the model badge needs the width up to 30rem; measured at 360–430 px). */}
          <span className="hidden min-[30rem]:inline">NexusNote</span>
        </Link>
        <div className="flex min-w-0 items-center gap-0.5 min-[26rem]:gap-1 sm:gap-2">
          <ChatNavLink />
          <CoursesNavLink />
          <ReviewNavLink />
          <ModelBadge label={model.label} offline={model.offline} />
          <LanguageSwitch />
          {account}
        </div>
      </div>
    </header>
  );
}
