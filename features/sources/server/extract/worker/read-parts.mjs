import { readDocx } from "./read-docx.mjs";
import { readHtmlString } from "./read-html.mjs";
import { readPdf } from "./read-pdf.mjs";
import { ReaderFailure } from "./reader-failure.mjs";

/**
 * The heavy half of extraction, for the formats that need a parser library: PDF and DOCX bytes,
 * or an HTML page already decoded to a string. Returns raw parts (one per PDF page); the TS side
 * normalises, caps and titles them. Runs inside extract-worker.mjs, or on the calling thread only
 * when no worker can be started.
 * @param {{ type: "pdf" | "docx"; bytes: Uint8Array } | { type: "html"; html: string }} job
 * @returns {Promise<{ parts: string[]; paged: boolean; title?: string }>}
 */
export async function readParts(job) {
  switch (job.type) {
    case "pdf": {
      const { pages, title } = await readPdf(job.bytes);
      return { parts: pages, paged: true, title };
    }
    case "docx": {
      const { text, title } = await readDocx(job.bytes);
      return { parts: [text], paged: false, title };
    }
    case "html": {
      const { text, title } = readHtmlString(job.html);
      return { parts: [text], paged: false, title };
    }
    default:
      throw new ReaderFailure("unsupported", "This kind of file cannot be read.");
  }
}
