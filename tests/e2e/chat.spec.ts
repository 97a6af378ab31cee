import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import { expectNoteStored } from "../support/e2e/stored-chat";

/**
 * The tutor chat (/chat) against the offline model: masks, tool cards,
 * persistence in IndexedDB, session switching, export/import, private mode.
 * The offline tutor reacts to phrasing: "options" → option card, "in depth" →
 * deep dive, "I'm a beginner" → learner note, "I want to learn X" → course button.
 */

async function send(page: Page, text: string) {
  const input = page.getByTestId("chat-input");
  await input.fill(text);
  await input.press("Enter");
}

async function waitForReply(page: Page) {
  // No Stop button is also how it looks before the reply starts: first a reply after the learner's latest
  // message, then the turn's end.
  const latest = page.locator('[data-testid="learner-message"], [data-testid="tutor-message"]').last();
  await expect(latest).toHaveAttribute("data-testid", "tutor-message", { timeout: 30_000 });
  await expect(page.getByTestId("stop-button")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("send-button")).toBeVisible();
}

async function openFreshChat(page: Page) {
  await page.goto("/chat");
  await expect(page.getByTestId("chat-app")).toBeVisible({ timeout: 30_000 });
}

test("pick a mask, chat, answer option cards by click and by typing", async ({ page }) => {
  await openFreshChat(page);
  const cards = page.getByTestId("mask-card");
  await expect(cards).toHaveCount(5);
  await page.locator('[data-testid="mask-card"][data-mask="blunt"]').click();
  await expect(page.locator('[data-testid="mask-card"][data-mask="blunt"]')).toHaveAttribute("aria-checked", "true");

  await send(page, "Give me some options for learning Python");
  await expect(page.getByTestId("mask-guide")).toHaveCount(0);
  await expect(page.getByTestId("session-mask")).toHaveAttribute("data-mask", "blunt");
  const options = page.getByTestId("chat-option");
  await expect(options.first()).toBeEnabled({ timeout: 30_000 });
  const picked = (await options.first().innerText()).replace(/^\d\s*/, "").trim();
  await options.first().click();
  await expect(page.getByTestId("option-answer").first()).toContainText(picked);
  await waitForReply(page);

  // Answer the next question by typing instead.
  await send(page, "What are my options for what to study next?");
  await expect(page.getByTestId("chat-option").last()).toBeEnabled({ timeout: 30_000 });
  await send(page, "Something with data, please");
  await expect(page.getByTestId("option-answer").last()).toContainText("Something with data");
  await waitForReply(page);

  // The session shows in the sidebar, titled from the first message.
  await expect(page.getByTestId("session-item").first()).toContainText("Give me some options");
});

test("the deep dive card progresses to complete; the learner note and course button work; reload restores", async ({ page }) => {
  await openFreshChat(page);
  await page.getByTestId("new-chat").click();
  await send(page, "I'm a beginner. Explain recursion in depth");
  const card = page.getByTestId("deep-dive-card");
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveAttribute("data-phase", "complete", { timeout: 60_000 });
  await waitForReply(page);
  await expect(page.getByTestId("noted-chip")).toBeVisible();
  const note = page.getByTestId("learner-note");
  await expect(note).not.toHaveValue("");

  await send(page, "I want to learn Rust");
  await expect(page.getByTestId("start-course-button")).toHaveAttribute("href", /\/create\?goal=/, { timeout: 30_000 });
  await waitForReply(page);

  await note.fill("Beginner; prefers short examples");
  // Reloaded once the store holds the note as typed (its save is debounced).
  await expectNoteStored(page, "Beginner; prefers short examples");
  await page.reload();
  await expect(page.getByTestId("deep-dive-card")).toHaveAttribute("data-phase", "complete", { timeout: 30_000 });
  await expect(page.getByTestId("learner-message").first()).toContainText("Explain recursion in depth");
  await expect(page.getByTestId("learner-note")).toHaveValue("Beginner; prefers short examples");
});

test("switching sessions while streaming stops the old reply and keeps it out of the new session", async ({ page }) => {
  await openFreshChat(page);
  await page.getByTestId("new-chat").click();
  await send(page, "Hello there");
  await waitForReply(page);
  await page.getByTestId("new-chat").click();
  // The old reply's request, over once it is stopped (failed, aborted) or has ended.
  const over = page
    .waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/chat")
    .then(
      (streaming) =>
        new Promise<void>((resolve) => {
          const ended = (request: Request) => request === streaming && resolve();
          page.on("requestfinished", ended);
          page.on("requestfailed", ended);
        }),
    );
  await send(page, "Explain the history of the printing press in depth");
  await expect(page.getByTestId("stop-button")).toBeVisible({ timeout: 30_000 });
  // Switch to the first chat mid-stream.
  await page.getByTestId("session-open").filter({ hasText: "Hello there" }).click();
  await expect(page.getByTestId("learner-message")).toHaveCount(1);
  await expect(page.getByTestId("learner-message").first()).toContainText("Hello there");
  await expect(page.getByTestId("deep-dive-card")).toHaveCount(0);
  // Once the old reply's request is over (stopped, or ended), nothing more of it can arrive: it never showed here.
  await over;
  await expect(page.getByTestId("deep-dive-card")).toHaveCount(0);
  await expect(page.getByTestId("stop-button")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("learner-message").first()).toContainText("Hello there");
  await expect(page.getByTestId("deep-dive-card")).toHaveCount(0);
});

test("rename, search, delete with confirm", async ({ page }) => {
  await openFreshChat(page);
  await page.getByTestId("new-chat").click();
  await send(page, "Tell me about graphs");
  await waitForReply(page);
  const item = page.getByTestId("session-item").filter({ hasText: "Tell me about graphs" });
  await item.hover();
  await item.getByTestId("session-rename").click();
  await page.getByTestId("session-rename-input").fill("Graph theory notes");
  await page.getByTestId("session-rename-input").press("Enter");
  await expect(page.getByTestId("session-item").filter({ hasText: "Graph theory notes" })).toHaveCount(1);

  await page.getByTestId("session-search").fill("graph theory");
  await expect(page.getByTestId("session-item")).toHaveCount(1);
  await page.getByTestId("session-search").fill("");

  const renamed = page.getByTestId("session-item").filter({ hasText: "Graph theory notes" });
  await renamed.hover();
  await renamed.getByTestId("session-delete").click();
  await page.getByTestId("session-delete-confirm").click();
  await expect(page.getByTestId("session-item").filter({ hasText: "Graph theory notes" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("chat-app")).toBeVisible();
  await expect(page.getByTestId("session-item").filter({ hasText: "Graph theory notes" })).toHaveCount(0);
});

test("export all, import it back without doubling anything, and refuse a file that is not an export", async ({ page }, testInfo) => {
  await openFreshChat(page);
  await page.getByTestId("new-chat").click();
  await send(page, "Exported question about sorting");
  await waitForReply(page);
  // The sidebar lists a session once its first save lands.
  await expect(page.getByTestId("session-item")).toHaveCount(1);
  const before = 1;

  const downloadPromise = page.waitForEvent("download");
  await page.getByTestId("export-all").click();
  const download = await downloadPromise;
  const file = testInfo.outputPath("chats.json");
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, "utf8")) as { format: string; sessions: unknown[] };
  expect(exported.format).toBe("nexusnote-chat-export");
  expect(exported.sessions.length).toBe(before);

  await page.getByTestId("import-input").setInputFiles(file);
  await expect(page.getByTestId("import-notice")).toHaveAttribute("data-kind", "ok");
  await expect(page.getByTestId("import-notice")).toContainText("1 was already here");
  await expect(page.getByTestId("session-item")).toHaveCount(before);

  const bad = testInfo.outputPath("bad.json");
  writeFileSync(bad, JSON.stringify({ hello: "world" }));
  await page.getByTestId("import-input").setInputFiles(bad);
  await expect(page.getByTestId("import-notice")).toHaveAttribute("data-kind", "error");
  await expect(page.getByTestId("session-item")).toHaveCount(before);
});

test("without IndexedDB the chat works in memory and says so", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "indexedDB", { value: undefined, configurable: true });
  });
  await openFreshChat(page);
  await expect(page.getByTestId("chat-app")).toHaveAttribute("data-persistent", "false");
  await expect(page.getByTestId("memory-only")).toBeVisible();
  await send(page, "Hello from private mode");
  await waitForReply(page);
  await expect(page.getByTestId("tutor-message").first()).toBeVisible();
});

test("works at 375 px and in Chinese", async ({ page, context }) => {
  await context.addCookies([
    { name: "nn-locale", value: "zh", url: new URL(page.url() === "about:blank" ? "http://127.0.0.1:3100" : page.url()).origin },
  ]);
  await page.setViewportSize({ width: 375, height: 740 });
  await openFreshChat(page);
  await expect(page.getByTestId("session-sidebar")).toBeHidden();
  await page.getByTestId("sidebar-toggle").click();
  await expect(page.getByTestId("session-sidebar")).toBeVisible();
  await page.getByTestId("new-chat").click();
  await expect(page.getByTestId("mask-guide")).toContainText("想让谁来辅导你");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
