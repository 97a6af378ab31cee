import { expect, test } from "@playwright/test";
import { clickThroughInterview } from "./interview-helpers";

/**
 * "Build a course from this textbook chapter": a markdown chapter attached on
 * /create becomes ready, the interview starts from it, and the outline's
 * modules are the chapter's sections, in order.
 */
const CHAPTER = [
  "# Chapter 5: Photosynthesis",
  "",
  "Plants turn light into chemical energy.",
  "",
  "## 5.1 Light-dependent reactions",
  "Chlorophyll absorbs light and splits water.",
  "",
  "## 5.2 The Calvin cycle",
  "RuBisCO fixes carbon dioxide into sugars.",
  "",
  "## 5.3 Factors limiting the rate",
  "Light, carbon dioxide and temperature limit the rate.",
].join("\n");
const SECTIONS = ["Light-dependent reactions", "The Calvin cycle", "Factors limiting the rate"];

// Runs on the real keeper (app/_compose/interview-material-keeper.ts: the sources feature's ingestion).
test("a markdown chapter attached on /create shapes the outline", async ({ page }) => {
  await page.goto("/create");
  await page.getByTestId("create-goal-input").fill("Build a course from this textbook chapter");

  // The picker is a real button; the file goes through its input (drag and drop uses the same path).
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("material-attach").click();
  await (await chooser).setFiles({ name: "photosynthesis.md", mimeType: "text/markdown", buffer: Buffer.from(CHAPTER) });
  const item = page.getByTestId("material-item");
  await expect(item).toContainText("photosynthesis.md");
  await expect(item).toHaveAttribute("data-step", "ready", { timeout: 30_000 });

  // A file that is not a document is refused on its own, with the reason, and can be removed.
  const second = page.waitForEvent("filechooser");
  await page.getByTestId("material-attach").click();
  await (await second).setFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(page.getByTestId("material-item").nth(1)).toHaveAttribute("data-step", "failed");
  await page.getByRole("button", { name: "Remove photo.png" }).click();
  await expect(page.getByTestId("material-item")).toHaveCount(1);

  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page).toHaveURL(/\/create\?id=/);
  await clickThroughInterview(page);
  const modules = page.getByTestId("outline-module");
  for (const [index, section] of SECTIONS.entries()) await expect(modules.nth(index)).toContainText(section);
});
