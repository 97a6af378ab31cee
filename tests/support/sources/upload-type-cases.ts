import { buildDocx } from "./docx-builder";
import { buildPdf } from "./pdf-builder";

const text = (value: string) => new TextEncoder().encode(value);
const docx = buildDocx([{ paragraph: "Chlorophyll absorbs red and blue light." }]) as Uint8Array<ArrayBuffer>;

/**
 * One upload: its name, bytes and declared type, the status the server's rule gives it (202 read,
 * 400 empty, 415 unsupported), and whether only its bytes decide that (a browser cannot tell).
 */
export type UploadTypeCase = { name: string; content: Uint8Array<ArrayBuffer>; type?: string; expected: number; bytesDecide?: true };

/** The table the upload rule is held to: by both upload routes, and by the browser's pre-check. */
export const UPLOAD_TYPE_CASES: UploadTypeCase[] = [
  { name: "notes.md", content: text("# Notes\n\n- one"), type: "text/markdown", expected: 202 },
  // Accepted as sources, and (since the rule is one) on /create too.
  { name: "notes.mdown", content: text("# Notes"), expected: 202 },
  { name: "notes.mkd", content: text("# Notes"), type: "text/x-markdown", expected: 202 },
  { name: "page.xhtml", content: text("<html><body><p>Leaves</p></body></html>"), type: "application/xhtml+xml", expected: 202 },
  { name: "data.csv", content: text("a,b\n1,2"), type: "text/csv", expected: 202 },
  { name: "clipboard", content: text("plain words"), expected: 202 },
  {
    name: "paper.pdf",
    content: buildPdf({ pages: [["Photosynthesis"]] }) as Uint8Array<ArrayBuffer>,
    type: "application/pdf",
    expected: 202,
  },
  { name: "Report.DOCX", content: docx, expected: 202 },
  { name: "../../setup.exe", content: text("MZ\u0000\u0001"), type: "application/octet-stream", expected: 415 },
  { name: "photo.png", content: text("x"), type: "image/png", expected: 415 },
  { name: "paper.pdf", content: text("<!doctype html><title>404</title>"), type: "application/pdf", expected: 415, bytesDecide: true },
  { name: "sheet.xlsx", content: docx, expected: 415 },
  { name: "slides.pptx.bak", content: text("plain words"), expected: 415 },
  { name: "empty.md", content: new Uint8Array(), expected: 400 },
  { name: "empty.exe", content: new Uint8Array(), expected: 400 },
];
