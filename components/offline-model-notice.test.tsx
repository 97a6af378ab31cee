// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/locales";
import { ModelStatusProvider } from "./model-status";
import { OfflineModelNotice } from "./offline-model-notice";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

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
    expect(screen.getByTestId("offline-model-notice").textContent).toContain("离线演示模型：不了解任何学科。");
    expect(screen.getByRole("button", { name: "在此标签页中隐藏此提示" })).toBeTruthy();
  });

  it("can be hidden for the rest of the tab's session: gone now, and on the next page too", () => {
    show(true);
    fireEvent.click(screen.getByRole("button", { name: "Hide this notice in this tab" }));
    expect(screen.queryByTestId("offline-model-notice")).toBeNull();
    cleanup();
    show(true);
    expect(screen.queryByTestId("offline-model-notice")).toBeNull();
    // A new tab (an empty session) shows it again.
    cleanup();
    sessionStorage.clear();
    show(true);
    expect(screen.getByTestId("offline-model-notice")).toBeTruthy();
  });

  it("is not there once a model is configured", () => {
    show(false);
    expect(screen.queryByTestId("offline-model-notice")).toBeNull();
  });
});
