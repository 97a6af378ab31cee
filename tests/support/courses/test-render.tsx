import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { UiLocale } from "@/lib/i18n/locale";

/** Renders a courses component inside the i18n provider, as the app shell does. */
export function renderWithLocale(ui: ReactElement, locale: UiLocale = "en") {
  return render(<I18nProvider initialLocale={locale}>{ui}</I18nProvider>);
}
