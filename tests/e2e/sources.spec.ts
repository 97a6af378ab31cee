import { expectAccessible } from "./a11y-helpers";
import { expect, test, type Page } from "@playwright/test";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * The Sources section of the workspace in the browser: upload a Chinese
 * Markdown file and a text file at once, watch them become ready, open one
 * (its numbered lines in the editor's place; Escape closes it), rename one and
 * remove one through dialogs, see a refused file's own reason, paste text on a
 * phone, and the Chinese UI — with axe on the way.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/sources";

const chineseMarkdown = [
  "# 所有权",
  "",
  "Rust 中每个值都有一个所有者。",
  "",
  "## 移动",
  "",
  "把值赋给另一个变量时，所有权会移动，原来的变量不能再使用。",
  "",
  "## 借用",
  "",
  "引用让你在不获取所有权的情况下使用值。",
].join("\n");
const lectureText = [
  "Lecture 3: lifetimes",
  "",
  "A reference must never outlive the value it points to.",
  "The borrow checker proves it at compile time.",
].join("\n");

const row = (page: Page, title: string) =>
  page.getByTestId("source-item").filter({ has: page.getByTestId("source-title").getByText(title, { exact: true }) });

test("sources: upload a Chinese Markdown file and a text file, watch them become ready, open, rename, remove", async ({ page }) => {
  const courseId = await confirmedCourse(page);
  await page.goto(`/courses/${courseId}/workspace`);
  const section = page.getByTestId("sources-section");
  await expect(section.getByRole("heading", { name: "Sources" })).toBeVisible();
  await expect(page.getByTestId("sources-empty")).toContainText("lecture notes");
  await expect(page.getByTestId("search-mode")).toContainText("Search: keyword");

  // Two files in one pick.
  await page.getByTestId("sources-input").setInputFiles([
    { name: "所有权.md", mimeType: "text/markdown", buffer: Buffer.from(chineseMarkdown, "utf8") },
    { name: "lecture-3.txt", mimeType: "text/plain", buffer: Buffer.from(lectureText, "utf8") },
  ]);
  await expect(page.getByTestId("source-item")).toHaveCount(2, { timeout: 15_000 });
  await expect(row(page, "所有权")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  await expect(row(page, "lecture-3")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  await expect(page.getByTestId("sources-empty")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/1-ready.png`, fullPage: true });

  // Open the Chinese one: its text with line numbers in the editor's place.
  await row(page, "所有权").getByTestId("source-open").click();
  await expect(page.getByTestId("workspace-view-title")).toHaveText("所有权");
  const text = page.getByTestId("source-text");
  await expect(text).toContainText("把值赋给另一个变量时");
  await expect(text.locator('[data-line="7"]')).toContainText("所有权会移动");
  await expect(page.getByTestId("source-viewer")).toContainText("11 lines");
  await page.screenshot({ path: `${SHOTS}/2-viewer.png`, fullPage: true });
  await expectAccessible(page, "sources: viewer open");
  await text.focus();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("workspace-view")).toHaveCount(0);
  await expect(page.locator(".cm-editor")).toBeVisible();

  // Rename through the dialog (keyboard: type, Enter); kept on reload.
  // Row actions show on hover (or keyboard focus) with a pointer.
  await row(page, "lecture-3").hover();
  await row(page, "lecture-3").getByTestId("source-rename").click();
  const dialog = page.getByTestId("rename-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("rename-input")).toBeFocused();
  await page.getByTestId("rename-input").fill("第三讲：生命周期");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(row(page, "第三讲：生命周期")).toHaveCount(1);
  await page.reload();
  await expect(row(page, "第三讲：生命周期")).toHaveAttribute("data-status", "ready");

  // Remove through the confirm dialog: Cancel keeps it, Remove removes it (also after reload).
  // Row actions show on hover (or keyboard focus) with a pointer.
  await row(page, "第三讲：生命周期").hover();
  await row(page, "第三讲：生命周期").getByTestId("source-remove").click();
  await expect(page.getByTestId("remove-dialog")).toContainText("Remove “第三讲：生命周期”?");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("remove-dialog")).toBeHidden();
  await expect(page.getByTestId("source-item")).toHaveCount(2);
  // This time by keyboard: the row's open button, Tab to Rename, Tab to Remove.
  await page.mouse.move(0, 0);
  await row(page, "第三讲：生命周期").getByTestId("source-open").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(row(page, "第三讲：生命周期").getByTestId("source-remove")).toBeFocused();
  await page.keyboard.press("Enter");
  await page.getByTestId("remove-dialog-submit").click();
  await expect(page.getByTestId("source-item")).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("source-item")).toHaveCount(1);
  await expect(row(page, "所有权")).toBeVisible();

  // A file the server can't read is refused with its own reason; the good one beside it is added.
  await page.getByTestId("sources-input").setInputFiles([
    { name: "tool.exe", mimeType: "application/octet-stream", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0xff, 0xfe]) },
    { name: "more.md", mimeType: "text/markdown", buffer: Buffer.from("# More\n\nA second note.\n", "utf8") },
  ]);
  await expect(page.getByTestId("source-refusal")).toContainText("tool.exe was not added:");
  await expect(row(page, "more")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/3-refused.png`, fullPage: true });

  // Files dropped anywhere on the file tree (here: on the Files list) are added too.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["# Dropped\n\nDragged in from the desktop.\n"], "dropped.md", { type: "text/markdown" }));
    return transfer;
  });
  const tree = page.locator('[data-testid="file-item"][data-path="guidance.md"]');
  await tree.dispatchEvent("dragenter", { dataTransfer: dropped });
  await expect(page.getByTestId("sources-section")).toContainText("Drop files here to add them as sources");
  await tree.dispatchEvent("drop", { dataTransfer: dropped });
  await expect(row(page, "dropped")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
});

test("sources on a phone: paste text from the Files tab, open it (the editor tab shows it), in Chinese", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "nn-locale", value: "zh", url: baseURL ?? "http://127.0.0.1:3100" }]);
  await page.setViewportSize({ width: 390, height: 800 });
  const courseId = await confirmedCourse(page, "zh");
  await page.goto(`/courses/${courseId}/workspace`);
  // The workspace opens its first file on the editor tab; switch to Files once that has happened.
  await expect(page.getByTestId("open-path")).toHaveText("guidance.md");
  await page.getByRole("tab", { name: "文件" }).click();
  await expect(page.getByTestId("sources-empty")).toContainText("还没有资料");
  await page.getByTestId("sources-paste").click();
  await expect(page.getByTestId("paste-title")).toBeFocused();
  await page.keyboard.type("课堂笔记");
  await page.getByTestId("paste-text").fill("借用规则：\n任意时刻，要么只有一个可变引用，要么有多个不可变引用。\n引用必须总是有效的。");
  await page.getByTestId("paste-dialog-submit").click();
  await expect(page.getByTestId("paste-dialog")).toBeHidden();
  await expect(row(page, "课堂笔记")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  await row(page, "课堂笔记").getByTestId("source-open").click();
  await expect(page.getByRole("tab", { name: "编辑器" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("source-text")).toContainText("要么只有一个可变引用");
  await page.screenshot({ path: `${SHOTS}/4-phone-zh.png` });
  await expectAccessible(page, "sources: phone, zh");
});

test("the Sources section's dialogs work from the keyboard and pass axe (no upload needed)", async ({ page }) => {
  const courseId = await confirmedCourse(page);
  await page.goto(`/courses/${courseId}/workspace`);
  const paste = page.getByTestId("sources-paste");
  await expect(paste).toBeVisible();
  await paste.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("paste-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Paste text as a source" })).toBeVisible();
  await expect(page.getByTestId("paste-title")).toBeFocused();
  await expectAccessible(page, "sources: paste dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened it.
  await expect(paste).toBeFocused();
});
