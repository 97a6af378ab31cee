import { extractText, getDocumentProxy } from "unpdf";
import { ReaderFailure } from "./reader-failure.mjs";

/** Pages beyond this are not read (a 20 MB PDF rarely has more; a crafted one could claim millions). */
export const MAX_PDF_PAGES = 5_000;

/** @param {unknown} error */
function failure(error) {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException")
    return new ReaderFailure("encrypted", "This PDF is password-protected. Save an unprotected copy and upload that.");
  return new ReaderFailure("corrupt", "This PDF is damaged or incomplete and could not be read. Try saving or exporting it again.");
}

/** Per-page text via unpdf (pdf.js, no canvas). Encrypted → "encrypted"; unreadable → "corrupt". */
/**
 * @param {Uint8Array} bytes
 * @returns {Promise<{ pages: string[]; title?: string }>}
 */
export async function readPdf(bytes) {
  let document;
  try {
    // pdf.js may take ownership of the buffer it is given: hand it a copy, the caller keeps its bytes.
    document = await getDocumentProxy(bytes.slice(), { stopAtErrors: false });
  } catch (error) {
    throw failure(error);
  }
  try {
    if (document.numPages > MAX_PDF_PAGES)
      throw new ReaderFailure("too_large", `This PDF has ${document.numPages} pages; at most ${MAX_PDF_PAGES} can be read.`);
    const { text } = await extractText(document, { mergePages: false });
    const info = (await document.getMetadata().catch(() => null))?.info;
    const title = typeof info?.Title === "string" && info.Title.trim() ? info.Title.trim() : undefined;
    return { pages: text, title };
  } catch (error) {
    throw error instanceof ReaderFailure ? error : failure(error);
  } finally {
    // pdf.js 5 (unpdf 1.8) frees a document through its loading task; the proxy has no destroy() any more.
    await document.loadingTask.destroy().catch(() => undefined);
  }
}
