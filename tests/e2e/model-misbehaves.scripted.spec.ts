import { expect, test } from "@playwright/test";

/**
 * Runs under playwright.scripted.config.ts: the app talks to a scripted server
 * whose model researches, then answers the forced question tool in plain text.
 */
test("a model that ignores tool choice ends the turn with the error sentence and Retry", async ({ page }) => {
  await page.goto("/create?goal=Kubernetes");
  const error = page.getByTestId("chat-error");
  await expect(error).toBeVisible({ timeout: 30_000 });
  await expect(error).toContainText("did not call its question tool");
  await expect(error).toContainText("supports tool calling");
  await expect(page.getByTestId("retry-button")).toBeVisible();
  await expect(page.getByTestId("option-dock")).toHaveCount(0);
  await expect(page.getByTestId("tutor-typing")).toHaveCount(0);
  await page.screenshot({ path: "test-results/model-ignores-tool-choice.png", fullPage: true });

  // Retry keeps the conversation (the research already done is not lost) and fails the same honest way.
  await page.getByTestId("retry-button").click();
  await expect(error).toContainText("did not call its question tool", { timeout: 30_000 });
  await expect(page.getByTestId("research-done")).toHaveCount(1);
});
