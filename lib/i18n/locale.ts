import { z } from "zod";

export const LOCALES = ["en", "zh"] as const;
export const uiLocaleSchema = z.enum(LOCALES);
export type UiLocale = z.infer<typeof uiLocaleSchema>;
export { LOCALE_COOKIE } from "./locale-cookie";

/** zh-CN, zh-TW, zh… → zh; everything else → en. Reads an Accept-Language header or navigator.languages. */
export function negotiateLocale(preferences: string | readonly string[] | null | undefined): UiLocale {
  const list = typeof preferences === "string" ? preferences.split(",") : (preferences ?? []);
  for (const entry of list) {
    const tag = entry.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("zh")) return "zh";
    if (tag.startsWith("en")) return "en";
  }
  return "en";
}

export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | null): UiLocale {
  const fromCookie = uiLocaleSchema.safeParse(cookieValue);
  return fromCookie.success ? fromCookie.data : negotiateLocale(acceptLanguage);
}
