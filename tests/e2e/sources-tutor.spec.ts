import { expect, test, type Page } from "@playwright/test";
import { buildPdf } from "../support/sources/pdf-builder";
import { expectAccessible } from "./a11y-helpers";

/**
 * The tutor answering from the learner's material in the browser (offline model, keyword
 * search): a pasted source becomes ready, a question shows the steps timeline (thought →
 * action → observation), which folds once the answer streams and reopens from the keyboard;
 * the answer's [S1] is a verified chip, a forged one would be flagged. Both languages.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/sources-tutor";

async function courseWithSource(page: Page, language: "en" | "zh", title: string, text: string): Promise<string> {
  await page.goto("/");
  const chapter = (name: string) => ({ title: name, objective: `Understand ${name.toLowerCase()}.`, minutes: 20 });
  const draft = {
    interviewId: `iv_e2e_src_${Date.now()}`,
    goal: "Biology",
    language,
    profile: {
      topic: "Biology",
      goal: "Pass the exam",
      background: "School biology",
      targetOutcome: "Explain photosynthesis",
      cognitiveStyle: "Examples first",
    },
    outline: {
      title: "Plant biology",
      description: "From light to sugar.",
      difficulty: "beginner",
      estimatedMinutes: 60,
      designRationale: "You know the basics, so we start at leaves.",
      modules: [
        { title: "Leaves", chapters: [chapter("Leaf anatomy"), chapter("Stomata")] },
        { title: "Roots", chapters: [chapter("Water uptake")] },
      ],
    },
  };
  const created = await page.request.post("/api/courses", { data: draft });
  expect(created.status()).toBeLessThan(300);
  const { course } = (await created.json()) as { course: { id: string } };
  expect((await page.request.post(`/api/courses/${course.id}/confirm`)).status()).toBe(202);
  expect((await page.request.post(`/api/courses/${course.id}/sources`, { data: { title, text } })).status()).toBe(202);
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get(`/api/courses/${course.id}/sources`)).json()) as { sources: { status: string }[] };
        return list.sources.map((source) => source.status).join(",");
      },
      { timeout: 30_000 },
    )
    .toBe("ready");
  return course.id;
}

for (const language of ["en", "zh"] as const) {
  test(`the tutor searches the learner's material, shows its steps and cites (${language})`, async ({ page, context, baseURL }) => {
    if (language === "zh") await context.addCookies([{ name: "nn-locale", value: "zh", url: baseURL ?? "http://127.0.0.1:3100" }]);
    const [title, text, question, quote] =
      language === "en"
        ? [
            "Biology notes",
            "# Photosynthesis\n\nChlorophyll absorbs red and blue light and reflects green.\n",
            "What does chlorophyll absorb?",
            "Chlorophyll absorbs red and blue light",
          ]
        : ["生物笔记", "# 光合作用\n\n叶绿素吸收红光和蓝光，反射绿光。\n", "叶绿素吸收什么？", "叶绿素吸收红光和蓝光"];
    const courseId = await courseWithSource(page, language, title, text);
    await page.goto(`/courses/${courseId}/workspace`);
    await expect(page.getByTestId("tutor-search-mode")).toHaveAttribute("data-mode", "keyword");
    await page.getByTestId("tutor-input").fill(question);
    await page.getByTestId("tutor-send").click();
    const answer = page.locator('[data-testid="tutor-message"][data-role="assistant"]').last();
    await expect(answer.getByTestId("cited-answer")).toContainText(quote, { timeout: 20_000 });
    const step = answer.getByTestId("material-step");
    await expect(step).toHaveAttribute("data-expanded", "false");
    const toggle = step.getByRole("button", { expanded: false });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(step).toHaveAttribute("data-expanded", "true");
    await expect(step.getByTestId("material-hit").first()).toContainText("S1");
    await expect(step.getByTestId("material-hit").first()).toContainText(title);
    const chip = answer.getByTestId("cited-answer").getByRole("link", { name: "S1", exact: true });
    await expect(chip).toBeVisible();
    // The chip opens the source in the editor's place with the cited lines highlighted.
    await chip.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("workspace-view-title")).toHaveText(title);
    const highlighted = page.getByTestId("source-viewer").locator('[data-highlighted="true"]');
    await expect(highlighted.filter({ hasText: quote })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/steps-and-citations-${language}.png`, fullPage: true });
    await expectAccessible(page, `sources tutor (${language})`);
  });
}

// The browser acceptance in one pass: a three-page PDF and a Chinese Markdown file uploaded
// through the Sources section, both ready, the PDF opened at its page markers, a question answered
// from page 2, the steps (query; hits with page and lines), a [S<n>] chip that opens the cited lines.
// Pages long enough that the answering passage lies wholly on page 2 (chunks are ~1,000 characters).
const filler = (topic: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${topic} note ${i + 1}: this line keeps the page long enough to be its own passage.`);
const PDF_PAGES = [
  ["Cell biology, lecture 4", "Cells are the basic unit of life.", ...filler("Membrane", 16)],
  ["Energy in the cell", ...filler("Energy", 16), "Mitochondria produce ATP through cellular respiration.", ...filler("Heat", 20)],
  ["Ribosomes", "Ribosomes translate messenger RNA into proteins.", ...filler("Protein", 16)],
];
const ZH_NOTES = ["# 细胞核", "", "细胞核储存遗传信息。", "", "## 核仁", "", "核仁负责合成核糖体RNA。"].join("\n");

test("a PDF and a Chinese Markdown file become ready; the tutor answers from the PDF's page 2 and the chip opens the cited lines", async ({
  page,
}) => {
  const courseId = await courseWithSource(page, "en", "Pasted notes", "# Plants\n\nLeaves are green.\n");
  await page.goto(`/courses/${courseId}/workspace`);
  const row = (title: string) =>
    page.getByTestId("source-item").filter({ has: page.getByTestId("source-title").getByText(title, { exact: true }) });
  await page.getByTestId("sources-input").setInputFiles([
    { name: "cell-biology.pdf", mimeType: "application/pdf", buffer: Buffer.from(buildPdf({ pages: PDF_PAGES })) },
    { name: "细胞核.md", mimeType: "text/markdown", buffer: Buffer.from(ZH_NOTES, "utf8") },
  ]);
  await expect(row("cell-biology")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  await expect(row("细胞核")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });

  // The PDF's text with a marker where each page starts.
  await row("cell-biology").getByTestId("source-open").click();
  await expect(page.getByTestId("workspace-view-title")).toHaveText("cell-biology");
  const markers = page.getByTestId("source-viewer").getByTestId("page-marker");
  await expect(markers).toHaveText(["Page 1", "Page 2", "Page 3"]);
  await expect(page.getByTestId("source-text")).toContainText("Mitochondria produce ATP");

  await page.getByTestId("tutor-input").fill("What do mitochondria produce?");
  await page.getByTestId("tutor-send").click();
  const answer = page.locator('[data-testid="tutor-message"][data-role="assistant"]').last();
  const quote = "Mitochondria produce ATP through cellular respiration";
  await expect(answer.getByTestId("cited-answer")).toContainText(quote, { timeout: 20_000 });

  // The steps: the query it ran, and the hit from the PDF with its page and lines.
  const step = answer.getByTestId("material-step");
  await step.getByRole("button", { expanded: false }).click();
  await expect(step).toHaveAttribute("data-expanded", "true");
  await expect(step).toContainText(/Searched your material for “[^”]*mitochondria/i);
  const hit = step.getByTestId("material-hit").filter({ hasText: "cell-biology" }).first();
  await expect(hit).toContainText(/cell-biology · p\. 2 · lines \d+–\d+/);
  const ref = ((await hit.locator("span").first().textContent()) ?? "").trim();
  expect(ref).toMatch(/^S\d+$/);

  // The chip for that passage opens the PDF at the cited lines, highlighted, on page 2.
  const chip = answer.getByTestId("cited-answer").getByRole("link", { name: ref, exact: true });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page.getByTestId("workspace-view-title")).toHaveText("cell-biology");
  const highlighted = page.getByTestId("source-viewer").locator('[data-highlighted="true"]');
  await expect(highlighted.filter({ hasText: quote })).toHaveCount(1);
  await expect(highlighted.filter({ hasText: "Ribosomes translate" })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/pdf-steps-and-citation.png` });
  await expectAccessible(page, "sources tutor: PDF citation");
});
