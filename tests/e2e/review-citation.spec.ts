import { expect, test } from "@playwright/test";
import type { Locale } from "@/lib/i18n/locales";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * On /review a card's citation (`chapters/…md:s-e`) opens the chapter at the cited lines: the course's workspace
 * with its chapter file open and those lines selected (the same reveal a citation chip uses there), followed by
 * keyboard alone. English on a desktop, Chinese on a phone (where the editor's tab comes up).
 */
const CITED = { en: /^From (chapters\/.+\.md:\d+-\d+)$/, zh: /^出自 (chapters\/.+\.md:\d+-\d+)$/ } as const;

for (const [language, viewport] of [
  ["en", { width: 1280, height: 800 }],
  ["zh", { width: 390, height: 844 }],
] as const satisfies readonly (readonly [Locale, { width: number; height: number }])[]) {
  test(`${language} ${viewport.width}px: a reviewed question's citation opens the chapter at the cited lines, by keyboard`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "nn-locale", value: language, url: baseURL ?? "http://127.0.0.1:3100" }]);
    await page.setViewportSize(viewport);
    const courseId = await confirmedCourse(page, language);
    await page.goto(`/courses/${courseId}`);
    await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: 60_000 });

    await page.goto("/review");
    const link = page.getByTestId("question-citation");
    await expect(link).toBeVisible({ timeout: 30_000 });
    const cited = CITED[language].exec(((await link.textContent()) ?? "").trim())?.[1];
    expect(cited, "a citation with lines on the card").toBeTruthy();
    const [path, lines] = cited!.split(":") as [string, string];

    await link.focus();
    await page.keyboard.press("Enter");
    // The entry is taken out of the address once used: a reload does not jump again.
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/workspace$`), { timeout: 30_000 });
    await expect(page.getByTestId("open-path")).toHaveText(path, { timeout: 30_000 });
    // The cited lines are the editor's selection (what "Ask the tutor" would attach), scrolled into view.
    const ask = page.getByTestId("ask-tutor");
    await expect(ask).toContainText(`${path}:${lines}`);
    // Scrolled to: the selection's line is the editor's highlighted line, on screen.
    const [, end] = lines.split("-") as [string, string];
    const lineNumber = page.locator(".cm-lineNumbers .cm-gutterElement").filter({ hasText: new RegExp(`^${end}$`) });
    await expect(lineNumber).toBeInViewport();
    await expect(page.locator(".cm-activeLine").first()).toBeInViewport();
  });
}
