"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "use-intl";
import { LOCALE_COOKIE } from "./locale-cookie";
import { LOCALE_TAGS, type Locale } from "./locales";
import { messagesFor, type MessageBook, type MessageTree, type Translated } from "./messages";

interface I18nContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18nContextValue | null>(null);

/**
 * The UI language. The server picks the first value (cookie, else
 * Accept-Language) so the first paint is already in the right language; the
 * switch stores the choice in a cookie for the next visit. use-intl's
 * provider gives every client component the locale's formatters (numbers,
 * dates, relative times); messages live in per-feature books (messages.ts).
 */
export function I18nProvider({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = LOCALE_TAGS[next].htmlLang;
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <I18nContext.Provider value={value}>
      {/* The renderer's own time zone: in the browser, dates show where the learner is. */}
      <IntlProvider locale={locale} timeZone={LOCAL_TIME_ZONE}>
        {children}
      </IntlProvider>
    </I18nContext.Provider>
  );
}

const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useLocale(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useLocale must be used inside <I18nProvider>");
  return value;
}

/** A feature's message book in the current UI language, formatted by use-intl (see messages.ts). */
export function useMessages<T extends MessageTree>(book: MessageBook<T>): Translated<T> {
  return messagesFor(book, useLocale().locale);
}
