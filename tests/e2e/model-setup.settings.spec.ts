import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./a11y-helpers";
import { waitForTutor } from "./interview-helpers";

/**
 * Runs under playwright.settings.config.ts: the app starts with no model configured, and a scripted
 * OpenAI-compatible server listens where Ollama does (127.0.0.1:11434). The Done-when: the
 * offline notice, the settings page, the local server it found, the probe's verdict, and an
 * interview on that model, all without a restart.
 */
const PASSWORD = "correct horse battery staple";

test("no key → offline notice → settings → a detected local server → probe → an interview on it, without a restart", async ({
  page,
  browser,
}) => {
  // The instance's first account is its owner.
  await page.goto("/sign-up");
  const form = page.getByTestId("sign-up-form");
  await form.locator('input[name="email"]').fill(`owner-${randomBytes(5).toString("hex")}@example.org`);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByTestId("account-menu-button")).toBeVisible({ timeout: 15_000 });

  await page.goto("/create?goal=Kubernetes");
  await expect(page.getByTestId("model-badge")).toHaveAttribute("data-offline", "true");
  const notice = page.getByTestId("offline-model-notice");
  await expect(notice).toContainText("cannot know any subject");
  await notice.getByRole("link", { name: "Set up a model" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId("settings-offline")).toBeVisible();

  const ollama = page.getByTestId("local-server-ollama");
  await expect(ollama).toContainText("http://127.0.0.1:11434/v1", { timeout: 15_000 });
  await ollama.getByLabel("Model on Ollama").selectOption("qwen-scripted:7b");
  await ollama.getByRole("button", { name: "Use this model" }).click();
  await expect(ollama).toContainText("Now using qwen-scripted:7b on Ollama.");
  await expect(page.getByTestId("settings-active-model")).toContainText("qwen-scripted:7b");
  await expect(page.getByTestId("settings-offline")).toHaveCount(0);
  await expect(page.getByTestId("model-badge")).toHaveAttribute("data-offline", "false");

  await page.getByRole("button", { name: "Test the model" }).click();
  const verdicts = page.getByTestId("probe-verdicts");
  await expect(verdicts.locator('li[data-verdict="works"]')).toHaveCount(4, { timeout: 60_000 });
  await expect(verdicts).toContainText("The interview: works as designed");
  await expect(page.getByTestId("probe-checks").locator('li[data-passed="false"]')).toHaveCount(0);
  await page.screenshot({ path: "test-results/settings-probed.png", fullPage: true });

  await expectAccessible(page, "settings (owner, probed)");

  // A reload keeps the verdict beside the model (it is stored); on a phone nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("probe-verdicts").locator('li[data-verdict="works"]')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: "test-results/settings-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto("/create?goal=Kubernetes");
  await expect(page.getByTestId("model-badge")).toContainText("qwen-scripted:7b");
  expect(await waitForTutor(page)).toBe("question");
  await expect(page.getByTestId("offline-model-notice")).toHaveCount(0);
  // The scripted model's question (tests/support/interview/interview-test-kit.ts questionFor), not the offline model's.
  await expect(page.getByTestId("option-dock")).toContainText(/Your \w+\?/);

  // Anyone else sees what is configured, read-only, and cannot reach the owner's routes.
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto("/settings");
    await expect(guest.getByTestId("settings-read-only")).toBeVisible();
    await expect(guest.getByTestId("settings-active-model")).toContainText("qwen-scripted:7b");
    await expect(guest.getByTestId("settings-form")).toHaveCount(0);
    await expect(guest.getByRole("button", { name: "Test the model" })).toHaveCount(0);
    await expectAccessible(guest, "settings (read-only)");
    const put = await guest.request.put("/api/settings", {
      data: { model: "guest-model" },
      headers: { origin: new URL(guest.url()).origin },
    });
    expect(put.status()).toBe(403);
  } finally {
    await guestContext.close();
  }
});
