import { describe, expect, it } from "vitest";
import { buildDocx, buildDocxZipBomb, buildNotADocxZip } from "@/tests/support/sources/docx-builder";
import { ARTICLE_MARKERS, buildNoisyHtmlPage } from "@/tests/support/sources/html-fixtures";
import { buildEncryptedPdf, buildGarbagePdf, buildPdf, buildTruncatedPdf } from "@/tests/support/sources/pdf-builder";
import { claimUncompressedSize } from "@/tests/support/sources/docx-builder";
import { extractSourceText, withTimeout } from "./extract-source-text";
import { failureOf } from "@/tests/support/sources/extraction-failure";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("PDF", () => {
  it("reads every page and records the line each page starts on", async () => {
    const pdf = buildPdf({
      title: "Cell Biology Notes",
      pages: [["Chapter 1: Cells", "Cells are the unit of life."], ["Mitochondria make ATP.", "They have two membranes."], ["The end."]],
    });
    const result = await extractSourceText(pdf, "pdf");
    const lines = result.text.split("\n");
    expect(result.title).toBe("Cell Biology Notes");
    expect(result.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(lines[result.pages[1]!.startLine - 1]).toBe("Mitochondria make ATP.");
    expect(lines[result.pages[2]!.startLine - 1]).toBe("The end.");
    expect(result.truncated).toBe(false);
  });

  it("refuses an encrypted PDF with a reason the learner can act on", async () => {
    const error = await failureOf(extractSourceText(buildEncryptedPdf(), "pdf"));
    expect(error.reason).toBe("encrypted");
    expect(error.message).toMatch(/password/i);
  });

  it.each([
    ["truncated", buildTruncatedPdf],
    ["garbage after the header", buildGarbagePdf],
  ])("refuses a %s PDF as corrupt", async (_label, build) => {
    const error = await failureOf(extractSourceText(build(), "pdf"));
    expect(error.reason).toBe("corrupt");
    expect(error.message).toMatch(/damaged/i);
  });

  it("says a PDF without any text has no text layer", async () => {
    const error = await failureOf(extractSourceText(buildPdf({ pages: [[], []] }), "pdf"));
    expect(error.reason).toBe("empty");
    expect(error.message).toMatch(/text layer/);
  });

  it("caps the text on a line boundary and says so, keeping pages that fit", async () => {
    const pages = Array.from({ length: 6 }, (_, page) =>
      Array.from({ length: 10 }, (_, line) => `Page ${page + 1} line ${line + 1} text.`),
    );
    const result = await extractSourceText(buildPdf({ pages }), "pdf", { maxChars: 500 });
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(500);
    expect(result.text.endsWith("text.")).toBe(true);
    expect(result.pages.length).toBeGreaterThanOrEqual(2);
    expect(result.pages.length).toBeLessThan(6);
  });
});

describe("DOCX", () => {
  it("keeps headings as markdown and paragraphs and list items as text", async () => {
    const docx = buildDocx([
      { heading: 1, text: "Photosynthesis" },
      { paragraph: "Plants turn light into sugar." },
      { heading: 2, text: "Light reactions" },
      { bullet: "Water is split & oxygen released" },
      { paragraph: "光合作用发生在叶绿体中。" },
    ]);
    const result = await extractSourceText(docx, "docx");
    expect(result.text).toContain("# Photosynthesis");
    expect(result.text).toContain("## Light reactions");
    expect(result.text).toContain("Water is split & oxygen released");
    expect(result.text).toContain("光合作用发生在叶绿体中。");
    expect(result.title).toBe("Photosynthesis");
  });

  it("refuses a zip bomb (an absurd compression ratio) before inflating it", async () => {
    const bomb = buildDocxZipBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    const error = await failureOf(extractSourceText(bomb, "docx"));
    expect(error.reason).toBe("too_large");
    expect(error.message).toMatch(/zip bomb/);
  });

  it("refuses a DOCX whose directory declares gigabytes, without inflating anything", async () => {
    const docx = claimUncompressedSize(buildDocx([{ paragraph: "small" }]), "word/document.xml", 3_000_000_000);
    expect((await failureOf(extractSourceText(docx, "docx"))).reason).toBe("too_large");
  });

  it("treats a part that inflates past its declared size as corrupt (never inflates past the declaration)", async () => {
    const docx = claimUncompressedSize(buildDocx([{ paragraph: "x".repeat(50_000) }]), "word/document.xml", 100);
    expect((await failureOf(extractSourceText(docx, "docx"))).reason).toBe("corrupt");
  });

  it("refuses a zip without a Word document, and garbage, as corrupt", async () => {
    expect((await failureOf(extractSourceText(buildNotADocxZip(), "docx"))).reason).toBe("corrupt");
    expect((await failureOf(extractSourceText(utf8("PK\u0003\u0004 not really a zip"), "docx"))).reason).toBe("corrupt");
  });
});

describe("HTML", () => {
  it("keeps the article with its headings and drops navigation, banners, ads and footers", async () => {
    const result = await extractSourceText(utf8(buildNoisyHtmlPage()), "html");
    expect(result.text).toContain(`## ${ARTICLE_MARKERS.heading}`);
    expect(result.text).toContain(`### ${ARTICLE_MARKERS.subheading}`);
    expect(result.text).toContain(ARTICLE_MARKERS.body);
    for (const noise of ARTICLE_MARKERS.noise) expect(result.text).not.toContain(noise);
    expect(result.title).toContain(ARTICLE_MARKERS.title);
  });

  it("reads a page in the charset it declares (GBK)", async () => {
    const gbk = Uint8Array.from([0xd6, 0xd0, 0xce, 0xc4]); // 中文 in GBK
    const page = new Uint8Array([
      ...utf8('<html><head><meta charset="gbk"><title>t</title></head><body><p>'),
      ...gbk,
      ...utf8("</p></body></html>"),
    ]);
    expect((await extractSourceText(page, "html")).text).toContain("中文");
  });

  it("keeps a short page that Readability would reject", async () => {
    const result = await extractSourceText(utf8("<p>Just one line.</p>"), "html");
    expect(result.text).toContain("Just one line.");
  });
});

describe("Markdown and text", () => {
  it("drops a UTF-8 BOM, normalises CRLF and removes NUL and lone surrogates", async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("# Title\r\nline\u0000 two\r\n\ud800end")]);
    const result = await extractSourceText(bytes, "md");
    expect(result.text).toBe("# Title\nline two\n\ufffdend");
    expect(result.title).toBe("Title");
    expect(result.pages).toEqual([]);
  });

  it("decodes UTF-16 with a BOM (little and big endian)", async () => {
    const text = "Hello 世界\nsecond";
    const le = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from(text, (c) => c.charCodeAt(0)).buffer)]);
    const be = new Uint8Array([0xfe, 0xff, ...Array.from(text).flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])]);
    expect((await extractSourceText(le, "txt")).text).toBe(text);
    expect((await extractSourceText(be, "txt")).text).toBe(text);
  });

  it("reads a legacy GB18030 text file instead of replacing it with U+FFFD", async () => {
    const gbk = Uint8Array.from([0xc4, 0xe3, 0xba, 0xc3]); // 你好
    expect((await extractSourceText(gbk, "txt")).text).toBe("你好");
  });

  it.each([
    ["0 bytes", new Uint8Array()],
    ["whitespace only", utf8(" \n\t\r\n  ")],
    ["NUL only", new Uint8Array(64)],
  ])("refuses %s as empty", async (_label, bytes) => {
    expect((await failureOf(extractSourceText(bytes, "txt"))).reason).toBe("empty");
  });

  it("cuts a single enormous line at the limit instead of dropping everything", async () => {
    const result = await extractSourceText(utf8("字".repeat(5000)), "txt", { maxChars: 1000 });
    expect(result.truncated).toBe(true);
    expect(result.text).toBe("字".repeat(1000));
  });
});

it("gives up with a timeout instead of waiting forever", async () => {
  const error = await failureOf(withTimeout(new Promise(() => undefined), 5));
  expect(error.reason).toBe("timeout");
  await expect(withTimeout(Promise.resolve("done"), 1000)).resolves.toBe("done");
});

describe("hostile HTML", () => {
  const nested = (depth: number) =>
    `<html><head><title>Deep</title></head><body>${"<div>".repeat(depth)}deep text &amp; more${"</div>".repeat(depth)}</body></html>`;

  it.each([500, 5_000, 200_000])("reads a page nested %i levels deep without hanging or overflowing the stack", async (depth) => {
    const result = await extractSourceText(utf8(nested(depth)), "html");
    expect(result.text).toContain("deep text & more");
  });

  it("keeps old-style pages with unclosed <p> and <li> on the DOM path (headings kept)", async () => {
    const page = `<html><body><h2>Old page</h2>${"<p>An unclosed paragraph of text".repeat(3000)}<ul>${"<li>item".repeat(3000)}</ul></body></html>`;
    const result = await extractSourceText(utf8(page), "html");
    expect(result.text).toContain("## Old page");
    expect(result.text).toContain("An unclosed paragraph of text");
    // "- " list items come from the DOM walk; the regex fallback has no lists.
    expect(result.text).toContain("- item");
  });
});
