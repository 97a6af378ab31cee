import "server-only";
import { extractText, getDocumentProxy } from "unpdf";
import { SourceExtractionError } from "./extraction-error";

/** Pages beyond this are not read (a 20 MB PDF rarely has more; a crafted one could claim millions). */
export const MAX_PDF_PAGES = 5_000;

export interface PdfText {
  pages: string[];
  title?: string;
}

function failure(error: unknown): SourceExtractionError {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException")
    return new SourceExtractionError("encrypted", "This PDF is password-protected. Save an unprotected copy and upload that.");
  return new SourceExtractionError("corrupt", "This PDF is damaged or incomplete and could not be read. Try saving or exporting it again.");
}

/** Per-page text via unpdf (pdf.js, no canvas). Encrypted → "encrypted"; unreadable → "corrupt". */
export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may take ownership of the buffer it is given: hand it a copy, the caller keeps its bytes.
    document = await getDocumentProxy(bytes.slice(), { stopAtErrors: false });
  } catch (error) {
    throw failure(error);
  }
  try {
    if (document.numPages > MAX_PDF_PAGES)
      throw new SourceExtractionError("too_large", `This PDF has ${document.numPages} pages; at most ${MAX_PDF_PAGES} can be read.`);
    const { text } = await extractText(document, { mergePages: false });
    const info = (await document.getMetadata().catch(() => null))?.info as { Title?: unknown } | undefined;
    const title = typeof info?.Title === "string" && info.Title.trim() ? info.Title.trim() : undefined;
    return { pages: text, title };
  } catch (error) {
    throw error instanceof SourceExtractionError ? error : failure(error);
  } finally {
    await document.destroy().catch(() => undefined);
  }
}
