import { describe, expect, it } from "vitest";
import { buildDocx } from "@/tests/support/sources/docx-builder";
import { buildNoisyHtmlPage } from "@/tests/support/sources/html-fixtures";
import { buildPdf } from "@/tests/support/sources/pdf-builder";
import { detectSourceType, SNIFF_BYTES, unsupportedSourceMessage } from "./detect-source-type";

const utf8 = (text: string) => new TextEncoder().encode(text);
const head = (bytes: Uint8Array) => bytes.subarray(0, SNIFF_BYTES);
const pdf = head(buildPdf({ pages: [["hello"]] }));
const docx = head(buildDocx([{ paragraph: "hello" }]));
const garbage = Uint8Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256);

describe("detectSourceType", () => {
  it("trusts a name when the bytes agree", () => {
    expect(detectSourceType("paper.pdf", "application/pdf", pdf)).toBe("pdf");
    expect(detectSourceType("Report.DOCX", "", docx)).toBe("docx");
    expect(detectSourceType("notes.md", "text/markdown", utf8("# Notes\n\n- one"))).toBe("md");
    expect(detectSourceType("notes.markdown", undefined, utf8("plain"))).toBe("md");
    expect(detectSourceType("readme.txt", "text/plain", utf8("中文 text"))).toBe("txt");
    expect(detectSourceType("page.htm", "text/html", utf8(buildNoisyHtmlPage()))).toBe("html");
  });

  it("never hands bytes to a reader they contradict", () => {
    // An HTML error page saved under the document's name, binary noise, a text file: not a PDF or DOCX.
    expect(detectSourceType("paper.pdf", "application/pdf", utf8("<!doctype html><title>404</title>"))).toBeNull();
    expect(detectSourceType("paper.pdf", "application/pdf", garbage)).toBeNull();
    expect(detectSourceType("report.docx", undefined, utf8("just text"))).toBeNull();
    expect(detectSourceType("report.docx", undefined, pdf)).toBe("pdf");
    // Binary named as text.
    expect(detectSourceType("notes.md", "text/markdown", garbage)).toBeNull();
    expect(detectSourceType("notes.txt", "text/plain", new Uint8Array([0x41, 0, 0x42, 0]))).toBeNull();
  });

  it("reads a PDF as a PDF whatever it is called (the magic number is unambiguous)", () => {
    expect(detectSourceType("download", "application/octet-stream", pdf)).toBe("pdf");
    expect(detectSourceType("notes.txt", "text/plain", pdf)).toBe("pdf");
  });

  it("refuses a zip that does not claim to be a Word document (xlsx, pptx, archives)", () => {
    expect(detectSourceType("sheet.xlsx", undefined, docx)).toBeNull();
    expect(detectSourceType("archive.zip", "application/zip", docx)).toBeNull();
    expect(detectSourceType("no-extension", SUPPORTED_DOCX, docx)).toBe("docx");
  });

  it("decides from the bytes when the name says nothing", () => {
    expect(detectSourceType("clipboard", undefined, utf8("<html><body>x</body></html>"))).toBe("html");
    expect(detectSourceType("clipboard", "", utf8("plain words"))).toBe("txt");
    expect(detectSourceType("image.png", "image/png", garbage)).toBeNull();
  });

  it("accepts text in UTF-16 with a BOM, and legacy GB18030 Chinese", () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x48, 0, 0x69, 0]);
    expect(detectSourceType("a.txt", undefined, utf16)).toBe("txt");
    expect(detectSourceType("a.txt", undefined, Uint8Array.from([0xc4, 0xe3, 0xba, 0xc3, 0x0a]))).toBe("txt");
  });

  it("does not reject UTF-8 cut mid-character at the end of the head", () => {
    const bytes = utf8("汉字".repeat(2000)).subarray(0, SNIFF_BYTES - 1);
    expect(detectSourceType("zh.md", undefined, bytes)).toBe("md");
  });

  it("lets an empty file through to its reader (which reports 'empty'), unless nothing names it", () => {
    expect(detectSourceType("empty.txt", "", new Uint8Array())).toBe("txt");
    expect(detectSourceType("empty.pdf", "", new Uint8Array())).toBe("pdf");
    expect(detectSourceType("empty", "", new Uint8Array())).toBeNull();
  });

  it("ignores path tricks in the name", () => {
    expect(detectSourceType("../../etc/passwd.md", undefined, utf8("x"))).toBe("md");
    expect(detectSourceType("C:\\evil\\.pdf", undefined, utf8("x"))).toBe("txt");
  });
});

describe("unsupportedSourceMessage", () => {
  it("tells the learner what is wrong with the file and what is accepted", () => {
    expect(unsupportedSourceMessage("paper.pdf", "application/pdf", utf8("<html>"))).toMatch(/named like a PDF but is not one/);
    expect(unsupportedSourceMessage("old.docx", undefined, garbage)).toMatch(/not a \.docx file/);
    expect(unsupportedSourceMessage("book.xlsx", undefined, docx)).toMatch(/zip archive or an Office file/);
    expect(unsupportedSourceMessage("notes.md", undefined, garbage)).toMatch(/binary data/);
    expect(unsupportedSourceMessage("photo.png", "image/png", garbage)).toMatch(/PDF, Word \(\.docx\), Markdown/);
  });
});

const SUPPORTED_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
