/**
 * The UI languages, alone in a module without zod (the root layout, the i18n
 * provider and the language switch ship on every page). A third language is one
 * more entry here plus its message books: every `Record<Locale, …>` in the app
 * then fails to compile until its text is written.
 */
export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];

/** What a request, a course or a text falls back to when nothing tells its language. */
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** A stored or parsed value as a locale, or the default when it is none (an old row, a garbled block). */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** How each language is named to the browser: `<html lang>` (a BCP 47 tag) and the switch's label. */
export const LOCALE_TAGS: Record<Locale, { readonly htmlLang: string; readonly short: string }> = {
  en: { htmlLang: "en", short: "EN" },
  zh: { htmlLang: "zh-CN", short: "中文" },
};
