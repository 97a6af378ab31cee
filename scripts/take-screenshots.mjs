// Drives a running app (default http://127.0.0.1:3300) through an interview and saves screenshots.
// Usage: node scripts/take-screenshots.mjs [baseUrl] [outDir]
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:3300";
const out = process.argv[3] ?? "/tmp/shots";
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

async function interview(name, { locale, goal, viewport, answers = 2 }) {
  const context = await browser.newContext({ viewport, locale: locale === "zh" ? "zh-CN" : "en-US" });
  await context.addCookies([{ name: "nn-locale", value: locale, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.screenshot({ path: `${out}/${name}-home.png` });
  await page.goto(`${base}/create?goal=${encodeURIComponent(goal)}`);
  for (let index = 0; index < 8; index += 1) {
    await page.getByTestId("option-dock").or(page.getByTestId("outline-card")).waitFor({ timeout: 30000 });
    if (await page.getByTestId("outline-card").isVisible()) break;
    if (index === answers) await page.screenshot({ path: `${out}/${name}-question.png` });
    await page.getByTestId("option-card").first().click();
    const confirm = page.getByTestId("confirm-selection");
    if (await confirm.isVisible()) {
      await page.screenshot({ path: `${out}/${name}-multi.png` });
      await confirm.click();
    }
  }
  await page.getByTestId("outline-card").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/${name}-outline.png` });
  await page.screenshot({ path: `${out}/${name}-outline-full.png`, fullPage: true });
  await context.close();
}

await interview("en", { locale: "en", goal: "Kubernetes", viewport: { width: 1280, height: 860 } });
await interview("zh", { locale: "zh", goal: "机器学习入门", viewport: { width: 1280, height: 860 } });
await interview("mobile", { locale: "en", goal: "Japanese for travel", viewport: { width: 390, height: 844 }, answers: 1 });
await browser.close();
console.log(`screenshots in ${out}`);
