import { expect, type Page } from "@playwright/test";

/** Sends one message to the workspace tutor and returns its answer once the turn is over. */
export async function askTutor(page: Page, text: string) {
  const answers = page.locator('[data-testid="tutor-message"][data-role="assistant"]');
  const before = await answers.count();
  await page.getByTestId("tutor-input").fill(text);
  await page.getByTestId("tutor-send").click();
  // The input is never disabled, so it says nothing about the turn: it is over when its answer is
  // on the page and Send is back in place of Stop.
  await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(page.getByTestId("tutor-send")).toBeVisible({ timeout: 30_000 });
  return answers.last();
}
