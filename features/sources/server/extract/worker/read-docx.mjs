import { unzipSync, zipSync } from "fflate";
import mammoth from "mammoth";
import { ReaderFailure } from "./reader-failure.mjs";
import { parseHTML } from "linkedom";
import { domToText } from "./dom-to-text.mjs";

/**
 * DOCX → markdown-ish text through mammoth (headings kept as `#`), behind a zip-bomb guard:
 * the central directory's uncompressed sizes are checked BEFORE anything is inflated, then only
 * the XML parts mammoth needs are inflated by fflate (which never writes past the declared size,
 * so a lying header yields a truncated part, i.e. a parse error, not a memory blow-up) and
 * re-packed uncompressed for mammoth. Images and other media are never inflated.
 */
export const DOCX_LIMITS = Object.freeze({
  entries: 5_000,
  /**
   * Sum of the declared uncompressed sizes of the parts we inflate. mammoth reads ~0.5 MB of
   * document XML per second here, and 64 MB of XML already holds far more than the 2M characters
   * we keep.
   */
  inflatedBytes: 64 * 1024 * 1024,
  /** Declared size over compressed size, for parts over 1 MB. */
  ratio: 200,
});

const NEEDED = /^(\[Content_Types\]\.xml|_rels\/\.rels|word\/[^/]+\.xml|word\/_rels\/[^/]+\.rels)$/;

function tooLarge() {
  return new ReaderFailure("too_large", "This Word file expands to far more data than a document holds (a zip bomb?). It was not opened.");
}

function corrupt() {
  return new ReaderFailure("corrupt", "This Word file is damaged or is not a .docx document. Open it in Word and save it again as .docx.");
}

/** Inflates only the needed parts, after checking every declared size. */
/**
 * @param {Uint8Array} bytes
 * @returns {import("fflate").Unzipped}
 */
export function guardedDocxParts(bytes) {
  let entries = 0;
  let total = 0;
  let refused = false;
  let parts;
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
    if (error instanceof ReaderFailure) throw error;
    throw corrupt();
  }
  if (!parts["word/document.xml"]) throw corrupt();
  return parts;
}

/**
 * @param {Uint8Array} bytes
 * @returns {Promise<{ text: string; title?: string }>}
 */
export async function readDocx(bytes) {
  const repacked = zipSync(guardedDocxParts(bytes), { level: 0 });
  let html;
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
