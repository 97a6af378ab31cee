import { expect, test } from "@playwright/test";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * The connection drops as the learner talks (Chromium offline, in Chinese): what they typed stays on the page,
 * the error is a sentence in their language — never the bundler's "Failed to load chunk /_next/static/…" — and
 * Retry answers once the connection is back. The chat's engine is downloaded when the learner is about to talk,
 * so going offline first is the case where that download, not the request, is what fails; the workspace's editor
 * code may be on its way too.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "nn-locale", value: "zh", url: baseURL ?? "http://127.0.0.1:3100" }]);
});

test("/chat: a message sent offline stays, with a network error in Chinese and a retry that answers it", async ({ page, context }) => {
  await page.goto("/chat");
  await expect(page.getByTestId("chat-app")).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  const input = page.getByTestId("chat-input");
  await input.fill("什么是所有权？");
  await input.press("Enter");
  await expect(page.getByTestId("learner-message").last()).toContainText("什么是所有权？", { timeout: 15_000 });
  const error = page.getByTestId("chat-error");
  await expect(error).toHaveAttribute("data-code", "network");
  await expect(error).toContainText("无法连接服务器");
  await expect(error).not.toContainText(/chunk|_next/i);

  await context.setOffline(false);
  await page.getByTestId("retry-button").click();
  await expect(page.getByTestId("tutor-message").last()).not.toBeEmpty({ timeout: 30_000 });
  await expect(page.getByTestId("chat-error")).toHaveCount(0);
  await expect(page.getByTestId("learner-message")).toHaveCount(1);
});

test("workspace tutor: offline, the error says so in Chinese, not in the bundler's words; retry answers", async ({ page, context }) => {
  const courseId = await confirmedCourse(page, "zh");
  // Written first: the workspace still fetching new chapters' code when the connection drops is another case.
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/courses/${courseId}`)).json()) as { course: { status: string } }).course.status,
      {
        timeout: 60_000,
      },
    )
    .toBe("ready");
  await page.goto(`/courses/${courseId}/workspace`);
  await expect(page.locator('[data-testid="file-item"][data-path="ground-truth.md"]')).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);
  await page.getByTestId("tutor-input").fill("考考我");
  await page.getByTestId("tutor-send").click();
  const error = page.getByTestId("tutor-error");
  await expect(error).toContainText("无法连接导师", { timeout: 15_000 });
  await expect(error).not.toContainText(/chunk|_next|network/i);
  await expect(page.locator('[data-testid="tutor-message"][data-role="user"]').last()).toContainText("考考我");

  // The page stays: the editor's own code may still have been on its way (it loads after the page), and its
  // failure says so in place instead of replacing the workspace with the error page.
  await page.waitForTimeout(3000);
  await expect(page.getByTestId("workspace")).toBeVisible();
  await expect(page.getByTestId("code-editor").or(page.getByTestId("editor-unavailable")).first()).toBeVisible();

  await context.setOffline(false);
  await page.getByTestId("tutor-retry").click();
  // Sent again (it never reached the server), answered once, asked once.
  await expect(page.locator('[data-testid="tutor-message"][data-role="assistant"]').last()).toContainText("练习题", { timeout: 30_000 });
  await expect(page.locator('[data-testid="tutor-message"][data-role="user"]')).toHaveCount(1);
  await expect(page.getByTestId("tutor-error")).toHaveCount(0);
});

test("/review: an answer checked offline fails at once, in Chinese, with the answer kept; Check again grades it", async ({
  page,
  context,
}) => {
  const courseId = await confirmedCourse(page, "zh");
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/courses/${courseId}/practice`)).json()) as { questions: unknown[] }).questions.length,
      {
        timeout: 60_000,
      },
    )
    .toBeGreaterThan(0);
  await page.goto("/review");
  await expect(page.getByTestId("question-prompt")).toBeVisible({ timeout: 20_000 });
  const options = page.getByTestId("question").getByRole("radio");
  const choice = (await options.count()) > 0;
  if (choice) await options.first().click();
  else await page.getByTestId("answer-input").fill("一个答案");
  await page.getByTestId("confidence").getByRole("button").nth(1).click();
  await context.setOffline(true);
  await page.getByTestId("check-answer").click();
  await expect(page.getByRole("alert").filter({ hasText: "无法连接服务器" })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId("check-answer")).toBeEnabled();
  if (!choice) await expect(page.getByTestId("answer-input")).toHaveValue("一个答案");

  await context.setOffline(false);
  await page.getByTestId("check-answer").click();
  await expect(page.getByTestId("feedback")).toBeVisible({ timeout: 15_000 });
});
