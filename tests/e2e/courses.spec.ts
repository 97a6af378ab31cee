import { expect, test, type Page } from "@playwright/test";
import { clickThroughInterview } from "./interview-helpers";

/**
 * Courses in the browser: interview → outline review (edit, persist) →
 * confirm → live generation (survives a reload) → read a chapter; the
 * library; and the Chinese UI. Every test gets a fresh browser context, so a
 * fresh guest identity: each one makes its own course.
 */

const GENERATION_TIMEOUT = 60_000;

/** Runs an interview by clicking and opens the saved draft's review page. */
async function interviewToReview(page: Page, goal: string): Promise<string> {
  await page.goto(`/create?goal=${encodeURIComponent(goal)}`);
  await clickThroughInterview(page);
  await page.getByTestId("review-outline").click();
  await expect(page).toHaveURL(/\/courses\/[^/?#]+$/);
  await expect(page.getByTestId("outline-editor")).toBeVisible();
  return new URL(page.url()).pathname;
}

async function waitForSaved(page: Page) {
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 15_000 });
}

/** The index of the first chapter whose Remove is available (a module keeps at least one chapter). */
async function removableChapterIndex(page: Page): Promise<number> {
  const chapters = page.getByTestId("chapter-item");
  const count = await chapters.count();
  for (let index = count - 1; index >= 0; index -= 1) {
    if ((await chapters.nth(index).getByTestId("remove-chapter").getAttribute("aria-disabled")) !== "true") return index;
  }
  throw new Error("no chapter can be removed");
}

test.describe("courses", () => {
  test("review and edit the outline, confirm, watch it being written, and read a chapter", async ({ page }) => {
    const coursePath = await interviewToReview(page, "Kubernetes");
    const chapters = page.getByTestId("chapter-item");
    const titles = page.getByTestId("chapter-title-input");
    const initialCount = await chapters.count();
    expect(initialCount).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId("module-item")).not.toHaveCount(0);
    await expect(page.getByTestId("course-title-input")).toHaveValue(/Kubernetes/i);

    // Rename the first chapter, then move it one down.
    const renamed = "Pods by hand, first";
    await titles.first().fill(renamed);
    await chapters.first().getByTestId("move-down").click();
    await expect(titles.nth(1)).toHaveValue(renamed);

    // Delete a chapter, undo it, delete it again.
    const removeAt = await removableChapterIndex(page);
    const removedTitle = await titles.nth(removeAt).inputValue();
    await chapters.nth(removeAt).getByTestId("remove-chapter").click();
    await expect(chapters).toHaveCount(initialCount - 1);
    await page.getByTestId("undo").click();
    await expect(chapters).toHaveCount(initialCount);
    await expect(titles.nth(removeAt)).toHaveValue(removedTitle);
    await chapters.nth(removeAt).getByTestId("remove-chapter").click();
    await expect(chapters).toHaveCount(initialCount - 1);

    // An empty objective is refused inline and not saved; fixing it saves.
    const objective = page.getByTestId("chapter-objective-input").first();
    const objectiveText = await objective.inputValue();
    await objective.fill("");
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "invalid");
    await expect(objective).toHaveAttribute("aria-invalid", "true");
    await objective.fill(objectiveText);
    await waitForSaved(page);

    // The edits are on the server: a reload shows them.
    await page.reload();
    await expect(page.getByTestId("outline-editor")).toBeVisible();
    await expect(chapters).toHaveCount(initialCount - 1);
    await expect(titles.nth(1)).toHaveValue(renamed);
    const allTitles = await titles.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(allTitles).not.toContain(removedTitle);

    // Confirm (a double click must not start two generations).
    await page.getByTestId("confirm-course").dblclick();
    await expect(page.getByTestId("course-view")).toBeVisible();
    const rows = page.getByTestId("chapter-row");
    await expect(rows).toHaveCount(initialCount - 1);
    await expect(page.getByTestId("course-progress")).toBeVisible();

    // Progress moves…
    await expect(page.locator('[data-testid="chapter-row"][data-status="done"]').first()).toBeVisible({ timeout: GENERATION_TIMEOUT });
    // …and survives a reload in the middle.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
    await expect(page.getByTestId("course-view")).toBeVisible();
    await expect(page.locator('[data-testid="chapter-row"][data-status="done"]')).toHaveCount(initialCount - 1, {
      timeout: GENERATION_TIMEOUT,
    });
    await expect(page.getByTestId("course-progress")).toHaveAttribute("data-done", String(initialCount - 1));
    await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready");

    // Read the renamed chapter: rendered markdown with headings, and prev/next navigation.
    await rows.nth(1).getByTestId("chapter-link").click();
    await expect(page).toHaveURL(/\/chapters\/[^/]+$/);
    const content = page.getByTestId("chapter-content");
    await expect(content).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);
    await expect(content.locator("h2, h3").first()).toBeVisible();
    await expect(content.locator("script")).toHaveCount(0);
    await expect(page.getByTestId("previous-chapter")).toBeVisible();
    await page.getByTestId("next-chapter").click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(renamed);
    await expect(page.getByTestId("chapter-content")).toBeVisible();

    // Ask for a rewrite: back on the course page, the chapter is rewritten and done again.
    await page.getByTestId("rewrite-chapter").click();
    await page.getByTestId("rewrite-preset").nth(2).click();
    await expect(page.getByTestId("rewrite-reason")).not.toHaveValue("");
    await page.getByTestId("rewrite-submit").click();
    await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
    await expect(page.getByTestId("course-view")).toBeVisible();
    await expect(page.locator('[data-testid="chapter-row"][data-status="done"]')).toHaveCount(initialCount - 1, {
      timeout: GENERATION_TIMEOUT,
    });
  });

  test("the outline reorders from the keyboard, undoes, and removes a module only after confirming", async ({ page }) => {
    await interviewToReview(page, "Watercolor painting");
    const titles = page.getByTestId("chapter-title-input");
    const first = await titles.first().inputValue();
    await titles.first().focus();
    await page.keyboard.press("Alt+ArrowDown");
    await expect(titles.nth(1)).toHaveValue(first);
    // Focus stayed on the moved chapter's title.
    await expect(titles.nth(1)).toBeFocused();
    await page.keyboard.press("Control+z");
    await expect(titles.first()).toHaveValue(first);

    // Drag and drop with the mouse: the first chapter's handle down past the middle of the second chapter.
    const items = page.getByTestId("chapter-item");
    const second = await titles.nth(1).inputValue();
    await items.first().evaluate((row) => row.scrollIntoView({ block: "center" }));
    const handle = await items.first().getByTestId("drag-handle").boundingBox();
    const target = await items.nth(1).boundingBox();
    if (!handle || !target) throw new Error("the rows are not on screen");
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, target.y + target.height - 6, { steps: 12 });
    await page.mouse.up();
    await expect(titles.first()).toHaveValue(second);
    await expect(titles.nth(1)).toHaveValue(first);
    await page.getByTestId("undo").click();
    await expect(titles.first()).toHaveValue(first);

    // The first chapter of the course can't move up.
    await expect(page.getByTestId("chapter-item").first().getByTestId("move-up")).toBeDisabled();

    const modules = page.getByTestId("module-item");
    const moduleCount = await modules.count();
    if (moduleCount > 2) {
      await modules.last().getByTestId("remove-module").first().click();
      await expect(page.getByTestId("confirm-dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("confirm-dialog")).toHaveCount(0);
      await expect(modules).toHaveCount(moduleCount);
      await modules.last().getByTestId("remove-module").first().click();
      await page.getByTestId("confirm-remove-module").click();
      await expect(modules).toHaveCount(moduleCount - 1);
    } else {
      await expect(modules.first().getByTestId("remove-module")).toBeDisabled();
    }

    // A new chapter arrives with its title focused; it saves once it has an objective.
    await modules.first().getByTestId("add-chapter").click();
    const added = modules.first().getByTestId("chapter-item").last();
    await expect(added.getByTestId("chapter-title-input")).toBeFocused();
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "invalid");
    await added.getByTestId("chapter-objective-input").fill("Mix two colours on paper");
    await waitForSaved(page);
  });

  test("the library lists courses newest first and deletes with a confirmation", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByTestId("library-empty")).toBeVisible();
    await expect(page.getByTestId("library-start")).toHaveAttribute("href", "/");

    const coursePath = await interviewToReview(page, "SQL");
    const title = await page.getByTestId("course-title-input").inputValue();
    await page.goto("/courses");
    const card = page.getByTestId("course-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(title);
    await expect(card).toHaveAttribute("data-status", "draft");
    await card.getByTestId("course-link").click();
    await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
    await page.goBack();

    // Escape cancels; the confirm button deletes.
    await page.getByTestId("delete-course").click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(card).toHaveCount(1);
    await page.getByTestId("delete-course").click();
    await page.getByTestId("confirm-delete").click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId("library-empty")).toBeVisible();

    // The deleted course is gone for good, and so is any id that isn't ours.
    await page.goto(coursePath);
    await expect(page.getByTestId("course-not-found")).toContainText("This course doesn't exist or isn't yours");
    await page.goto("/courses/not-a-real-course");
    await expect(page.getByTestId("course-not-found")).toBeVisible();
  });

  test("another browser can't see someone else's course", async ({ page, browser }) => {
    const coursePath = await interviewToReview(page, "Rust");
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(coursePath);
    await expect(strangerPage.getByTestId("course-not-found")).toBeVisible();
    await stranger.close();
  });

  test("the courses pages speak Chinese", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "nn-locale", value: "zh", url: baseURL ?? "http://127.0.0.1:3100" }]);
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("我的课程");
    await expect(page.getByTestId("library-empty")).toContainText("还没有课程");

    await interviewToReview(page, "Kubernetes");
    await expect(page.getByTestId("confirm-course")).toHaveText("确认并编写课程");
    await expect(page.getByTestId("undo")).toContainText("撤销");
    await page.getByTestId("chapter-title-input").first().fill("动手创建第一个 Pod");
    await expect(page.getByTestId("save-status")).toHaveText("已保存", { timeout: 15_000 });
    await expect(page.getByTestId("regenerate-preset").first()).toHaveText("精简一些");

    await page.getByTestId("confirm-course").click();
    await expect(page.getByTestId("course-progress")).toContainText(/已完成 \d+ \/ \d+ 个章节/);
    await expect(page.getByTestId("chapter-row").first()).toHaveAttribute("data-status", "done", { timeout: GENERATION_TIMEOUT });
    await page.getByTestId("chapter-link").first().click();
    await expect(page.getByTestId("rewrite-chapter")).toHaveText("重新生成本章");
    await expect(page.getByTestId("chapter-content")).toContainText(/[\u4e00-\u9fff]/);
  });
});
