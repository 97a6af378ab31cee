"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { UiLocale } from "./locale";
import { LOCALE_COOKIE } from "./locale-cookie";

interface I18nContextValue {
  locale: UiLocale;
  setLocale: (locale: UiLocale) => void;
}

const I18nContext = createContext<I18nContextValue | null>(null);

/**
 * The UI language. The server picks the first value (cookie, else
 * Accept-Language) so the first paint is already in the right language; the
 * switch stores the choice in a cookie for the next visit.
 */
export function I18nProvider({ initialLocale, children }: { initialLocale: UiLocale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<UiLocale>(initialLocale);
  const setLocale = useCallback((next: UiLocale) => {
    setLocaleState(next);
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = next === "zh" ? "zh-CN" : "en";
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLocale(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useLocale must be used inside <I18nProvider>");
  return value;
}

/**
 * Typed strings for one part of the UI. Each feature keeps its own dictionary
 * (`{ en: {...}, zh: {...} }`, same keys) and reads it through this hook.
 */
export function useMessages<Dictionary extends Record<string, unknown>>(dictionaries: Record<UiLocale, Dictionary>): Dictionary {
  return dictionaries[useLocale().locale];
}

/** "{count} chapters" + { count: 3 } → "3 chapters". */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
