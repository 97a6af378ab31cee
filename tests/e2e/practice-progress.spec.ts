import { expect, test, type Page } from "@playwright/test";
import type { Locale } from "@/lib/i18n/locales";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * Progress you can open (issue 24 item 6), with no key: answering questions changes the streak,
 * the time spent, the due chart and the list of attempts, on the course page and in the library;
 * every figure opens the attempts behind it. English on a desktop, Chinese on a phone.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/practice-progress";
const WRITTEN = 60_000;

const TEXT = {
  en: {
    streak0: "No streak",
    streak1: "1 day streak",
    answers: (n: number) => `${n} answers`,
    allAnswers: "All your answers",
    modules: /^Modules: /,
    dueNow: (n: number) => `${n} questions due now`,
    todayBar: (n: number, now: number) => `Today: ${n} questions due by tonight (${now} due now)`,
  },
  zh: {
    streak0: "还没有连续天数",
    streak1: "连续 1 天",
    answers: (n: number) => `${n} 次作答`,
    allAnswers: "你的全部作答",
    modules: /^模块：/,
    dueNow: (n: number) => `现在到期 ${n} 题`,
    todayBar: (n: number, now: number) => `今天：今晚之前 ${n} 题到期（现在 ${now} 题）`,
  },
} as const;

async function writtenCourse(page: Page, language: Locale) {
  const courseId = await confirmedCourse(page, language);
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: WRITTEN });
  return courseId;
}

/** Every chapter's text, as a learner reads it (the offline questions are made from it). */
async function courseText(page: Page, courseId: string): Promise<string[]> {
  const { course } = (await (await page.request.get(`/api/courses/${courseId}`)).json()) as { course: { chapters: { id: string }[] } };
  const texts = await Promise.all(
    course.chapters.map(async (chapter) => {
      const reply = (await (await page.request.get(`/api/courses/${courseId}/chapters/${chapter.id}`)).json()) as {
        chapter: { content: string | null };
      };
      return reply.chapter.content ?? "";
    }),
  );
  return texts.flatMap((text) => text.split("\n").map((line) => line.replace(/[*_`]/g, "").toLowerCase()));
}

/** The option a reader of the chapter picks: the term on the line that says what the question quotes. */
function knownOption(prompt: string, options: string[], lines: string[]): number {
  const quoted = /[“「](.+)[”」]/u.exec(prompt)?.[1]?.replace(/…$/u, "").toLowerCase();
  if (!quoted) return -1;
  const line = lines.find((candidate) => candidate.includes(quoted.slice(0, 24)));
  if (!line) return -1;
  const found = options
    .map((option, index) => ({ index, text: option.trim().toLowerCase() }))
    .filter((option) => line.includes(option.text));
  return found.toSorted((a, b) => b.text.length - a.text.length)[0]?.index ?? -1;
}

/**
 * Answers questions of the course's practice by touch until at least `count` are answered and one
 * of them right and certain (FSRS's Easy, which moves it out of today): a choice question as a
 * reader of the chapter would, a cloze on the chapter's subject with the chapter's name; the
 * others get a guess (so some answers are wrong).
 */
async function answerQuestions(page: Page, courseId: string, count: number): Promise<number> {
  const lines = await courseText(page, courseId);
  await page.goto(`/courses/${courseId}/practice`);
  let answered = 0;
  let certainRight = 0;
  while (answered < count || certainRight === 0) {
    await expect(page.getByTestId("question-prompt").or(page.getByTestId("session-done"))).toBeVisible();
    if (await page.getByTestId("session-done").isVisible()) break;
    const question = page.getByTestId("question");
    const prompt = (await page.getByTestId("question-prompt").textContent()) ?? "";
    const options = question.getByRole("radio");
    const subject = /chapters\/\d\d-\d\d-([a-z0-9-]+)\.md/.exec((await question.textContent()) ?? "")?.[1];
    let sure = false;
    if ((await options.count()) > 0) {
      const known = knownOption(prompt, await options.locator("span").allTextContents(), lines);
      sure = known >= 0;
      await options.nth(Math.max(0, known)).click();
    } else {
      sure = /____/.test(prompt) && subject !== undefined;
      await page.getByTestId("answer-input").fill(sure ? subject! : "the smallest unit you deploy");
    }
    await page
      .getByTestId("confidence")
      .getByRole("button")
      .nth(sure ? 3 : 0)
      .click();
    // Time taken is measured from when the question was shown: give it a moment.
    await page.waitForTimeout(1100);
    await page.getByTestId("check-answer").click();
    const feedback = page.getByTestId("feedback");
    await expect(feedback).toBeVisible();
    answered += 1;
    if (sure && (await feedback.getAttribute("data-correct")) === "true") certainRight += 1;
    await feedback.getByRole("button").last().click();
  }
  expect(certainRight, "a question answered right and certain").toBeGreaterThan(0);
  return answered;
}

/** Nothing wider than the screen; when something is, the message names it. */
async function fitsTheScreen(page: Page, width: number) {
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)} [${element.textContent?.slice(0, 30)}]`,
      ),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), wider.join("\n")).toBeLessThanOrEqual(width);
}

const dueCounts = async (page: Page) =>
  await page.getByTestId("due-day").evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute("data-count"))));

for (const [language, viewport] of [
  ["en", { width: 1280, height: 900 }],
  ["zh", { width: 390, height: 844 }],
] as const) {
  test(`${language} ${viewport.width}px: answering changes the streak, time spent, due chart and attempts, each opening what is behind it`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t = TEXT[language];
    await context.addCookies([{ name: "nn-locale", value: language, url: baseURL ?? "http://127.0.0.1:3100" }]);
    await page.setViewportSize(viewport);
    const courseId = await writtenCourse(page, language);

    // Before any answer: no streak, nothing spent, every question due today.
    const figures = page.getByTestId("progress-figures");
    await expect(figures.getByTestId("figure-streak-value")).toHaveText(t.streak0);
    await expect(page.getByTestId("due-day")).toHaveCount(14);
    const before = await dueCounts(page);
    expect(before[0]).toBeGreaterThan(0);
    expect(before.slice(1).every((count) => count === 0)).toBe(true);

    const answered = await answerQuestions(page, courseId, 4);

    // The course page again: a streak of one day, time spent, the answered questions moved out of today.
    await page.goto(`/courses/${courseId}`);
    await expect(figures.getByTestId("figure-streak-value")).toHaveText(t.streak1);
    await expect(figures.getByTestId("figure-time")).toContainText(t.answers(answered));
    const after = await dueCounts(page);
    expect(after.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(before[0]!);
    expect(after[0]).toBeLessThan(before[0]!);
    // "Due now" and today's bar each say what they count: the bar also holds what comes due by tonight.
    const summary = (await (await page.request.get(`/api/courses/${courseId}/practice/summary`)).json()) as { dueNow: number };
    await expect(figures.getByTestId("figure-due-value")).toHaveText(t.dueNow(summary.dueNow));
    await expect(page.getByTestId("due-day").first()).toHaveAttribute("aria-label", t.todayBar(after[0]!, summary.dueNow));
    expect(after[0]).toBeGreaterThanOrEqual(summary.dueNow);
    await fitsTheScreen(page, viewport.width);
    await page.screenshot({ path: `${SHOTS}/${language}-1-course.png`, fullPage: true });

    // Time spent opens every attempt, newest first, each with its question, answer and when.
    await figures.getByTestId("figure-time").click();
    const dialog = page.getByTestId("attempts-dialog");
    await expect(dialog.getByRole("heading")).toHaveText(t.allAnswers);
    await expect(dialog.getByTestId("attempt-row")).toHaveCount(answered);
    await expect(dialog.getByTestId("attempt-row").first().locator("time")).toBeVisible();
    await expect(dialog.locator('[data-testid="attempt-row"][data-correct="true"]').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-2-attempts.png`, fullPage: true });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // The streak opens today's attempts; a later day of the chart the attempts on the questions due then.
    await figures.getByTestId("figure-streak").click();
    await expect(dialog.getByTestId("attempt-row")).toHaveCount(answered);
    await page.keyboard.press("Escape");
    const laterDay = after.findIndex((count, index) => index > 0 && count > 0);
    if (laterDay > 0) {
      await page.getByTestId("due-day").nth(laterDay).click();
      await expect(dialog.getByTestId("attempt-row")).toHaveCount(after[laterDay]!);
      await page.keyboard.press("Escape");
    }

    // The library: the same figures across courses, and the course's modules on its card.
    await page.goto("/courses");
    await expect(page.getByTestId("progress-figures").getByTestId("figure-streak-value")).toHaveText(t.streak1);
    const card = page.locator(`[data-testid="course-card"][data-course-id="${courseId}"]`);
    await expect(card.getByTestId("course-card-modules")).toHaveText(t.modules);
    await card.getByTestId("course-card-answers").click();
    await expect(dialog.getByTestId("attempt-row")).toHaveCount(answered);
    await fitsTheScreen(page, viewport.width);
    await page.screenshot({ path: `${SHOTS}/${language}-3-library.png`, fullPage: true });
    await page.keyboard.press("Escape");

    // The review queue says what comes due next, tomorrow and this week.
    await page.goto("/review");
    await expect(page.getByTestId("coming-up")).toBeVisible();
    await fitsTheScreen(page, viewport.width);

    // "Make a question" from selected lines of a chapter: made, citing them, and edited.
    const { course } = (await (await page.request.get(`/api/courses/${courseId}`)).json()) as { course: { chapters: { id: string }[] } };
    await page.goto(`/courses/${courseId}/chapters/${course.chapters[0]!.id}`);
    // The renderer (with source lines) replaces the plain first paint: select in the rendered text.
    const paragraph = page.getByTestId("chapter-content").locator("p[data-line-start]").filter({ hasText: /\w{5}/ }).first();
    await expect(paragraph).toBeVisible();
    await paragraph.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    });
    await page.getByTestId("make-question-selection").click();
    const made = page.getByTestId("made-question");
    await expect(made).toBeVisible();
    await expect(made).toContainText(/chapters\/01-01-[a-z-]+\.md:\d+-\d+/);
    await page.getByTestId("edit-made-question").click();
    const prompt = page.getByTestId("edit-prompt");
    await prompt.fill(`${await prompt.inputValue()} (${language === "zh" ? "我的题" : "my card"})`);
    await page.getByTestId("edit-save").click();
    await expect(page.getByTestId("edit-saved")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-4-own-question.png`, fullPage: true });
  });
}
