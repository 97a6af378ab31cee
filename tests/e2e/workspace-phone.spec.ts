import { mkdirSync } from "node:fs";
import { devices, expect, test, type Locator, type Page } from "@playwright/test";
import { confirmedCourse } from "../support/e2e/confirmed-course";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The course workspace as a learner uses it on a phone (390 px, touch), offline model: the page
 * never scrolls sideways on any tab, the tutor pane follows each new answer (and a restored
 * conversation opens at its end), a citation chip brings the cited lines into view without
 * moving the page, prices in a pasted web page stay text and a real formula stays in its column,
 * the editor is one column with "Ask the tutor" under the text, and /chat's session list shows
 * whole titles and "just now" for a fresh chat. Screenshots under test-results/workspace-phone/.
 */
test.use({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/workspace-phone";
mkdirSync(SHOTS, { recursive: true });

// A web page with prices in it, and the answering sentence far down (after 120 lines of other text).
const FILLER = Array.from({ length: 120 }, (_, index) => `<p>Compost note ${index}: turn the heap and keep it damp.</p>`).join("");
const PRICES_PAGE = `<html><body><h1>Plans</h1>${FILLER}<p>The starter plan costs $5 per month and the team plan costs $20 per month when billed yearly to an organisation account.</p></body></html>`;
const LONG_FORMULA = `$$\n${Array.from({ length: 30 }, (_, index) => `x_{${index}}^{2}`).join(" + ")} = r^2\n$$`;

async function courseWithPricesPage(page: Page, language: Locale = "en"): Promise<string> {
  const courseId = await confirmedCourse(page, language);
  const upload = await page.request.post(`/api/courses/${courseId}/sources`, {
    multipart: { file: { name: "plans.html", mimeType: "text/html", buffer: Buffer.from(PRICES_PAGE) } },
  });
  expect(upload.status()).toBe(202);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/courses/${courseId}/sources`)).json()) as { sources: { status: string }[] }).sources
          .map((source) => source.status)
          .join(),
      { timeout: 30_000 },
    )
    .toBe("ready");
  return courseId;
}

/** The page's own horizontal overflow (what makes a phone page slide sideways). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How much of `inner` lies inside `outer`'s box, vertically, in px. */
async function visibleHeight(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return 0;
  return Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
}

async function ask(page: Page, question: string) {
  const answers = page.locator('[data-testid="tutor-message"][data-role="assistant"]');
  const before = await answers.count();
  await page.getByTestId("tutor-input").fill(question);
  await page.getByTestId("tutor-send").click();
  await expect(answers).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(page.getByTestId("tutor-send")).toBeVisible({ timeout: 20_000 });
  return answers.last();
}

/** The latest answer's end is on screen in the tutor's list. */
async function expectLatestInView(page: Page) {
  const list = page.getByTestId("tutor-messages");
  const last = page.getByTestId("tutor-message").last();
  await expect
    .poll(async () => list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight))
    .toBeLessThan(60);
  expect(await visibleHeight(last, list)).toBeGreaterThan(20);
}

test("on a phone the tutor follows each answer, a citation opens at its lines, and nothing widens the page", async ({ page }) => {
  const courseId = await courseWithPricesPage(page);
  await page.goto(`/courses/${courseId}/workspace`);
  await expect(page.getByTestId("phone-tabs")).toBeVisible();
  // The learner turns to the tutor at once: the guide opening in the editor does not pull them back.
  await page.getByRole("tab", { name: "Tutor" }).click();
  await expect(page.locator('[data-testid="file-item"][data-path="guidance.md"]')).toBeAttached();
  await expect(page.getByTestId("open-path")).toHaveText("guidance.md");
  await expect(page.getByRole("tab", { name: "Tutor" })).toHaveAttribute("aria-selected", "true");
  for (const tab of ["Files", "Editor", "Tutor"]) {
    await page.getByRole("tab", { name: tab }).click();
    expect(await pageOverflow(page), `${tab} tab`).toBeLessThanOrEqual(0);
  }

  // Three questions: after each, the newest answer is what the learner sees, not the top of the history.
  await ask(page, "How should I study this course?");
  await ask(page, "What are Pods?");
  const answer = await ask(page, "How much does the starter plan cost per month?");
  await expectLatestInView(page);
  expect(await page.getByTestId("tutor-messages").evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  // The web page's prices are quoted as text, not set as one long formula; the page does not slide.
  await expect(answer.getByTestId("cited-answer")).toContainText("costs $5 per month and the team plan costs $20 per month");
  await expect(answer.locator(".katex")).toHaveCount(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/1-tutor-follows.png` });

  // The chip opens the page at the cited lines, in the editor's place; the page itself stays put.
  const chip = answer.getByTestId("cited-answer").getByRole("link", { name: "S1", exact: true });
  await chip.click();
  await expect(page.getByRole("tab", { name: "Editor" })).toHaveAttribute("aria-selected", "true");
  const viewer = page.getByTestId("source-text");
  const cited = viewer.locator('[data-highlighted="true"]').filter({ hasText: "starter plan costs $5" });
  await expect(cited).toHaveCount(1);
  await expect.poll(() => visibleHeight(cited, viewer)).toBeGreaterThan(10);
  await expect(viewer.locator('[data-highlighted="true"]').first()).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The view's title bar (and its close button) is still on screen, below the site header.
  const close = page.getByTestId("workspace-view-close");
  await expect(close).toBeInViewport();
  expect((await close.boundingBox())!.y).toBeGreaterThanOrEqual((await page.locator("header").first().boundingBox())!.height - 1);
  await page.screenshot({ path: `${SHOTS}/2-citation.png` });

  // Back on the tutor tab, and after a reload, the conversation is at its latest answer.
  await page.getByRole("tab", { name: "Tutor" }).click();
  await expectLatestInView(page);
  await page.reload();
  await page.getByRole("tab", { name: "Tutor" }).click();
  await expect(page.getByTestId("tutor-message")).toHaveCount(6);
  await expectLatestInView(page);
});

test("on a phone the editor is one column, Ask the tutor sits under the text, and a wide formula stays in its column", async ({ page }) => {
  const courseId = await confirmedCourse(page);
  const content = `# Circles\n\nA circle.\nIts area.\n\nThe area is $\\pi r^2$; a plan costs $5 or $20.\n\n${LONG_FORMULA}\n`;
  expect((await page.request.put(`/api/courses/${courseId}/file`, { data: { path: "notes/circles.md", content } })).status()).toBe(200);
  await page.goto(`/courses/${courseId}/workspace`);
  await page.getByRole("tab", { name: "Files" }).click();
  await page.locator('[data-testid="file-item"][data-path="notes/circles.md"]').click();
  await expect(page.getByTestId("open-path")).toHaveText("notes/circles.md");

  // No side-by-side on a phone: the source fills the width.
  const modes = page.getByRole("group").filter({ has: page.getByRole("button", { name: "Source" }) });
  await expect(modes.getByRole("button")).toHaveText(["Source", "Preview"]);
  await expect(page.getByTestId("preview")).toHaveCount(0);
  expect((await page.getByTestId("code-editor").boundingBox())!.width).toBeGreaterThan(340);

  // Select two lines: the button is below the editor, covering none of its text.
  await page.locator(".cm-line").nth(2).click();
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Shift+End");
  const askButton = page.getByTestId("ask-tutor");
  await expect(askButton).toContainText("notes/circles.md:3-4");
  const editorBox = (await page.getByTestId("code-editor").boundingBox())!;
  expect((await askButton.boundingBox())!.y).toBeGreaterThanOrEqual(editorBox.y + editorBox.height - 1);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/3-editor.png` });

  // The preview: prices are text, the formula is typeset, and the wide one scrolls inside its own box.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("preview");
  await expect(preview.locator(".katex-display")).toHaveCount(1);
  await expect(preview).toContainText("a plan costs $5 or $20.");
  const widths = await preview.evaluate((element) => ({
    pane: element.clientWidth,
    display: element.querySelector<HTMLElement>(".katex-display")!.getBoundingClientRect().width,
    formula: element.querySelector<HTMLElement>(".katex-display")!.scrollWidth,
  }));
  expect(widths.formula).toBeGreaterThan(widths.pane);
  expect(widths.display).toBeLessThanOrEqual(widths.pane);
  expect(await preview.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/4-preview-math.png` });
});

test("in Chinese on a phone: the tabs fit, the editor offers source or preview, and the tutor follows its answers", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "nn-locale", value: "zh", url: baseURL ?? "http://127.0.0.1:3100" }]);
  const courseId = await confirmedCourse(page, "zh");
  await page.goto(`/courses/${courseId}/workspace`);
  await expect(page.getByTestId("open-path")).toHaveText("guidance.md");
  // The back link (44 px tall to tap) and the page's title read as one line: their middles level.
  const middle = async (locator: Locator) => ((box) => box.y + box.height / 2)((await locator.boundingBox())!);
  const back = page.getByTestId("workspace-back");
  await expect(back).toHaveText(/返回课程/);
  expect(Math.abs((await middle(back)) - (await middle(page.getByRole("heading", { level: 1, name: "学习空间" }))))).toBeLessThanOrEqual(3);
  const modes = page.getByRole("group").filter({ has: page.getByRole("button", { name: "源码" }) });
  await expect(modes.getByRole("button")).toHaveText(["源码", "预览"]);
  for (const tab of ["文件", "编辑器", "导师"]) {
    await page.getByRole("tab", { name: tab }).click();
    expect(await pageOverflow(page), `${tab} tab`).toBeLessThanOrEqual(0);
  }
  await ask(page, "这门课怎么学？");
  await ask(page, "考考我");
  await expectLatestInView(page);
  await page.screenshot({ path: `${SHOTS}/6-zh-tutor.png` });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false });

  test("the tutor pane follows each answer beside the editor", async ({ page }) => {
    const courseId = await confirmedCourse(page);
    await page.goto(`/courses/${courseId}/workspace`);
    await expect(page.getByTestId("phone-tabs")).toHaveCount(0);
    await ask(page, "How should I study this course?");
    await ask(page, "What are Pods?");
    await ask(page, "Quiz me");
    await expectLatestInView(page);
    expect(await page.getByTestId("tutor-messages").evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });
});

for (const language of ["en", "zh"] as const) {
  test(`on a phone /chat shows whole session titles and a fresh chat as just now (${language})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "nn-locale", value: language, url: baseURL ?? "http://127.0.0.1:3100" }]);
    const question =
      language === "en"
        ? "How do I keep a sourdough starter alive in a hot summer?"
        : "出门一周的炎热夏天里，我怎样才能让酸面团酵头一直保持活力而不发霉呢？";
    await page.goto("/chat");
    await expect(page.getByTestId("chat-app")).toBeVisible({ timeout: 30_000 });
    await page.getByTestId("chat-input").fill(question);
    await page.getByTestId("chat-input").press("Enter");
    // No Stop button is also how it looks before the reply starts: first the reply, then the turn's end.
    await expect(page.getByTestId("tutor-message")).not.toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId("stop-button")).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId("send-button")).toBeVisible();
    await page.getByTestId("sidebar-toggle").click();
    const row = page.getByTestId("session-item").first();
    await expect(row).toBeVisible();
    const open = row.getByTestId("session-open");
    // The whole title is there to read: on the row (within two lines), and in full as its title.
    await expect(open).toHaveAttribute("title", question);
    const title = row.getByTestId("session-title");
    expect(await title.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
    await expect(title).toHaveText(question);
    await expect(row.locator("time")).toHaveText(language === "en" ? "just now" : "刚刚");
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/5-chat-${language}.png` });
  });
}
