import { expect, test, type Page } from "@playwright/test";
import { confirmedCourse as confirmedCourseOf, type CourseSubject } from "../support/e2e/confirmed-course";
import { buildPdf } from "../support/sources/pdf-builder";
import { expectAccessible } from "./a11y-helpers";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The tutor answering from the learner's material in the browser (offline model, keyword
 * search): a pasted source becomes ready, a question shows the steps timeline (thought →
 * action → observation), which folds once the answer streams and reopens from the keyboard;
 * the answer's [S1] is a verified chip, a forged one would be flagged. Both languages. Then the
 * issue's acceptance with uploads: a multi-page PDF and a Chinese Markdown file (docs/sources.png).
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/sources-tutor";

const PLANT_COURSE: CourseSubject = {
  goal: "Biology",
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
    designRationale: "You know the basics, so we start at leaves.",
    // Chapters far from the material's subject, so the learner's source is what a question finds.
    modules: [
      ["Leaves", ["Leaf anatomy", "Stomata"]],
      ["Roots", ["Water uptake"]],
    ],
  },
};
const confirmedCourse = (page: Page, language: Locale) => confirmedCourseOf(page, language, PLANT_COURSE);

async function courseWithSource(page: Page, language: Locale, title: string, text: string): Promise<string> {
  const courseId = await confirmedCourse(page, language);
  expect((await page.request.post(`/api/courses/${courseId}/sources`, { data: { title, text } })).status()).toBe(202);
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get(`/api/courses/${courseId}/sources`)).json()) as { sources: { status: string }[] };
        return list.sources.map((source) => source.status).join(",");
      },
      { timeout: 30_000 },
    )
    .toBe("ready");
  return courseId;
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
const PDF_PAGES = [
  [
    "Cell biology, lecture 4: inside the cell",
    "Every living thing is made of cells, and every cell comes from another cell.",
    "A cell is enclosed by a plasma membrane, a double layer of phospholipids.",
    "The membrane lets water and small uncharged molecules cross freely.",
    "Ions and sugars need channels or carrier proteins to get through it.",
    "Inside the membrane is the cytoplasm: a watery gel full of enzymes.",
    "Eukaryotic cells also hold organelles, each wrapped in its own membrane.",
    "The nucleus is the largest of them and stores the cell's genome.",
    "Its double envelope is pierced by pores that let RNA leave for the cytoplasm.",
    "The endoplasmic reticulum folds new proteins and makes lipids.",
    "The Golgi apparatus sorts those proteins and ships them in vesicles.",
    "Lysosomes break down worn-out parts with acidic digestive enzymes.",
    "A cytoskeleton of filaments and tubules gives the cell its shape.",
    "Motor proteins walk along the tubules, carrying cargo where it is needed.",
    "Plant cells add a rigid wall of cellulose outside the membrane.",
    "They also keep a large central vacuole that holds water under pressure.",
    "Prokaryotes such as bacteria have no nucleus and no membrane-bound organelles.",
    "Their DNA lies in a region of the cytoplasm called the nucleoid.",
  ],
  [
    "Energy in the cell",
    "A cell needs a steady supply of energy to build, move and divide.",
    "That energy comes from breaking down food molecules such as glucose.",
    "Glycolysis splits glucose into two pyruvate molecules in the cytoplasm.",
    "It needs no oxygen and yields only a small amount of usable energy.",
    "Without oxygen, yeast turn pyruvate into ethanol and carbon dioxide.",
    "Muscle cells short of oxygen turn it into lactate instead.",
    "With oxygen, pyruvate is carried into an organelle for further work.",
    "That organelle has an outer membrane and a folded inner membrane.",
    "The folds, called cristae, give the inner membrane a very large area.",
    "The space inside the inner membrane is the matrix.",
    "In the matrix the citric acid cycle strips electrons from the fuel.",
    "Carrier molecules bring those electrons to a chain of proteins.",
    "The chain pumps protons across the inner membrane as electrons pass.",
    "Oxygen waits at the end of the chain and is reduced to water.",
    "The protons flow back through ATP synthase, which turns like a rotor.",
    "Mitochondria produce ATP through cellular respiration.",
    "One glucose molecule yields about thirty ATP this way.",
    "ATP then powers muscle contraction, active transport and synthesis.",
    "Mitochondria carry their own small circular DNA.",
    "They divide on their own, much as bacteria do.",
    "This is strong evidence that they descend from free-living bacteria.",
    "A cell with high energy needs, like a heart muscle cell, has thousands.",
    "A red blood cell has none and relies on glycolysis alone.",
    "Damaged organelles are removed and recycled by lysosomes.",
    "Some inherited diseases come from faults in this small genome.",
    "They are passed on from the mother, in the egg's cytoplasm.",
    "Plants have a second energy organelle: the chloroplast.",
    "Chloroplasts capture light and store its energy in sugar.",
    "Their sugar is later burned in the same way as any other food.",
    "So in a plant cell the two organelles work as a pair.",
    "The chloroplast also has its own DNA and a double membrane.",
    "Both organelles show how cells took in partners long ago.",
    "Energy is never created here, only converted from one form to another.",
    "Some is always lost as heat, which keeps warm-blooded animals warm.",
    "The next lecture follows the energy into the making of proteins.",
  ],
  [
    "Making proteins",
    "Ribosomes translate messenger RNA into proteins.",
    "They read the RNA three bases at a time, one codon per amino acid.",
    "Transfer RNA brings each amino acid and matches it to its codon.",
    "Free ribosomes make proteins that stay in the cytoplasm.",
    "Ribosomes on the endoplasmic reticulum make proteins for export.",
    "A new chain folds into its working shape, sometimes with help.",
    "Chaperone proteins keep the chain from folding the wrong way.",
    "Misfolded proteins are tagged and broken down by the proteasome.",
    "Many proteins are changed after translation, for example by sugars.",
    "Signals in the chain decide where in the cell it will end up.",
    "The genetic code is almost the same in every living thing.",
    "That is why a human gene can be read by a bacterium.",
    "Antibiotics such as streptomycin block bacterial ribosomes only.",
    "Our own ribosomes are larger and are left alone.",
    "A single messenger RNA can be read by many ribosomes at once.",
    "The cell can make hundreds of copies of a protein from one gene.",
  ],
];
const ZH_NOTES = ["# 细胞核", "", "细胞核储存遗传信息。", "", "## 核仁", "", "核仁负责合成核糖体RNA。"].join("\n");

test("a PDF and a Chinese Markdown file become ready; the tutor answers from the PDF's page 2 and the chip opens the cited lines", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  const courseId = await confirmedCourse(page, "en");
  await page.goto(`/courses/${courseId}/workspace`);
  const row = (title: string) =>
    page.getByTestId("source-item").filter({ has: page.getByTestId("source-title").getByText(title, { exact: true }) });
  await page.getByTestId("sources-input").setInputFiles([
    { name: "cell-biology.pdf", mimeType: "application/pdf", buffer: Buffer.from(buildPdf({ pages: PDF_PAGES })) },
    { name: "细胞核.md", mimeType: "text/markdown", buffer: Buffer.from(ZH_NOTES, "utf8") },
  ]);
  await expect(row("cell-biology")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  await expect(row("细胞核")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });

  // The Chinese file is searchable by a term inside a longer word (核糖体 in 核糖体RNA).
  const search = (await (await page.request.get(`/api/courses/${courseId}/search?q=${encodeURIComponent("核糖体")}`)).json()) as {
    hits: { title: string; lineStart: number; lineEnd: number }[];
  };
  // Line 7 holds 核仁负责合成核糖体RNA; the hit's lines must cover it.
  expect(search.hits.some((hit) => hit.title === "细胞核" && hit.lineStart <= 7 && hit.lineEnd >= 7)).toBe(true);

  // The PDF's text with a marker where each page starts.
  await row("cell-biology").getByTestId("source-open").click();
  await expect(page.getByTestId("workspace-view-title")).toHaveText("cell-biology");
  const markers = page.getByTestId("source-viewer").getByTestId("page-marker");
  await expect(markers).toHaveText(["Page 1", "Page 2", "Page 3"]);
  await expect(page.getByTestId("source-text").locator('[data-line="35"]')).toHaveText(/Mitochondria produce ATP/);

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
  // The README's picture (copied to docs/sources.png): the steps, the answer's chip and the cited lines together.
  await step.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: `${SHOTS}/pdf-steps-and-citation.png` });
  await expectAccessible(page, "sources tutor: PDF citation");
});
