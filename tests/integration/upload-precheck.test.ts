/**
 * The browser's pre-check on /create and the file pickers (a course's Sources, /create) read the
 * same upload rule as the server: on the table both upload routes are held to, the pre-check
 * refuses what the server refuses for the same reason, and lets through what the server reads.
 */
import { describe, expect, it } from "vitest";
import { MATERIAL_ACCEPT, precheckFile } from "@/features/interview/lib/material-attachment";
import { checkUpload, type UploadRefusal } from "@/features/sources/lib/upload-check";
import { UPLOAD_ACCEPT, UPLOAD_FILE_BYTES } from "@/lib/uploads/upload-types";
import { buildDocx } from "@/tests/support/sources/docx-builder";
import { buildPdf } from "@/tests/support/sources/pdf-builder";
import { UPLOAD_TYPE_CASES } from "@/tests/support/sources/upload-type-cases";

const STATUS: Record<UploadRefusal, number> = { "too-large": 413, empty: 400, unsupported: 415 };
const pdf = buildPdf({ pages: [["Photosynthesis"]] }) as Uint8Array<ArrayBuffer>;
const docx = buildDocx([{ paragraph: "Leaves" }]) as Uint8Array<ArrayBuffer>;

function serverStatus(name: string, content: Uint8Array, type: string | undefined, size = content.length): number {
  const check = checkUpload({ fileName: name, declaredType: type, size, head: content });
  return check.ok ? 202 : STATUS[check.refusal];
}

function browserStatus(file: File): number | null {
  const refusal = precheckFile(file);
  return refusal ? STATUS[refusal] : null;
}

describe("the browser's pre-check and the server's upload rule", () => {
  it("agree on every file of the upload rule's table (the pre-check leaves what only the bytes decide to the server)", () => {
    const rows = UPLOAD_TYPE_CASES.map((file) => ({
      name: file.name,
      server: serverStatus(file.name, file.content, file.type),
      browser: browserStatus(new File([file.content], file.name, { type: file.type ?? "" })),
    }));
    expect(rows.map((row) => row.server)).toEqual(UPLOAD_TYPE_CASES.map((file) => file.expected));
    expect(rows.map((row) => row.browser)).toEqual(
      UPLOAD_TYPE_CASES.map((file) => (file.bytesDecide || file.expected === 202 ? null : file.expected)),
    );
  });

  it("refuse a file over the limit as too large, whatever it is", () => {
    const huge = new File([new Uint8Array(UPLOAD_FILE_BYTES + 1)], "big.pdf", { type: "application/pdf" });
    expect(browserStatus(huge)).toBe(413);
    expect(serverStatus("big.pdf", pdf, "application/pdf", UPLOAD_FILE_BYTES + 1)).toBe(413);
  });

  it("differ only on a real PDF under a foreign name, which the server reads by its bytes", () => {
    expect(serverStatus("scan.png", pdf, "image/png")).toBe(202);
    expect(browserStatus(new File([pdf], "scan.png", { type: "image/png" }))).toBe(415);
  });

  it("both pickers offer the rule's list, and the server reads every extension and media type on it", () => {
    expect(MATERIAL_ACCEPT).toBe(UPLOAD_ACCEPT);
    const offered = UPLOAD_ACCEPT.split(",");
    expect(offered).toEqual(
      expect.arrayContaining([".pdf", ".docx", ".md", ".mdown", ".mkd", ".xhtml", ".htm", ".csv", "text/x-markdown"]),
    );
    const bytesFor = (entry: string) =>
      /pdf/.test(entry) ? pdf : /docx|wordprocessingml/.test(entry) ? docx : new TextEncoder().encode("<p>plain words</p>");
    const refused = offered.filter((entry) =>
      entry.startsWith(".")
        ? serverStatus(`notes${entry}`, bytesFor(entry), undefined) !== 202
        : serverStatus("notes", bytesFor(entry), entry) !== 202,
    );
    expect(refused).toEqual([]);
  });
});
