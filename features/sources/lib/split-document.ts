/**
 * PLACEHOLDER (owned by the "sources-text" engineer, who replaces the body): splits extracted text
 * into chunks that follow headings and paragraphs and keep their line and page ranges.
 */
export interface DocumentPage {
  page: number;
  /** 1-based first line of this page in the text. */
  startLine: number;
}

export interface DocumentChunk {
  ordinal: number;
  /** The nearest heading above the chunk ("Intro › Setup"), or null. */
  heading: string | null;
  text: string;
  lineStart: number;
  lineEnd: number;
  pageStart: number | null;
  pageEnd: number | null;
}

export interface SplitOptions {
  /** Target chunk size in characters (CJK-heavy text uses less). */
  targetChars?: number;
  overlapChars?: number;
}

export function splitDocument(document: { text: string; pages?: readonly DocumentPage[] }, _options: SplitOptions = {}): DocumentChunk[] {
  const lines = document.text.split("\n");
  const chunks: DocumentChunk[] = [];
  let start = 0;
  for (let index = 0; index <= lines.length; index += 1) {
    if (index === lines.length || lines[index]!.trim() === "") {
      const text = lines.slice(start, index).join("\n").trim();
      if (text)
        chunks.push({ ordinal: chunks.length, heading: null, text, lineStart: start + 1, lineEnd: index, pageStart: null, pageEnd: null });
      start = index + 1;
    }
  }
  return chunks;
}
