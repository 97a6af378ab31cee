import { expect, test, type Page } from "@playwright/test";
import type { Locale } from "@/lib/i18n/locales";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * "Make a question" from lines selected in the workspace editor (issue 24 item 1), with no key:
 * on a chapter file the question is made from those lines and joins the course's practice list
 * citing them; on a note the action is there but disabled, saying questions come from chapter
 * lines. English on a desktop, Chinese on a phone (where the action sits under the editor).
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/workspace-question";
const CHAPTER = "chapters/01-01-pods.md";

async function selectLine(page: Page, line: ReturnType<Page["locator"]>) {
  await line.click({ clickCount: 3 });
}

for (const [language, viewport] of [
  ["en", { width: 1280, height: 800 }],
  ["zh", { width: 390, height: 844 }],
] as const satisfies readonly (readonly [Locale, { width: number; height: number }])[]) {
  test(`${language} ${viewport.width}px: a question from chapter lines selected in the editor joins practice citing them; a note says why not`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "nn-locale", value: language, url: baseURL ?? "http://127.0.0.1:3100" }]);
    await page.setViewportSize(viewport);
    const courseId = await confirmedCourse(page, language);
    await page.goto(`/courses/${courseId}`);
    await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: 60_000 });
    const phone = viewport.width < 640;
    await page.goto(`/courses/${courseId}/workspace`);
    const files = page.getByRole("tab", { name: language === "zh" ? "文件" : "Files" });
    if (phone) await files.click();
    await page.locator(`[data-testid="file-item"][data-path="${CHAPTER}"]`).click();
    await expect(page.getByTestId("open-path")).toHaveText(CHAPTER);

    // A line that bolds a term and says something about it: the offline maker blanks the term.
    const line = page
      .locator(".cm-line")
      .filter({ hasText: /\*\*[^*]{2,40}\*\*.{20,}/ })
      .first();
    await selectLine(page, line);
    const ask = page.getByTestId("ask-tutor");
    await expect(ask).toContainText(new RegExp(`${CHAPTER.replace(/[.]/g, "\\.")}:\\d+-\\d+`));
    const cited = /chapters\/\S+:\d+-\d+/.exec((await ask.textContent()) ?? "")![0];
    const make = page.getByTestId("make-question-selection");
    await expect(make).toBeEnabled();
    await make.scrollIntoViewIfNeeded();
    const box = (await make.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await make.click();
    const made = page.getByTestId("made-question");
    await expect(made).toContainText(cited);
    await page.screenshot({ path: `${SHOTS}/${language}-made.png` });

    // In the course's practice list, the learner's own, citing those lines.
    const list = (await (await page.request.get(`/api/courses/${courseId}/practice`)).json()) as {
      questions: { citation: string; source: string; prompt: string }[];
    };
    const prompt = (await made.locator("p").first().textContent())!.trim();
    expect(list.questions.filter((question) => question.source === "learner")).toEqual([
      expect.objectContaining({ citation: cited, prompt }),
    ]);
    await page.keyboard.press("Escape");
    await expect(made).toBeHidden();

    // A note: the action is shown disabled with the reason.
    const note = "notes/mine.md";
    const content = "# Mine\n\nThe **scheduler** places each Pod on a node that has room for it.\n";
    expect((await page.request.put(`/api/courses/${courseId}/file`, { data: { path: note, content } })).status()).toBe(200);
    await page.reload();
    if (phone) await files.click();
    await page.locator(`[data-testid="file-item"][data-path="${note}"]`).click();
    await expect(page.getByTestId("open-path")).toHaveText(note);
    await selectLine(page, page.locator(".cm-line").filter({ hasText: "scheduler" }));
    await expect(page.getByTestId("make-question-selection")).toBeDisabled();
    await expect(page.getByTestId("make-question-unavailable")).toHaveText(
      language === "zh" ? /题目只能出自章节内容/ : /Questions come from chapter lines/,
    );
  });
}
