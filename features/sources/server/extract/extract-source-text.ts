import "server-only";
import type { SupportedSourceType } from "../../contract";
import type { DocumentPage } from "../../lib/split-document";

/**
 * PLACEHOLDER (owned by the "sources-text" engineer, who replaces the body): turns an upload's
 * bytes into plain text with page starts (PDF). Failures throw SourceExtractionError with a reason
 * a learner can act on.
 */
export interface ExtractedText {
  text: string;
  pages: DocumentPage[];
  /** A title found in the document (PDF metadata, first heading, <title>), if any. */
  title?: string;
}

export type ExtractionFailure = "unsupported" | "corrupt" | "encrypted" | "empty" | "too_large";

export class SourceExtractionError extends Error {
  readonly reason: ExtractionFailure;
  constructor(reason: ExtractionFailure, message: string) {
    super(message);
    this.name = "SourceExtractionError";
    this.reason = reason;
  }
}

export async function extractSourceText(bytes: Uint8Array, type: SupportedSourceType): Promise<ExtractedText> {
  if (type !== "md" && type !== "txt") throw new SourceExtractionError("unsupported", `Reading ${type} files is not supported yet.`);
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (!text.trim()) throw new SourceExtractionError("empty", "The file has no text.");
  return { text, pages: [] };
}
