import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y-helpers";
import { clickThroughInterview } from "./interview-helpers";
import type { Locale } from "@/lib/i18n/locales";

/**
 * axe-core on every page and main state, in both languages and both colour
 * schemes: zero serious or critical violations, and one h1 per page.
 */

const GOALS = { en: "Kubernetes", zh: "日语" } as const;

async function useLanguage(page: Page, locale: Locale, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "nn-locale", value: locale, url: baseURL ?? "http://127.0.0.1:3100" }]);
}

async function send(page: Page, text: string) {
  const input = page.getByTestId("chat-input");
  await input.fill(text);
  await input.press("Enter");
}

for (const locale of ["en", "zh"] as const) {
  test.describe(`accessibility (${locale})`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await useLanguage(page, locale, baseURL);
    });

    test("home, create, not found", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", locale === "zh" ? "zh-CN" : "en");
      await expectAccessible(page, "home");
      await page.goto("/create");
      await expect(page.getByTestId("create-goal-input")).toBeVisible();
      await expectAccessible(page, "create (goal form)");
      // With an attachment listed (refused in the browser, so no server store is needed): status and remove button.
      await page.getByTestId("material-input").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([1, 2, 3]) });
      await expect(page.getByTestId("material-item")).toHaveAttribute("data-step", "failed");
      await expectAccessible(page, "create (attached material)");
      await page.goto("/no-such-page");
      await expectAccessible(page, "not found");
    });

    test("accounts: sign-in (with its forgotten-password note), sign-up, the account page", async ({ page }) => {
      await page.goto("/sign-in");
      await page.getByTestId("forgot-password").locator("summary").click();
      await expect(page.getByTestId("forgot-no-mail")).toBeVisible();
      await expectAccessible(page, "sign-in");
      await page.goto("/sign-up");
      await expectAccessible(page, "sign-up");
      const form = page.getByTestId("sign-up-form");
      await form.locator('input[name="email"]').fill(`a11y-${locale}-${Date.now()}@example.org`);
      await form.locator('input[name="password"]').fill("correct horse battery staple");
      await page.getByTestId("sign-up-submit").click();
      await expect(page).toHaveURL(/\/courses$/);
      await page.goto("/account");
      await expect(page.getByTestId("session-list")).toBeVisible();
      await expectAccessible(page, "account");
    });

    test("with reduced motion asked for, CSS animations and transitions finish at once", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const path of ["/", "/chat", "/courses"]) {
        await page.goto(path);
        await page.locator("h1").waitFor();
        // Hover a control so transitions start too.
        await page.locator("header a, header button").first().hover();
        const moving = await page.evaluate(() =>
          document
            .getAnimations()
            .map((animation) => ({
              name: animation.constructor.name,
              duration: Number(animation.effect?.getComputedTiming().duration ?? 0),
            }))
            .filter((animation) => animation.duration > 1),
        );
        expect(moving, `${path}: animations still running with prefers-reduced-motion`).toEqual([]);
      }
    });

    test("interview → outline card → review → generating → reader → library", async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto(`/create?goal=${encodeURIComponent(GOALS[locale])}`);
      await expect(page.getByTestId("option-dock")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("option-card").first()).toBeEnabled();
      await expectAccessible(page, "interview with a question open");

      await clickThroughInterview(page);
      await expect(page.getByTestId("outline-card")).toBeVisible();
      await expectAccessible(page, "outline card");

      await page.getByTestId("review-outline").click();
      await expect(page.getByTestId("outline-editor")).toBeVisible();
      await expectAccessible(page, "outline review");

      await page.getByTestId("confirm-course").click();
      await expect(page.getByTestId("course-view")).toBeVisible();
      await expectAccessible(page, "course generating");

      await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: 90_000 });
      await expectAccessible(page, "course ready");

      await page.getByTestId("chapter-link").first().click();
      await expect(page.getByTestId("chapter-content")).toBeVisible();
      await expectAccessible(page, "chapter reader");

      await page.goto("/courses");
      await expect(page.getByTestId("course-card").first()).toBeVisible();
      await expectAccessible(page, "course library");
    });

    test("chat: mask guide and tool cards", async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto("/chat");
      await expect(page.getByTestId("chat-app")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("mask-card").first()).toBeVisible();
      await expectAccessible(page, "chat (mask guide)");

      await send(page, "Give me some options for learning Python");
      await expect(page.getByTestId("chat-option").first()).toBeEnabled({ timeout: 30_000 });
      await expectAccessible(page, "chat with an option card");
      await page.getByTestId("chat-option").first().click();
      await expect(page.getByTestId("stop-button")).toHaveCount(0, { timeout: 30_000 });

      await send(page, "I'm a beginner. Explain recursion in depth");
      await expect(page.getByTestId("deep-dive-card")).toHaveAttribute("data-phase", "complete", { timeout: 60_000 });
      await expect(page.getByTestId("stop-button")).toHaveCount(0, { timeout: 30_000 });
      await send(page, "I want to learn Rust");
      await expect(page.getByTestId("start-course-button")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("stop-button")).toHaveCount(0, { timeout: 30_000 });
      await expectAccessible(page, "chat with deep dive, learner note and course cards");
    });
  });
}
