import "server-only";
import { SOURCE_LIMITS, type SupportedSourceType } from "../../contract";
import { decodeText } from "../../lib/decode-text";
import type { DocumentPage } from "../../lib/split-document";
import { SourceExtractionError } from "./extraction-error";
import { finishText } from "./finish-text";
import { readDocx } from "./read-docx";
import { readHtml } from "./read-html";
import { readPdf } from "./read-pdf";

export { SourceExtractionError, type ExtractionFailure } from "./extraction-error";

/**
 * An upload's bytes → plain text with page starts (PDF), made storable and capped at
 * SOURCE_LIMITS.textChars. Failures throw SourceExtractionError with a reason a learner can act on.
 */
export interface ExtractedText {
  /** Storable text: no NUL or lone surrogates, LF line ends, NFC, at most `SOURCE_LIMITS.textChars`. */
  text: string;
  /** PDF only: `pages[i]` starts at line `startLine` (1-based) of `text`. */
  pages: DocumentPage[];
  /** A title found in the document (PDF metadata, first heading, <title>), if any. */
  title?: string;
  /** True when the text was cut at the character limit (the rest of the document is not indexed). */
  truncated: boolean;
}

export interface ExtractOptions {
  /** Give up after this long (pdf.js and mammoth run on the main thread; a hostile file must not stall the queue). */
  timeoutMs?: number;
  maxChars?: number;
}

export const EXTRACTION_TIMEOUT_MS = 60_000;

async function readParts(bytes: Uint8Array, type: SupportedSourceType): Promise<{ parts: string[]; paged: boolean; title?: string }> {
  switch (type) {
    case "pdf": {
      const { pages, title } = await readPdf(bytes);
      return { parts: pages, paged: true, title };
    }
    case "docx": {
      const { text, title } = await readDocx(bytes);
      return { parts: [text], paged: false, title };
    }
    case "html": {
      const { text, title } = readHtml(bytes);
      return { parts: [text], paged: false, title };
    }
    case "md":
    case "txt": {
      const text = decodeText(bytes);
      const title = type === "md" ? /^#{1,2}[ \t]+(.+?)[ \t#]*$/m.exec(text)?.[1] : undefined;
      return { parts: [text], paged: false, title };
    }
    default:
      throw new SourceExtractionError("unsupported", "This kind of file cannot be read.");
  }
}

function emptyMessage(type: SupportedSourceType): string {
  return type === "pdf"
    ? "This PDF has no text layer (it may be scanned images). Upload a PDF with selectable text, or paste the text."
    : "The file has no text.";
}

export async function extractSourceText(
  bytes: Uint8Array,
  type: SupportedSourceType,
  options: ExtractOptions = {},
): Promise<ExtractedText> {
  const { timeoutMs = EXTRACTION_TIMEOUT_MS, maxChars = SOURCE_LIMITS.textChars } = options;
  if (bytes.length === 0) throw new SourceExtractionError("empty", "The file is empty (0 bytes).");
  const { parts, paged, title } = await withTimeout(readParts(bytes, type), timeoutMs).catch((error: unknown) => {
    // A reader's own failure (a parser's TypeError, a stack overflow on absurd nesting) is still the file's fault.
    if (error instanceof SourceExtractionError) throw error;
    throw new SourceExtractionError("corrupt", "This file could not be read; it may be damaged. Try saving or exporting it again.");
  });
  const finished = finishText(parts, paged, maxChars);
  if (!finished.text.trim()) throw new SourceExtractionError("empty", emptyMessage(type));
  const cleanTitle = title ? finishText([title], false, SOURCE_LIMITS.titleLength).text.replace(/\s+/g, " ").trim() : "";
  return { ...finished, ...(cleanTitle ? { title: cleanTitle } : {}) };
}

/**
 * Rejects with a "timeout" SourceExtractionError when `work` has not settled in `ms`. It stops the
 * waiting, not the work: a reader stuck in synchronous code holds the thread until it returns.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SourceExtractionError("timeout", "Reading this file took too long and was stopped. Try a smaller or simpler file.")),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
