"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useLocale, useMessages } from "@/lib/i18n/i18n-provider";
import { LOCALE_TAGS, LOCALES, type Locale } from "@/lib/i18n/locales";
import { shellMessages } from "./shell-messages";

/**
 * Segmented control, one button per UI language (EN | 中文). Client text switches instantly through the
 * i18n context; router.refresh() re-renders server components with the new
 * cookie so server-rendered text follows.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, setLocale } = useLocale();
  const t = useMessages(shellMessages).language;
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();

  function choose(next: Locale) {
    if (next === locale) return;
    setLocale(next);
    startTransition(() => router.refresh());
  }

  return (
    <div
      role="group"
      aria-label={t.label}
      aria-busy={refreshing || undefined}
      data-testid="language-switch"
      data-locale={locale}
      className={["inline-flex h-8 shrink-0 items-center rounded-lg border max-sm:h-auto border-line bg-surface-2 p-0.5", className]
        .filter(Boolean)
        .join(" ")}
    >
      {LOCALES.map((option) => {
        const active = option === locale;
        return (
          <button
            key={option}
            type="button"
            lang={LOCALE_TAGS[option].htmlLang}
            title={t.names[option]}
            aria-pressed={active}
            data-testid={`language-option-${option}`}
            onClick={() => choose(option)}
            className={[
              "h-full min-w-9 rounded-md px-2 text-xs max-sm:h-11 max-sm:min-w-11 font-medium transition-colors",
              active ? "bg-surface text-fg shadow-sm" : "text-fg-subtle hover:text-fg",
            ].join(" ")}
          >
            {LOCALE_TAGS[option].short}
          </button>
        );
      })}
    </div>
  );
}
