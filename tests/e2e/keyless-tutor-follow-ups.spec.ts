import { expect, test } from "@playwright/test";
import { askTutor } from "../support/e2e/ask-tutor";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * The keyless workspace tutor reads the conversation and the open file (issue 25), as a new user
 * meets it in Chromium: "tell me more" / "再说详细点" after a question answers about that question's
 * subject, never the workspace status; "is line 3 correct?" with a chapter open and nothing selected
 * quotes that line of it, says it cannot judge, and gives no verdict; a bare noun phrase is looked up.
 */
const CHAPTER = "chapters/01-01-pods.md";

test("workspace: follow-ups answered on the conversation's subject, a numbered line read from the open file", async ({ page }) => {
  const courseId = await confirmedCourse(page);
  await page.goto(`/courses/${courseId}/workspace`);
  await expect(page.locator(`[data-testid="file-item"][data-path="${CHAPTER}"]`)).toBeVisible({ timeout: 20_000 });

  await askTutor(page, "what is a Pod?");
  const more = await askTutor(page, "tell me more");
  await expect(more).not.toContainText("I can see your workspace");
  await expect(more).toContainText(/Pod/);
  const zh = await askTutor(page, "再说详细点");
  await expect(zh).not.toContainText("我能看到你的学习空间");
  await expect(zh).toContainText(/Pod/);

  const found = await askTutor(page, "anything on Deployments");
  await expect(found).toContainText(/Deployment/);
  await expect(found).not.toContainText("I can see your workspace");

  await page.locator(`[data-testid="file-item"][data-path="${CHAPTER}"]`).click();
  const line = await askTutor(page, "is line 3 correct?");
  await expect(line).toContainText("I can't tell offline whether this is right");
  await expect(line).toContainText(`${CHAPTER}:3-3`);
  await expect(line).not.toContainText(/\b(?:correct|incorrect)\b\.|Right\./);
  await expect(page.getByTestId("proposal-card")).toHaveCount(0);
});
