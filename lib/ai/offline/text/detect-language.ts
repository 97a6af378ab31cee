import { languageOfText } from "@/lib/i18n/text-language";
import type { Lang } from "./text-utils";

/** The offline model must always pick one: unclear text is answered in English. */
export function detectLanguage(text: string | null | undefined): Lang {
  return languageOfText(text) ?? "en";
}

export function asLang(value: unknown): Lang | null {
  return value === "en" || value === "zh" ? value : null;
}
