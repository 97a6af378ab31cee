import { claimedUploadType as claimedType, hasForeignExtension } from "@/lib/uploads/upload-types";
import type { SupportedSourceType } from "../contract";
import { bomEncoding, decodesAs } from "./decode-text";

/**
 * Which reader an upload needs, from its name, its declared media type and its first bytes
 * (pass at least SNIFF_BYTES of them); null → 415.
 *
 * The bytes decide, the name only chooses among what the bytes allow:
 * - `%PDF-` in the first 1 KiB (where PDF readers look for it) → pdf, whatever the name says
 *   (a magic number is unambiguous; reading a PDF as text would index garbage).
 * - a zip (`PK\x03\x04`) → docx only when the name or media type says docx; any other zip
 *   (xlsx, pptx, a renamed archive) → null. The DOCX reader still checks for word/document.xml.
 * - text (no NUL, few control characters, decodes as UTF-8 / UTF-16 with BOM / GB18030) → the
 *   claimed text type (md, txt or html; HTML source in a .md is still valid markdown); without a
 *   claim, html when it looks like a page, else txt. A text file named .pdf or .docx → null:
 *   that is usually an error page saved under the document's name, not the document.
 * - anything else (binary) → null.
 * An empty file gets the type its name claims, so the reader reports "empty" rather than 415.
 * The names and media types that claim a type are in lib/uploads/upload-types.ts, which the
 * browser's pre-check and the file pickers read too.
 */
export const SNIFF_BYTES = 4096;

type Sniffed = "pdf" | "zip" | "html" | "text" | "binary" | "empty";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const HTML_START = /^\s*(<!--[\s\S]*?-->\s*)*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<meta[\s>]|<title[\s>])/i;

function indexOfSequence(bytes: Uint8Array, sequence: readonly number[], limit: number): number {
  const end = Math.min(bytes.length - sequence.length, limit);
  outer: for (let i = 0; i <= end; i += 1) {
    for (let j = 0; j < sequence.length; j += 1) if (bytes[i + j] !== sequence[j]) continue outer;
    return i;
  }
  return -1;
}

/** Text: no NUL (outside UTF-16), under 2% other control bytes, and decodable. */
function looksLikeText(head: Uint8Array): boolean {
  const bom = bomEncoding(head);
  if (bom && bom.encoding !== "utf-8") return decodesAs(head.subarray(bom.skip), bom.encoding);
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    // Tab, LF, FF, CR and ESC appear in real text files; other C0 bytes mark binary data.
    if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13 && byte !== 27) controls += 1;
  }
  if (controls > head.length * 0.02) return false;
  const body = bom ? head.subarray(bom.skip) : head;
  return decodesAs(body, "utf-8") || decodesAs(body, "gb18030");
}

function sniff(head: Uint8Array): Sniffed {
  if (head.length === 0) return "empty";
  if (indexOfSequence(head, PDF_MAGIC, 1024) >= 0) return "pdf";
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return "zip";
  if (!looksLikeText(head)) return "binary";
  const start = new TextDecoder(bomEncoding(head)?.encoding ?? "utf-8").decode(head.subarray(0, 1024));
  return HTML_START.test(start.replace(/^\uFEFF/, "")) ? "html" : "text";
}

export function detectSourceType(fileName: string, declaredType: string | undefined, head: Uint8Array): SupportedSourceType | null {
  const claim = claimedType(fileName, declaredType);
  const sniffed = sniff(head);
  switch (sniffed) {
    case "empty":
      return claim ?? null;
    case "pdf":
      return "pdf";
    case "zip":
      return claim === "docx" ? "docx" : null;
    case "binary":
      return null;
    case "html":
    case "text":
      if (claim === "md" || claim === "txt" || claim === "html") return claim;
      if (claim === undefined) return hasForeignExtension(fileName) ? null : sniffed === "html" ? "html" : "txt";
      return null;
  }
}

/** Why detectSourceType said null, in words for the learner (the 415 message). */
export function unsupportedSourceMessage(fileName: string, declaredType: string | undefined, head: Uint8Array): string {
  const claim = claimedType(fileName, declaredType);
  const sniffed = sniff(head);
  const accepted = "PDF, Word (.docx), Markdown, plain text or a saved web page (.html)";
  if (claim === "pdf")
    return `This file is named like a PDF but is not one (it does not start with %PDF-). Upload the real PDF: ${accepted}.`;
  if (claim === "docx")
    return `This file is named like a Word document but is not a .docx file. Old .doc files must be saved as .docx first. We read ${accepted}.`;
  if (sniffed === "zip") return `This is a zip archive or an Office file other than Word. We read ${accepted}.`;
  if (sniffed === "binary" && claim) return `This file is named like text but contains binary data. We read ${accepted}.`;
  if (sniffed === "empty") return `This file is empty and its name does not say what it is. We read ${accepted}.`;
  return `This kind of file cannot be read. We read ${accepted}.`;
}
