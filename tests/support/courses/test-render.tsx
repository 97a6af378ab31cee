import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/locales";

/** Renders a courses component inside the i18n provider, as the app shell does. */
export function renderWithLocale(ui: ReactElement, locale: Locale = "en") {
  return render(<I18nProvider initialLocale={locale}>{ui}</I18nProvider>);
}
