import { expect, test } from "@playwright/test";

/**
 * Runs under playwright.scripted.config.ts: the app talks to a scripted server
 * whose model researches, then answers the forced question tool in plain text
 * (the vLLM-without-tool-parser case). With LLM_TOOL_CALLING at its default
 * ("auto") the app switches that model to the text protocol (lib/ai/text-protocol/).
 */
test("a model that answers the question tool in plain text: its question is asked, and what it cannot do is done by the marked stand-in", async ({
  page,
}) => {
  await page.goto("/create?goal=Kubernetes");
  const dock = page.getByTestId("option-dock");
  await expect(dock).toBeVisible({ timeout: 30_000 });
  // The model's prose question is the question, answered in the learner's own words.
  await expect(page.getByTestId("question-title")).toHaveText("What would you like to achieve with it?");
  await expect(page.getByTestId("own-words-hint")).toBeVisible();
  await expect(page.getByTestId("option-card")).toHaveCount(0);
  await expect(page.getByTestId("chat-error")).toHaveCount(0);
  await expect(page.getByTestId("research-done")).toHaveCount(1);
  await page.screenshot({ path: "test-results/model-prose-question.png", fullPage: true });

  await page.getByTestId("composer-input").fill("Run my side project on a cluster");
  await page.getByTestId("composer-input").press("Enter");
  // On the text protocol the model answers with a statement, twice: the offline interviewer asks, and says so.
  await expect(page.getByTestId("stand-in-note")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("option-card").first()).toBeVisible();
  await expect(page.getByTestId("chat-error")).toHaveCount(0);
  await page.screenshot({ path: "test-results/model-stand-in-question.png", fullPage: true });
});
