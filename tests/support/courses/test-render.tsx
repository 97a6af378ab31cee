import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/locales";
import { QueryWrapper } from "@/tests/support/query/query-wrapper";

/** Renders a courses component inside the i18n provider and a fresh query cache, as the app shell does. */
export function renderWithLocale(ui: ReactElement, locale: Locale = "en") {
  return render(
    <QueryWrapper>
      <I18nProvider initialLocale={locale}>{ui}</I18nProvider>
    </QueryWrapper>,
  );
}
