// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/locales";
import { ModelStatusProvider } from "./model-status";
import { OfflineModelNotice } from "./offline-model-notice";

afterEach(cleanup);

const show = (offline: boolean, locale: Locale = "en") =>
  render(
    <I18nProvider initialLocale={locale}>
      <ModelStatusProvider offline={offline}>
        <OfflineModelNotice />
      </ModelStatusProvider>
    </I18nProvider>,
  );

describe("the offline model notice", () => {
  it("says the offline model is a demonstration that cannot know subjects, one click from the settings", () => {
    show(true);
    expect(screen.getByTestId("offline-model-notice").textContent).toMatch(/demonstration model.*cannot know any subject/);
    expect(screen.getByRole("link", { name: "Set up a model" }).getAttribute("href")).toBe("/settings");
  });

  it("speaks Chinese to a Chinese page", () => {
    show(true, "zh");
    expect(screen.getByRole("link", { name: "设置模型" }).getAttribute("href")).toBe("/settings");
  });

  it("is not there once a model is configured", () => {
    show(false);
    expect(screen.queryByTestId("offline-model-notice")).toBeNull();
  });
});
