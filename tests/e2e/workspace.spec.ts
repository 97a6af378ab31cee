import { expectAccessible } from "./a11y-helpers";
import { expect, test, type Page } from "@playwright/test";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * The course workspace in the browser, with the offline tutor: open it from a
 * confirmed course, write a note (autosave), select lines → Ask the tutor →
 * the answer cites them, accept a proposed addition, a milestone tick refused without practice
 * evidence and the learner's own claim kept, reload
 * (everything kept), export the zip, phone tabs, and the Chinese UI.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/workspace";

async function typeInEditor(page: Page, text: string) {
  await page.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(text);
}

test("workspace: note with autosave, Ask the tutor on lines, accept a proposal, no tick without evidence, reload, export, phone tabs", async ({
  page,
}) => {
  const courseId = await confirmedCourse(page);
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByTestId("workspace-progress")).toHaveText("0 / 3 milestones");
  await page.getByTestId("open-workspace").click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/workspace$`));
  await expect(page.getByTestId("milestones-count")).toHaveText("0 / 3 milestones");
  await expect(page.locator('[data-testid="file-item"][data-path="guidance.md"]')).toBeVisible();

  // A new note, written and autosaved.
  await page.getByTestId("new-file").click();
  const newFile = page.getByRole("dialog", { name: "New file" });
  await expect(newFile.getByTestId("path-input")).toBeFocused();
  await newFile.getByTestId("path-input").fill("notes/pods.md");
  await newFile.getByTestId("dialog-confirm").click();
  await expect(newFile).toBeHidden();
  await expect(page.getByTestId("open-path")).toHaveText("notes/pods.md");
  await typeInEditor(page, "\nA Pod is the smallest unit you deploy.\nIt can hold several containers.\n");
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved", { timeout: 10_000 });
  await expect(page.getByTestId("preview")).toContainText("smallest unit you deploy");

  // Select lines 3-4 → Ask the tutor → the answer cites them.
  await page.locator(".cm-line").nth(2).click();
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Shift+End");
  await page.getByTestId("ask-tutor").click();
  await expect(page.getByTestId("reference-chip")).toContainText("notes/pods.md:3-4");
  await page.getByTestId("tutor-input").fill("What does this mean?");
  await page.getByTestId("tutor-send").click();
  const answer = page.locator('[data-testid="tutor-message"][data-role="assistant"]').last();
  await expect(answer).toContainText("notes/pods.md:3-4", { timeout: 15_000 });
  await expect(answer).toContainText("smallest unit you deploy");
  await page.screenshot({ path: `${SHOTS}/1-answer.png`, fullPage: true });

  // A proposed addition to the note, accepted → diff card, the note has it.
  await page.locator(".cm-line").nth(2).click();
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+End");
  await page.getByTestId("ask-tutor").click();
  await page.getByTestId("tutor-input").fill("Add this to my note");
  await page.getByTestId("tutor-send").click();
  await expect(page.getByTestId("proposal-card")).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/2-proposal.png`, fullPage: true });
  await page.getByTestId("accept-proposal").click();
  await expect(page.getByTestId("diff-card")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("diff-lines")).toContainText("+## Summary of notes/pods.md:3-3");
  await expect(page.locator(".cm-content")).toContainText("Summary of notes/pods.md:3-3", { timeout: 10_000 });

  // A tick by hand without practice evidence is refused, saying what is missing; "I know this" is kept as a claim.
  await page.getByTestId("milestone-pill").first().getByRole("checkbox").click();
  await expect(page.getByTestId("workspace-notice")).toContainText(/^“Module 1: .+” is not ticked yet: a milestone ticks only once/);
  await expect(page.getByTestId("milestones-count")).toHaveText("0 / 3 milestones");
  await page.getByTestId("workspace-notice").click();
  await page
    .getByTestId("milestone-pill")
    .first()
    .getByRole("button", { name: /I know this/ })
    .click();
  await expect(page.getByTestId("milestone-pill").first()).toContainText("your claim");
  await expect(page.getByTestId("milestones-count")).toHaveText("0 / 3 milestones");
  await page.screenshot({ path: `${SHOTS}/3-claimed.png`, fullPage: true });

  // Reload: note, claim and conversation are all kept.
  await page.reload();
  await expect(page.getByTestId("milestone-pill").first()).toContainText("your claim");
  await expect(page.getByTestId("milestones-count")).toHaveText("0 / 3 milestones");
  await expect(page.locator('[data-testid="file-item"][data-path="notes/pods.md"]')).toBeVisible();
  await expect(page.locator('[data-testid="tutor-message"][data-role="assistant"]').first()).toContainText("notes/pods.md:3-4");
  await page.locator('[data-testid="file-item"][data-path="notes/pods.md"]').click();
  await expect(page.locator(".cm-content")).toContainText("Summary of notes/pods.md:3-3");

  // Export.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-zip").click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);

  // Phone: the panes become tabs.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByTestId("phone-tabs")).toBeVisible();
  await page.getByRole("tab", { name: "Tutor" }).click();
  await expect(page.getByTestId("tutor-input")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/4-phone.png` });
});

test("the workspace speaks Chinese and answers in Chinese", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "nn-locale", value: "zh", url: baseURL ?? "http://127.0.0.1:3100" }]);
  const courseId = await confirmedCourse(page, "zh");
  // The quiz draws the chapters' stored questions: wait until they are written.
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: 60_000 });
  await page.goto(`/courses/${courseId}/workspace`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("学习空间");
  await expect(page.getByTestId("milestones-count")).toHaveText("已完成 0 / 3 个里程碑");
  await page.getByTestId("tutor-input").fill("考考我");
  await page.getByTestId("tutor-send").click();
  await expect(page.locator('[data-testid="tutor-message"][data-role="assistant"]').last()).toContainText("练习题（出自 chapters/", {
    timeout: 15_000,
  });
  await page.getByTestId("tutor-input").fill("Pods：最小的部署单元");
  await page.getByTestId("tutor-send").click();
  // Guided mode (the default when practising) asks how sure before checking; then the reply is graded as
  // practice (a stored question, the same service); the chat's words tick nothing.
  await page.getByTestId("guided-confidence-2").click();
  await expect(page.locator('[data-testid="tutor-message"][data-role="assistant"]').last()).toContainText(/正确|还不对/, {
    timeout: 15_000,
  });
  await expect(page.getByTestId("milestones-count")).toHaveText("已完成 0 / 3 个里程碑");
  await page.screenshot({ path: `${SHOTS}/5-zh.png`, fullPage: true });
});

test("mark a chapter read (kept on reload); select text in the reader → Ask the tutor → the workspace has the chapter chip", async ({
  page,
}) => {
  const courseId = await confirmedCourse(page);
  await page.goto(`/courses/${courseId}`);
  const firstRow = page.getByTestId("chapter-row").first();
  await expect(firstRow).toHaveAttribute("data-status", "done", { timeout: 30_000 });
  const toggle = firstRow.getByTestId("chapter-read");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByTestId("chapter-row").first().getByTestId("chapter-read")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("read-progress")).toContainText("1 of 3 chapters read");

  await page.getByTestId("chapter-row").first().getByTestId("chapter-link").click();
  // The renderer (with source lines) replaces the plain first paint: select in the rendered text.
  const paragraph = page.getByTestId("chapter-content").locator("p[data-line-start]").first();
  await expect(paragraph).toBeVisible();
  await paragraph.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
  const ask = page.getByTestId("ask-tutor-selection");
  await expect(ask).toContainText(/\d+-\d+/);
  await ask.click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/workspace$`));
  await expect(page.getByTestId("reference-chip")).toContainText(/chapters\/01-01-pods\.md:\d+-\d+/);
  await expect(page.getByTestId("open-path")).toHaveText("chapters/01-01-pods.md");
  await page.getByTestId("tutor-input").fill("What does this mean?");
  await page.getByTestId("tutor-send").click();
  await expect(page.locator('[data-testid="tutor-message"][data-role="assistant"]').last()).toContainText("chapters/01-01-pods.md:", {
    timeout: 15_000,
  });
});

test("the workspace is accessible in both languages: files, editor, milestones and a tutor answer", async ({ browser, baseURL }) => {
  for (const language of ["en", "zh"] as const) {
    const context = await browser.newContext();
    await context.addCookies([{ name: "nn-locale", value: language, url: baseURL ?? "http://127.0.0.1:3100" }]);
    const page = await context.newPage();
    const courseId = await confirmedCourse(page, language);
    await page.goto(`/courses/${courseId}/workspace`);
    await expect(page.getByTestId("milestones-count")).toBeVisible();
    await expect(page.locator(".cm-content")).toBeVisible();
    await page.getByTestId("tutor-input").fill(language === "zh" ? "这门课怎么学？" : "How should I study this course?");
    await page.getByTestId("tutor-send").click();
    // The composer's input is never disabled, so it says nothing about the turn: wait for what the learner sees.
    // The search step folds once the answer starts (the step shows first, open, while the tutor searches) …
    const answer = page.locator('[data-testid="tutor-message"][data-role="assistant"]').last();
    await expect(answer.getByTestId("material-step").first()).toHaveAttribute("data-expanded", "false", { timeout: 30_000 });
    // … the turn ends (Send is back in place of Stop) …
    await expect(page.getByTestId("tutor-send")).toBeVisible({ timeout: 30_000 });
    // … and its slide has finished (axe would read its fading text).
    await expect(page.locator('[data-testid="material-step"] dl')).toHaveCount(0);
    await expectAccessible(page, `workspace (${language})`);
    await context.close();
  }
});

test("file dialogs: invalid paths and server refusals stay inline with the typed text; Escape cancels; rename and delete", async ({
  page,
}) => {
  const courseId = await confirmedCourse(page);
  await page.goto(`/courses/${courseId}/workspace`);
  await expect(page.locator('[data-testid="file-item"][data-path="guidance.md"]')).toBeVisible();
  const newFileButton = page.getByTestId("new-file");

  // Escape closes the dialog and gives focus back to the button that opened it; nothing is created.
  await newFileButton.click();
  const dialog = page.getByRole("dialog", { name: "New file" });
  const input = dialog.getByTestId("path-input");
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("notes/");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(newFileButton).toBeFocused();

  // A traversal path is refused before anything is sent, with the reason, and the text stays.
  await newFileButton.click();
  await input.fill("notes/../secret.md");
  await input.press("Enter");
  await expect(dialog.getByTestId("dialog-error")).toContainText("may not contain . or .. folders");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveValue("notes/../secret.md");
  await expect(dialog).toBeVisible();

  // The server's 409 (the file exists) is shown in the dialog without losing what was typed.
  await input.fill("guidance.md");
  await dialog.getByTestId("dialog-confirm").click();
  await expect(dialog.getByTestId("dialog-error")).toContainText("already exists");
  await expect(input).toHaveValue("guidance.md");
  await page.screenshot({ path: `${SHOTS}/6-dialog-error.png` });
  await expectAccessible(page, "new-file dialog with an error");

  // Fixed: created, opened, dialog gone.
  await input.fill("notes/draft.md");
  await input.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("open-path")).toHaveText("notes/draft.md");

  // Rename (the field starts at the current path); the open file follows.
  const draftRow = page.locator('[data-testid="file-item"][data-path="notes/draft.md"]');
  await draftRow.hover();
  await page.getByRole("button", { name: "Rename notes/draft.md" }).click();
  const rename = page.getByRole("dialog", { name: "Rename or move the file" });
  await expect(rename.getByTestId("path-input")).toHaveValue("notes/draft.md");
  await rename.getByTestId("path-input").fill("notes/kept.md");
  await rename.getByTestId("dialog-confirm").click();
  await expect(rename).toBeHidden();
  await expect(page.locator('[data-testid="file-item"][data-path="notes/kept.md"]')).toBeVisible();
  await expect(draftRow).toHaveCount(0);
  await expect(page.getByTestId("open-path")).toHaveText("notes/kept.md");

  // Delete asks first; Cancel keeps the file, Delete removes it.
  const keptRow = page.locator('[data-testid="file-item"][data-path="notes/kept.md"]');
  await keptRow.hover();
  await page.getByRole("button", { name: "Delete notes/kept.md" }).click();
  const remove = page.getByRole("dialog", { name: "Delete the file?" });
  await expect(remove).toContainText("Delete notes/kept.md?");
  await remove.getByRole("button", { name: "Cancel" }).click();
  await expect(remove).toBeHidden();
  await expect(keptRow).toBeVisible();
  await keptRow.hover();
  await page.getByRole("button", { name: "Delete notes/kept.md" }).click();
  await remove.getByTestId("dialog-confirm").click();
  await expect(remove).toBeHidden();
  await expect(keptRow).toHaveCount(0);
  expect((await page.request.get(`/api/courses/${courseId}/file?path=notes%2Fkept.md`)).status()).toBe(404);
});
