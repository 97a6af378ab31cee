import "server-only";
import { unzipSync, zipSync, type Unzipped } from "fflate";
import mammoth from "mammoth";
import { SourceExtractionError } from "./extraction-error";
import { parseHTML } from "linkedom";
import { domToText } from "./html-to-text";

/**
 * DOCX → markdown-ish text through mammoth (headings kept as `#`), behind a zip-bomb guard:
 * the central directory's uncompressed sizes are checked BEFORE anything is inflated, then only
 * the XML parts mammoth needs are inflated by fflate (which never writes past the declared size,
 * so a lying header yields a truncated part, i.e. a parse error, not a memory blow-up) and
 * re-packed uncompressed for mammoth. Images and other media are never inflated.
 */
export const DOCX_LIMITS = {
  entries: 5_000,
  /**
   * Sum of the declared uncompressed sizes of the parts we inflate. mammoth reads ~0.5 MB of
   * document XML per second here, and 64 MB of XML already holds far more than the 2M characters
   * we keep.
   */
  inflatedBytes: 64 * 1024 * 1024,
  /** Declared size over compressed size, for parts over 1 MB. */
  ratio: 200,
} as const;

const NEEDED = /^(\[Content_Types\]\.xml|_rels\/\.rels|word\/[^/]+\.xml|word\/_rels\/[^/]+\.rels)$/;

function tooLarge(): SourceExtractionError {
  return new SourceExtractionError(
    "too_large",
    "This Word file expands to far more data than a document holds (a zip bomb?). It was not opened.",
  );
}

function corrupt(): SourceExtractionError {
  return new SourceExtractionError(
    "corrupt",
    "This Word file is damaged or is not a .docx document. Open it in Word and save it again as .docx.",
  );
}

/** Inflates only the needed parts, after checking every declared size. */
export function guardedDocxParts(bytes: Uint8Array): Unzipped {
  let entries = 0;
  let total = 0;
  let refused = false;
  let parts: Unzipped;
  try {
    // First pass: the filter sees each central-directory record and inflates nothing.
    unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        if (!NEEDED.test(file.name)) return false;
        total += file.originalSize;
        if (file.originalSize > 1024 * 1024 && file.originalSize > file.size * DOCX_LIMITS.ratio) refused = true;
        return false;
      },
    });
    if (entries > DOCX_LIMITS.entries || total > DOCX_LIMITS.inflatedBytes || refused) throw tooLarge();
    parts = unzipSync(bytes, { filter: (file) => NEEDED.test(file.name) });
  } catch (error) {
    if (error instanceof SourceExtractionError) throw error;
    throw corrupt();
  }
  if (!parts["word/document.xml"]) throw corrupt();
  return parts;
}

export async function readDocx(bytes: Uint8Array): Promise<{ text: string; title?: string }> {
  const repacked = zipSync(guardedDocxParts(bytes), { level: 0 });
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(repacked.buffer, repacked.byteOffset, repacked.byteLength) },
      {
        // Never follow links to files outside the document; never read image data.
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
      },
    );
    html = result.value;
  } catch {
    throw corrupt();
  }
  // Every paragraph of a Word file is content: no Readability here, only the DOM walk.
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const text = domToText(document.body);
  const title = /^# (.+)$/m.exec(text)?.[1]?.trim();
  return { text, title };
}
