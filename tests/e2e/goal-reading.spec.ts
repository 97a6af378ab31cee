import { expect, test } from "@playwright/test";
import { clickThroughInterview } from "./interview-helpers";

/**
 * Goals as people write them: a background-first sentence on /create gives an
 * outline named after the subject, never after the learner's sentence, and the
 * tutor does not ask for the background the learner already gave.
 */
test("a background-first goal produces an outline about the subject", async ({ page }) => {
  const goal = "I'm a nurse and want to get into data analysis";
  await page.goto(`/create?goal=${encodeURIComponent(goal)}`);
  await expect(page.getByTestId("model-badge")).toContainText(/offline/i);

  await clickThroughInterview(page);
  const tutor = (await page.getByTestId("tutor-message").allInnerTexts()).join("\n");
  // The background was stated up front, so it is never asked for.
  expect(tutor).not.toMatch(/how much experience do you have/i);

  const outline = page.getByTestId("outline-card");
  const title = outline.getByTestId("outline-title");
  await expect(title).toContainText(/data analysis/i);
  await expect(title).not.toContainText(/nurse|I'm|want/i);
  const modules = await outline.getByTestId("outline-module").allInnerTexts();
  expect(modules.length).toBeGreaterThanOrEqual(3);
  for (const text of modules) expect(text).not.toMatch(/\bnurse\b|I'm a|want to/i);
  expect(modules.filter((text) => /data analysis/i.test(text)).length).toBeGreaterThanOrEqual(3);
  // A nurse is new to data analysis: the course starts from the fundamentals.
  await expect(outline).toContainText(/from scratch|fundamentals/i);
  // The outline scrolls inside the conversation: show its head (title and first modules).
  await page.setViewportSize({ width: 1280, height: 1100 });
  await title.scrollIntoViewIfNeeded();
  await title.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: "test-results/goal-reading-outline.png" });
});
