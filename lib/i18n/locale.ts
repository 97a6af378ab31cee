import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

export const localeSchema = z.enum(LOCALES);
export { LOCALE_COOKIE } from "./locale-cookie";

/** zh-CN, zh-TW, zh… → zh; the first preference in one of LOCALES wins, else the default (en). Reads an Accept-Language header or navigator.languages. */
export function negotiateLocale(preferences: string | readonly string[] | null | undefined): Locale {
  const list = typeof preferences === "string" ? preferences.split(",") : (preferences ?? []);
  for (const entry of list) {
    const tag = entry.split(";")[0]?.trim().toLowerCase() ?? "";
    const match = LOCALES.find((locale) => tag.startsWith(locale));
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  const fromCookie = localeSchema.safeParse(cookieValue);
  return fromCookie.success ? fromCookie.data : negotiateLocale(acceptLanguage);
}
