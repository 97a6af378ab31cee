import "server-only";
import { SOURCE_LIMITS, type SupportedSourceType } from "../../contract";
import { decodeText } from "../../lib/decode-text";
import type { DocumentPage } from "../../lib/split-document";
import { SourceExtractionError } from "./extraction-error";
import { finishText } from "./finish-text";
import { DEFAULT_READER_LIMITS, readOffThread, type ReaderLimits } from "./run-reader";

export { SourceExtractionError, type ExtractionFailure } from "./extraction-error";
export { withTimeout } from "./run-reader";

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
  /** Stop the parser after this long (its worker is terminated): a hostile file must not stall the queue. */
  timeoutMs?: number;
  /** Heap cap for the parser's worker thread, in MB; past it the source fails as "too_large". */
  heapMb?: number;
  maxChars?: number;
}

export const EXTRACTION_TIMEOUT_MS = DEFAULT_READER_LIMITS.timeoutMs;

/** The charset a page declares in its first bytes (`<meta charset>` or http-equiv), if any. */
function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 2048));
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

interface Parts {
  parts: string[];
  paged: boolean;
  title?: string;
}

/** Parser formats go to a worker thread (run-reader.ts); plain text is decoded here (linear and fast). */
async function readParts(bytes: Uint8Array, type: SupportedSourceType, limits: ReaderLimits): Promise<Parts> {
  switch (type) {
    case "pdf":
    case "docx":
      return readOffThread({ type, bytes }, limits);
    case "html":
      return readOffThread({ type, html: decodeText(bytes, declaredCharset(bytes)) }, limits);
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
  const { timeoutMs = EXTRACTION_TIMEOUT_MS, heapMb = DEFAULT_READER_LIMITS.heapMb, maxChars = SOURCE_LIMITS.textChars } = options;
  if (bytes.length === 0) throw new SourceExtractionError("empty", "The file is empty (0 bytes).");
  const { parts, paged, title } = await readParts(bytes, type, { timeoutMs, heapMb });
  const finished = finishText(parts, paged, maxChars);
  if (!finished.text.trim()) throw new SourceExtractionError("empty", emptyMessage(type));
  const cleanTitle = title ? finishText([title], false, SOURCE_LIMITS.titleLength).text.replace(/\s+/g, " ").trim() : "";
  return { ...finished, ...(cleanTitle ? { title: cleanTitle } : {}) };
}
