import { languageOfText } from "@/lib/i18n/text-language";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

/** The offline model must always pick one: unclear text is answered in English. */
export function detectLanguage(text: string | null | undefined): Locale {
  return languageOfText(text) ?? DEFAULT_LOCALE;
}

export function asLang(value: unknown): Locale | null {
  return isLocale(value) ? value : null;
}
