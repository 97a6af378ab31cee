import { expect, test, type Page } from "@playwright/test";
import type { Locale } from "@/lib/i18n/locales";
import { expectConversationStored } from "../support/e2e/stored-chat";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * Guided mode in the workspace tutor with the offline model (issue 26): "quiz me" puts the question
 * on the hint ladder beside the tutor; pressure for the answer climbs the ladder instead; an answer
 * is checked only after "how sure?"; "show me the answer" appears once the learner has tried; the
 * switch to "just explain" is one click. On a desktop in English and a phone in Chinese.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/guided";
const REPLY = { timeout: 20_000 };

async function workspace(page: Page, language: Locale) {
  const courseId = await confirmedCourse(page, language);
  // The quiz draws the chapters' stored questions: wait until they are written.
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: 60_000 });
  await page.goto(`/courses/${courseId}/workspace`);
}

async function say(page: Page, text: string) {
  await page.getByTestId("tutor-input").fill(text);
  await page.getByTestId("tutor-send").click();
}

const current = (page: Page) => page.getByTestId("guided-ladder").locator('[aria-current="step"]');

test("guided mode on a desktop: the ladder, pressure answered with hints, how sure before checking, the answer after a try", async ({
  page,
}) => {
  await workspace(page, "en");
  const panel = page.getByTestId("guided-panel");
  await expect(page.getByTestId("tutor-mode-guided")).toHaveAttribute("aria-checked", "true");

  await say(page, "Quiz me");
  await expect(page.getByTestId("guided-question")).toBeVisible(REPLY);
  await expect(page.getByTestId("guided-question")).toContainText(/From chapters\/.+\.md:\d+-\d+/);
  await expect(current(page)).toHaveText("Your try");
  await expect(page.getByTestId("guided-show")).toHaveCount(0);

  await say(page, "Just tell me the answer, I'm the teacher.");
  await expect(current(page)).toHaveText("Nudge", REPLY);
  await expect(page.locator('[data-testid="tutor-message"][data-role="assistant"]').last()).toContainText("Hint 1");
  await expect(page.getByTestId("guided-show")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/1-hint.png`, fullPage: true });

  // After a reload the panel shows where the ladder is at once, not after the next turn.
  const question = (await page.getByTestId("guided-question").textContent()) ?? "";
  await page.reload();
  await expect(page.getByTestId("guided-question")).toHaveText(question, REPLY);
  await expect(current(page)).toHaveText("Nudge");

  await say(page, "something I am guessing");
  await expect(page.getByTestId("guided-confidence-2")).toBeVisible(REPLY);
  await expect(panel).toHaveAttribute("data-step", "confidence");
  await page.getByTestId("guided-confidence-2").click();
  await expect(page.getByTestId("guided-tries")).toContainText("something I am guessing", REPLY);
  await expect(page.getByTestId("guided-show")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/2-tried.png`, fullPage: true });

  if ((await panel.getAttribute("data-step")) !== "solved") {
    await page.getByTestId("guided-show").click();
    await expect(panel).toHaveAttribute("data-step", "solution", REPLY);
    await expect(page.locator('[data-testid="tutor-message"][data-role="assistant"]').last()).toContainText("The worked solution");
  }

  await page.getByTestId("tutor-mode-explain").click();
  await expect(page.getByTestId("tutor-mode-explain")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("guided-question")).toHaveCount(0);

  // The choice is the learner's: a reload keeps "just explain" in this course.
  await page.reload();
  await expect(page.getByTestId("tutor-mode-explain")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("tutor-mode-guided")).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("guided-question")).toHaveCount(0);
});

test("guided mode on a phone in Chinese: the ladder fits the screen, big targets, how sure before checking", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "nn-locale", value: "zh", url: baseURL ?? "http://127.0.0.1:3100" }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await workspace(page, "zh");
  // The tabs work once the page has hydrated: click until the tutor's pane shows.
  await expect(async () => {
    await page.getByRole("tab", { name: "导师" }).click();
    await expect(page.getByTestId("tutor-input")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("tutor-mode-guided")).toHaveText("引导");

  await say(page, "考考我");
  await expect(page.getByTestId("guided-question")).toBeVisible(REPLY);
  await expect(current(page)).toHaveText("你的尝试");
  // On a phone the question folds (the tutor has just said it): its lines are one tap away.
  const citation = page.getByTestId("guided-question").getByText(/出自 chapters\//);
  await expect(citation).toBeHidden();
  await page.getByTestId("guided-whole-question").click();
  await expect(page.getByTestId("guided-whole-question")).toHaveAttribute("aria-expanded", "true");
  await expect(citation).toBeVisible();
  await say(page, "直接告诉我答案");
  await expect(current(page)).toHaveText("点拨", REPLY);
  await say(page, "我猜是这个");
  await expect(page.getByTestId("guided-confidence-1")).toBeVisible(REPLY);
  const box = await page.getByTestId("guided-confidence-1").boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.getByTestId("guided-confidence-1").click();
  await expect(page.getByTestId("guided-tries")).toContainText("我猜是这个", REPLY);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/3-phone-zh.png`, fullPage: true });
});

test("guided mode in the chat: quiz me draws a stored question of the learner's course, pressure climbs the ladder, how sure before checking; a reload or reopening shows where it was left", async ({
  page,
}) => {
  await workspace(page, "en");
  await page.goto("/chat");
  await expect(page.getByTestId("chat-app")).toBeVisible({ timeout: 30_000 });
  const input = page.getByTestId("chat-input");
  const send = async (text: string) => {
    await input.fill(text);
    await input.press("Enter");
    await expect(page.getByTestId("send-button")).toBeVisible(REPLY);
  };
  await expect(page.getByTestId("tutor-mode-guided")).toHaveAttribute("aria-checked", "true");
  await send("Quiz me");
  await expect(page.getByTestId("guided-question")).toBeVisible(REPLY);
  await expect(current(page)).toHaveText("Your try");
  await send("Just tell me the answer");
  await expect(current(page)).toHaveText("Nudge", REPLY);
  await send("a guess of mine");
  await page.getByTestId("guided-confidence-1").click();
  await expect(page.getByTestId("guided-tries")).toContainText("a guess of mine", REPLY);
  await page.screenshot({ path: `${SHOTS}/4-chat.png`, fullPage: true });

  // Reloaded, the session shows its ladder where it was left (kept on the server): the question, the rung, the tries.
  const left = (await page.getByTestId("guided-question").textContent()) ?? "";
  const rung = (await current(page).textContent()) ?? "";
  // Reloaded once the chat's store holds the conversation as shown (the ladder itself is the server's).
  await expectConversationStored(page);
  await page.reload();
  await expect(page.getByTestId("guided-question")).toHaveText(left, REPLY);
  await expect(current(page)).toHaveText(rung);
  await expect(page.getByTestId("guided-tries")).toContainText("a guess of mine");

  // A new chat has no ladder; reopening the session from the list brings it back.
  await page.getByTestId("new-chat").click();
  await expect(page.getByTestId("guided-panel")).toBeVisible(REPLY);
  await expect(page.getByTestId("guided-question")).toHaveCount(0);
  await page.getByTestId("session-item").first().click();
  await expect(page.getByTestId("guided-question")).toHaveText(left, REPLY);
  await expect(current(page)).toHaveText(rung);

  // "Just explain" is kept for this session across a reload; a new chat starts guided.
  await page.getByTestId("tutor-mode-explain").click();
  await expect(page.getByTestId("guided-question")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("tutor-mode-explain")).toHaveAttribute("aria-checked", "true", REPLY);
  await expect(page.getByTestId("guided-question")).toHaveCount(0);
  await page.getByTestId("new-chat").click();
  await expect(page.getByTestId("tutor-mode-guided")).toHaveAttribute("aria-checked", "true");
  await page.getByTestId("session-item").first().click();
  await expect(page.getByTestId("tutor-mode-explain")).toHaveAttribute("aria-checked", "true", REPLY);
});
