import { expect, test, type Page } from "@playwright/test";
import type { Locale } from "@/lib/i18n/locales";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * Practice in the browser with the offline model (issue 24): from the course page into its
 * practice, a session answered by keyboard (how sure before the answer is shown, feedback, the
 * next review date, the session's summary), the review queue across courses, progress per module
 * on the course page, in English and Chinese, on a desktop and a phone.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/practice";
const WRITTEN = 60_000;

async function writtenCourse(page: Page, language: Locale = "en") {
  const courseId = await confirmedCourse(page, language);
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: WRITTEN });
  return courseId;
}

/** Answers the question on screen by keyboard: an option or some words, how sure, Enter; returns whether it was right. */
async function answerByKeyboard(page: Page, words: string, confidence: string) {
  const question = page.getByTestId("question");
  if ((await question.getByRole("radio").count()) > 0) await page.keyboard.press("b");
  else {
    await page.getByTestId("answer-input").fill(words);
    await page.getByTestId("answer-input").press("Tab");
  }
  await page.keyboard.press(confidence);
  await page.keyboard.press("Enter");
  const feedback = page.getByTestId("feedback");
  await expect(feedback).toBeVisible();
  return (await feedback.getAttribute("data-correct")) === "true";
}

test("a course's practice by keyboard: how sure before the answer, feedback, next review, summary; progress on the course page; the review queue", async ({
  page,
}) => {
  const courseId = await writtenCourse(page);
  await expect(page.getByTestId("open-practice")).toBeVisible();
  await expect(page.getByTestId("mastery-module")).toHaveCount(2);
  await expect(page.getByTestId("mastery-module").first()).toHaveAttribute("data-status", "not_started");
  await page.getByTestId("open-practice").click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/practice$`));
  await expect(page.getByTestId("practice-counts")).toContainText("due");
  await expect(page.getByTestId("session-progress")).toHaveText(/^Question 1 of \d+$/);
  const total = Number(/of (\d+)/.exec((await page.getByTestId("session-progress").textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThanOrEqual(12);

  // Enter before saying how sure: asked for, nothing sent.
  if ((await page.getByTestId("question").getByRole("radio").count()) === 0) {
    await page.getByTestId("answer-input").fill("something");
    await page.getByTestId("answer-input").press("Enter");
    await expect(page.getByTestId("confidence").getByRole("alert")).toBeVisible();
    await expect(page.getByTestId("feedback")).toHaveCount(0);
  }
  await page.screenshot({ path: `${SHOTS}/1-question.png`, fullPage: true });

  // Ten answers, some of them "I don't know" (Space): each graded with its feedback and next review.
  for (let index = 0; index < 10; index += 1) {
    if (index % 3 === 2) {
      await page.locator("body").click({ position: { x: 1, y: 1 } });
      await page.keyboard.press("Space");
      await expect(page.getByTestId("feedback")).toHaveAttribute("data-correct", "false");
    } else {
      await answerByKeyboard(page, "the smallest unit you deploy", String((index % 4) + 1));
    }
    // Right, or the answer named: on its own line, or in the grader's words ("The answer is “…”").
    await expect(page.getByTestId("feedback")).toContainText(/Answer: |Right|is “[^”]+”/);
    await expect(page.getByTestId("next-due")).toHaveText(/^Next review in /);
    if (index === 1) await page.screenshot({ path: `${SHOTS}/2-feedback.png`, fullPage: true });
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("session-progress")).toHaveText(`Question ${index + 2} of ${total}`);
  }

  // The course page: reviews due and progress per module, each opening what counts.
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByTestId("reviews-due")).toBeVisible();
  await expect(page.getByTestId("mastery-module").first()).toHaveAttribute("data-status", /in_progress|earned/);
  await page.getByTestId("mastery-module").first().locator("summary").first().click();
  await expect(page.getByTestId("mastery-chapter").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/3-progress.png`, fullPage: true });

  // The review queue, from the header: the questions answered wrong are due again soon; the rest wait.
  await page.getByTestId("review-nav-link").click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review");
  await expect(page.getByTestId("session-progress").or(page.getByTestId("session-done"))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/4-review.png`, fullPage: true });
});

test("practice in Chinese on a phone: large targets, nothing wider than the screen, a session to its summary", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "nn-locale", value: "zh", url: baseURL ?? "http://127.0.0.1:3100" }]);
  await page.setViewportSize({ width: 390, height: 844 });
  const courseId = await writtenCourse(page, "zh");
  await page.goto(`/courses/${courseId}/practice`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("练习");
  await expect(page.getByTestId("session-progress")).toHaveText(/^第 1 题，共 \d+ 题$/);
  // Nothing wider than the screen, the header's four links included, down to 360 px.
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  for (const button of await page.getByTestId("confidence").getByRole("button").all()) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  // By touch: an answer, how sure, check.
  const options = page.getByTestId("question").getByRole("radio");
  if ((await options.count()) > 0) await options.first().click();
  else await page.getByTestId("answer-input").fill("不知道");
  await page.getByTestId("confidence").getByRole("button").nth(1).click();
  await page.getByTestId("check-answer").click();
  await expect(page.getByTestId("feedback")).toBeVisible();
  await expect(page.getByTestId("next-due")).toContainText(/下次复习|不计入/);
  await page.screenshot({ path: `${SHOTS}/5-phone-zh.png`, fullPage: true });
});
